/**
 * profile — members' profiles (SPEC §1 profile; §2 /profile, /other_profile/{id}, profile editing;
 * §3 Profile info, Employee; §5 Profile; §7 profile settings): who is signed in (role,
 * organization), the saved settings (language, e-mail when thanked), a member's profile with its
 * visibility, and editing one's own (names, contacts, photo, visibility, language).
 */
export { personProfileKey, profileKeys, useMe, usePersonProfile, useProfileSettings, useSaveEmailOnThanks, useSaveLanguage } from './hooks.ts';
export { avatarUploadPath, useAvatarUpload, useUpdateOwnProfile, type UpdateOwnProfile } from './editHooks.ts';
export { parseProfileId } from './format.ts';
export { ProfileView, thankPath, type ProfileViewProps } from './ProfileView.tsx';
export { ProfileEditForm, type ProfileEditFormProps } from './ProfileEditForm.tsx';
export { ContactsEditor, type ContactsEditorProps } from './ContactsEditor.tsx';
export { TelegramLink, type TelegramLinkProps } from './TelegramLink.tsx';
export { telegramLinkKey, useTelegramLink, useTelegramLinkActions, TELEGRAM_LINK_POLL_MS, type TelegramLinkActions, type TelegramLinkOptions } from './editHooks.ts';
