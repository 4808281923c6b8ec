/**
 * @gratia/features — product widgets of Gratia (ARCHITECTURE: widget library), built from
 * @gratia/ui and fetching with swr through each area's hooks. Mount them under an i18next instance
 * from {@link createI18n}, a `ToastProvider`, {@link ApiProvider} and a react-router router.
 *
 * One folder per SPEC area, each with its widgets, `hooks.ts` (swr; keys are API paths), `i18n/`
 * and an `index.ts` — the only way in from outside the area. Imports point one way:
 * `api`, `i18n`, `sizes`, `shared` ← `errors` ← areas ← `shell`.
 */

// Foundations: transport, strings, failures, shared helpers
export * from './api/index.ts';
export * from './i18n/index.ts';
export * from './errors/index.ts';
export * from './shared/index.ts';
export * from './sizes/index.ts';

// Areas
export * from './instance/index.ts';
export * from './people/index.ts';
export * from './profile/index.ts';
export * from './organization/index.ts';
export * from './period/index.ts';
export * from './market/index.ts';
export * from './market/admin/index.ts';
export * from './auth/index.ts';
export * from './balance/index.ts';
export * from './values/index.ts';
export * from './birthdays/index.ts';
export * from './stats/index.ts';
export * from './administration/index.ts';
export * from './structure/index.ts';
export * from './challenges/index.ts';
export * from './challengeTemplates/index.ts';
export * from './analytics/index.ts';
export * from './invites/index.ts';
export * from './globalAdmin/index.ts';
export * from './approvals/index.ts';
export * from './redistribution/index.ts';
export * from './thanks/index.ts';
export * from './feed/index.ts';
export * from './history/index.ts';
export * from './onboarding/index.ts';
export * from './legal/index.ts';
export * from './notifications/index.ts';
export * from './shell/index.ts';

// Keys several areas share
export { apiKeys, shellKeys } from './keys.ts';
