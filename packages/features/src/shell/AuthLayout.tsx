import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Card } from '@gratia/ui';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import * as css from './shell.css.ts';

/**
 * The auth layout (SPEC §2 Layouts: auth — /login, / invite sign-in): the product name and the
 * language switch above a centred card holding the route's content (`<Outlet/>`, or `children`).
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={css.authLayout}>
      <main className={css.authPanel}>
        <div className={css.authTop}>
          <span className={css.logoText}>Gratia</span>
          <LanguageSwitcher />
        </div>
        <Card>{children ?? <Outlet />}</Card>
      </main>
    </div>
  );
}
