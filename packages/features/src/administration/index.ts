/**
 * administration — the organization administration's settings (SPEC §2 Organization settings,
 * /organization_administration_settings/{id}/{name}; SPEC §3 Organization settings): so far the
 * 'general' tab — the community's name, bonus name, limits of thanks, the Telegram bot's
 * lifetimes and the market's visibility — and its save hook. Branding, periods, transactions and
 * Telegram groups join it as they are built; the settings page with its tabs lives in `structure`.
 */
export { GeneralSettingsForm, type GeneralSettingsFormProps } from './GeneralSettingsForm.tsx';
export { useUpdateGeneralSettings } from './hooks.ts';
