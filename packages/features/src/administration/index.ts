/**
 * administration — the organization administration's settings (SPEC §2 Organization settings,
 * /organization_administration_settings/{id}/{name}; SPEC §3 Organization settings): the
 * 'general' tab — the community's name, bonus name, limits of thanks, the Telegram bot's
 * lifetimes and the market's visibility — and its save hook; the 'periods' tab — the accrual
 * periods (SPEC §3 Period, §4 Period states, §5 period rules) and their hooks. Branding,
 * transactions and Telegram groups join it as they are built; the settings page with its tabs
 * lives in `structure`.
 */
export { GeneralSettingsForm, type GeneralSettingsFormProps } from './GeneralSettingsForm.tsx';
export { OPEN_PERIOD_CREATION, PeriodsPanel, type PeriodsPanelProps } from './PeriodsPanel.tsx';
export { periodsKey, usePeriodActions, usePeriods, useUpdateGeneralSettings, type PeriodActions } from './hooks.ts';
