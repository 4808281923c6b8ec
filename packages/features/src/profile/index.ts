/**
 * profile — the signed-in member's own profile (SPEC §3 Profile info, §7 profile settings): who is
 * signed in (role, organization) and the saved settings (language, e-mail when thanked).
 */
export { profileKeys, useMe, useProfileSettings, useSaveEmailOnThanks, useSaveLanguage } from './hooks.ts';
