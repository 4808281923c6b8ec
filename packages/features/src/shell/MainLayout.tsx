import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader.tsx';
import { BottomBar } from './BottomBar.tsx';
import { Footer } from './Footer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useLanguageSync } from './useLanguageSync.ts';
import * as css from './shell.css.ts';

/** Props of {@link MainLayout}. */
export interface MainLayoutProps {
  /** false = the main-without-footer layout (SPEC §2); default true. */
  footer?: boolean;
  children?: ReactNode;
}

/**
 * The main layout (SPEC §2 Layouts: main, and main-without-footer with `footer={false}`):
 * {@link AppHeader}; the {@link Sidebar} on desktop (≥ 1200 px), the tablet {@link BottomBar}
 * (768–1199 px) or the phone one (< 768 px); the route's content (`<Outlet/>`, or `children`);
 * the {@link Footer}. Reads the profile's language 500 ms after mount ({@link useLanguageSync}).
 */
export function MainLayout({ footer = true, children }: MainLayoutProps) {
  const { t } = useTranslation('shell');
  useLanguageSync();
  return (
    <div className={css.mainLayout} data-layout={footer ? 'main' : 'main-without-footer'}>
      <AppHeader />
      <div className={css.mainBody}>
        <div className={css.desktopOnly}>
          <Sidebar variant="sidebar" />
        </div>
        <main className={css.content} aria-label={t('mainContent')}>
          {children ?? <Outlet />}
        </main>
      </div>
      {footer && <Footer />}
      <div className={css.tabletOnly}>
        <BottomBar device="tablet" />
      </div>
      <div className={css.phoneOnly}>
        <BottomBar device="phone" />
      </div>
    </div>
  );
}
