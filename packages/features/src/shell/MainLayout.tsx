import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader.tsx';
import { Sidebar } from './Sidebar.tsx';
import * as css from './shell.css.ts';

/**
 * The main layout (SPEC §2 Layouts: main): {@link AppHeader}, the {@link Sidebar} on tablet and
 * desktop, the route's content (`<Outlet/>`, or `children`), and a bottom bar on phones.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className={css.mainLayout}>
      <AppHeader />
      <div className={css.mainBody}>
        <div className={css.desktopOnly}>
          <Sidebar variant="sidebar" />
        </div>
        <main className={css.content} aria-label={t('mainContent')}>
          {children ?? <Outlet />}
        </main>
      </div>
      <div className={css.phoneOnly}>
        <Sidebar variant="bottom" />
      </div>
    </div>
  );
}
