/**
 * shell/header — the top of the signed-in screens (SPEC §2 Header): logo, member and role,
 * profile, community change, notifications bell, language switch, logout; and the plain header
 * (product name and language) of the layouts without a member bar.
 */
export { AppHeader, VK_TOKEN_STORAGE_KEY } from './AppHeader.tsx';
export { BrandHeader, ProductName } from './BrandHeader.tsx';
export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher.tsx';
export { OrganizationSwitcher, type OrganizationSwitcherProps } from './OrganizationSwitcher.tsx';
export { PeriodBell, launchPeriodPath, type PeriodBellProps } from './PeriodBell.tsx';
