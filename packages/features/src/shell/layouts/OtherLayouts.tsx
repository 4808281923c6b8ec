import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BrandHeader } from '../header/index.ts';
import { LayoutFrame } from './LayoutFrame.tsx';
import { LanguageSync } from './useLanguageSync.ts';
import * as css from './layouts.css.ts';

/**
 * The challenge layout (SPEC §2: /challenge/{id} with a `uuid` query — the app's public page
 * /challenge/{id}/public?uuid=, docs/decisions/0043): an anonymous header — the product name,
 * linking to /login, and the language switch, no member data — above the content, a centred column
 * of reading width. No profile-settings call here (SPEC §7). Without a `uuid` the app uses the main
 * layout instead.
 */
export function ChallengeLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <LayoutFrame layout="challenge">
      <BrandHeader homeHref="/login" />
      <main className={css.soloContent} aria-label={t('mainContent')}>
        {children ?? <Outlet />}
      </main>
    </LayoutFrame>
  );
}

/**
 * The onboarding layout (SPEC §2: /onboarding, for a member with no organization): the product
 * name and the language switch (saved to the profile) above a centred column. Reads the profile's
 * language 500 ms after mount.
 */
export function OnboardingLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <LayoutFrame layout="onboarding">
      <LanguageSync />
      <BrandHeader saveLanguageToProfile />
      <main className={css.onboardingContent} aria-label={t('mainContent')}>
        {children ?? <Outlet />}
      </main>
    </LayoutFrame>
  );
}

/**
 * The 'none' layout (SPEC §2: the public market page /market/{id}/offers): the page alone, no
 * header or navigation, and no profile-settings call.
 */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="none">{children ?? <Outlet />}</LayoutFrame>
  );
}
