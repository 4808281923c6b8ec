/**
 * administration — the organization administration's settings (SPEC §2 Organization settings,
 * /organization_administration_settings/{id}/{name}; SPEC §3 Organization settings): the
 * 'general' tab — the community's name, bonus name, limits of thanks, the Telegram bot's
 * lifetimes and the market's visibility — and its save hook; the 'periods' tab — the accrual
 * periods (SPEC §3 Period, §4 Period states, §5 period rules) and their hooks; the 'telegram'
 * tab — the community's Telegram groups (SPEC §3 Telegram group: name, chat id) and their hooks.
 * The 'branding' tab — the community's 17 colours with a live re-theme of the whole app, presets, a
 * contrast report with derived fixes, and its logos (SPEC §3 Colour keys, §5 logo size). The
 * 'transactions' tab — the admin manual transfers and a new one (SPEC §1, §5); the settings page with its tabs lives in
 * `structure`. The organization overview (SPEC §2 /organization_administration/{id}) is the page
 * an admin opens first: the community, its period, the points in circulation, what needs attention
 * and links to every settings tab.
 */
export { GeneralSettingsForm, type GeneralSettingsFormProps } from './GeneralSettingsForm.tsx';
export { BrandingPanel, type BrandingPanelProps } from './BrandingPanel.tsx';
export { brandingKey, useBranding, useLogoUpload, useSaveBranding } from './brandingHooks.ts';
export { OPEN_PERIOD_CREATION, PeriodsPanel, type PeriodsPanelProps } from './PeriodsPanel.tsx';
export { OrganizationOverview, periodProgress, type OrganizationOverviewProps, type PeriodProgress, type SettingsTabLink } from './OrganizationOverview.tsx';
export { TelegramGroupsPanel, type TelegramGroupsPanelProps } from './TelegramGroupsPanel.tsx';
export { TransactionsPanel, type TransactionsPanelProps } from './TransactionsPanel.tsx';
export { ADMIN_TRANSFERS_PAGE_SIZE, useAdminTransfers, useCreateAdminTransfer, type AdminTransfersState } from './transactionsHooks.ts';
export {
  organizationOverviewKey,
  periodsKey,
  telegramGroupsKey,
  useOrganizationOverview,
  usePeriodActions,
  usePeriods,
  useTelegramGroupActions,
  useTelegramGroups,
  useUpdateGeneralSettings,
  type PeriodActions,
  type TelegramGroupActions,
} from './hooks.ts';
