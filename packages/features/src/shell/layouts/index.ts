/**
 * shell/layouts — the frames screens render in (SPEC §2 Layouts): main (and main without footer),
 * auth, challenge, onboarding and none; the screen grid with a side column; the whole-page status
 * and the per-route error state (SPEC §8); the footer; the profile-language sync of the layouts.
 */
export { MainLayout, type MainLayoutProps } from './MainLayout.tsx';
export { AuthLayout, type AuthLayoutProps } from './AuthLayout.tsx';
export { BareLayout, ChallengeLayout, OnboardingLayout } from './OtherLayouts.tsx';
export { ScreenGrid, type ScreenGridProps, type ScreenKind } from './ScreenGrid.tsx';
export { SkipLink, MAIN_CONTENT_ID } from './SkipLink.tsx';
export { Greeting, partOfDay, type GreetingProps } from './Greeting.tsx';
export { PageStatus } from './PageStatus.tsx';
export { RouteError, type RouteErrorProps } from './RouteError.tsx';
export { Footer, COPYRIGHT_FROM, type FooterProps } from './Footer.tsx';
export { LanguageSync, useLanguageSync } from './useLanguageSync.ts';
