import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Box } from '@gratia/ui';
import { AppHeader } from '../header/index.ts';
import { BottomBar, Sidebar } from '../navigation/index.ts';
import { Footer } from './Footer.tsx';
import { LayoutFrame } from './LayoutFrame.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { LanguageSync } from './useLanguageSync.ts';
import * as css from './layouts.css.ts';

/** Props of {@link MainLayout}. */
export interface MainLayoutProps {
  /** false = the main-without-footer layout (SPEC §2); default true. */
  footer?: boolean;
  children?: ReactNode;
}

/**
 * The main layout (SPEC §2 Layouts: main, and main-without-footer with `footer={false}`): the
 * {@link SkipLink} (first Tab stop, to `<main>`); {@link AppHeader}; the {@link Sidebar} on desktop (≥ 1200 px), the tablet {@link BottomBar}
 * (768–1199 px) or the phone one (< 768 px); the route's content (`<Outlet/>`, or `children`);
 * the {@link Footer}. Header, sidebar and content share one page grid (docs "UI/Page layout"): the
 * header's logo stands above the sidebar and its actions end at the content's right edge. Reads the profile's language 500 ms after mount ({@link LanguageSync}).
 */
export function MainLayout({ footer = true, children }: MainLayoutProps) {
  const { t } = useTranslation('shell');
  return (
    <LayoutFrame layout={footer ? 'main' : 'main-without-footer'}>
      <SkipLink />
      <LanguageSync />
      <AppHeader />
      <div className={css.mainBody}>
        <Box display={{ phone: 'none', desktop: 'block' }}>
          <Sidebar variant="sidebar" />
        </Box>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.content} aria-label={t('mainContent')}>
          {children ?? <Outlet />}
        </main>
      </div>
      {footer && <Footer />}
      <Box display={{ phone: 'none', tablet: 'block', desktop: 'none' }}>
        <BottomBar device="tablet" />
      </Box>
      <Box display={{ phone: 'block', tablet: 'none' }}>
        <BottomBar device="phone" />
      </Box>
    </LayoutFrame>
  );
}
