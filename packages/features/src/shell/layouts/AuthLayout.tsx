import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Card, Inline } from '@gratia/ui';
import { LanguageSwitcher, ProductName } from '../header/index.ts';
import * as css from './layouts.css.ts';

/**
 * The auth layout (SPEC §2 Layouts: auth — /login, / invite sign-in): the product name and the
 * language switch above a centred card holding the route's content (`<Outlet/>`, or `children`).
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <Box display="grid" padding="md" background="surfaceSunken" color="text" className={css.authLayout}>
      <Box as="main" display="flex" flexDirection="column" gap="md" width="full" className={css.authPanel}>
        <Inline gap="md" justify="between">
          <ProductName />
          <LanguageSwitcher />
        </Inline>
        <Card>{children ?? <Outlet />}</Card>
      </Box>
    </Box>
  );
}
