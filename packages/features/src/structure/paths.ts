/** The routes of the organization settings (SPEC §2 /organization_administration_settings/{id}/{name}); no widgets, so links to them cost nothing. */
/**
 * The tabs of the organization settings that exist, in SPEC §2's order (general, branding, periods,
 * Telegram groups, awards and scales, transactions, roles, structure; the others come later). The
 * first is where the settings open.
 */
export const SETTINGS_TABS = ['general', 'branding', 'periods', 'telegram', 'transactions', 'roles', 'structure'] as const;
/** One of {@link SETTINGS_TABS}. */
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** True when `name` is a tab of {@link SETTINGS_TABS}. */
export function isSettingsTab(name: string | undefined): name is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === name);
}

/** The route of a settings tab: /organization_administration_settings/{organizationId}/{tab}. */
export function settingsTabPath(organizationId: number, tab: SettingsTab): string {
  return `/organization_administration_settings/${organizationId}/${tab}`;
}
