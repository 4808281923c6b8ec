import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Card, Inline } from '@gratia/ui';
import { LanguageSwitcher, ProductName } from '../header/index.ts';
import * as css from './layouts.css.ts';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /**
   * `form` (default): a card as wide as a dialog, centred on the screen (/login, / invite sign-in).
   * `reading`: a card of reading width (`size.readingWidth`, the page kind `reading` of docs
   * "UI/Page layout") from the top of the screen, for long text (/terms_of_use, /privacy_policy).
   */
  kind?: 'form' | 'reading';
  /** The content; default the route's `<Outlet/>`. */
  children?: ReactNode;
}

/**
 * The auth layout (SPEC §2 Layouts: auth — /login, / invite sign-in, /terms_of_use,
 * /privacy_policy): the product name and the language switch above a card holding the route's
 * content (`<Outlet/>`, or `children`), as wide and placed as its `kind` says (`data-kind`).
 */
export function AuthLayout({ kind = 'form', children }: AuthLayoutProps) {
  return (
    <Box display="grid" padding="md" background="surfaceSunken" color="text" className={css.authLayout} data-kind={kind}>
      <Box as="main" display="flex" flexDirection="column" gap="md" width="full" className={kind === 'reading' ? css.authReadingPanel : css.authPanel}>
        <Inline gap="md" justify="between">
          <ProductName />
          <LanguageSwitcher />
        </Inline>
        <Card>{children ?? <Outlet />}</Card>
      </Box>
    </Box>
  );
}
