/**
 * Editing one's own profile (SPEC §2 profile editing, §5 Profile): the save, the photo upload and
 * the Telegram link (SPEC §7 contacts; docs/decisions/0028).
 * Apart from hooks.ts, which the header reads on every screen, so only the profile screen loads these.
 */
import { useCallback, useState } from 'react';
import { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import {
  API_PREFIX,
  type OwnContacts,
  type PersonProfile,
  type ProfileInfo,
  type TelegramLinkCode,
  type TelegramLinkState,
  type UpdateOwnProfileBody,
  type UploadedImage,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useRevalidateLists, type ApiError, type UploadOptions } from '../api/index.ts';
import { personProfileKey, profileKeys } from './hooks.ts';

/** What {@link useUpdateOwnProfile} returns. */
export interface UpdateOwnProfile {
  /**
   * PATCH /api/profile (SPEC §2 profile editing, §5 Profile) with the changed fields. Resolves with
   * the saved profile, which then is the cached profile, the signed-in member's names and photo
   * (GET /api/profile/me) follow it, and every loaded directory list is fetched again. Rejects with
   * {@link ApiError}: 400 VALIDATION_ERROR with `details.issues` per field (the nickname rule on
   * `nickname`), IMAGE_NOT_FOUND for a photo that is not the caller's avatar upload.
   */
  save: (body: UpdateOwnProfileBody) => Promise<PersonProfile>;
  isSaving: boolean;
}

/** Saves the member's own profile. See {@link UpdateOwnProfile.save}. */
export function useUpdateOwnProfile(): UpdateOwnProfile {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const [isSaving, setSaving] = useState(false);
  const save = useCallback(
    async (body: UpdateOwnProfileBody) => {
      setSaving(true);
      try {
        const saved = await client.fetch('updateOwnProfile', { body });
        await mutate(personProfileKey(saved.id), saved, { revalidate: false });
        await mutate<ProfileInfo>(
          profileKeys.me,
          (me) =>
            me && {
              ...me,
              profile: {
                ...me.profile,
                firstName: saved.firstName ?? me.profile.firstName,
                surname: saved.surname ?? me.profile.surname,
                nickname: saved.nickname,
                tgName: saved.tgName,
                tgId: saved.tgId,
                photo: saved.photo,
              },
            },
          { revalidate: false },
        );
        void revalidateLists(apiPath('directory'));
        return saved;
      } finally {
        setSaving(false);
      }
    },
    [client, mutate, revalidateLists],
  );
  return { save, isSaving };
}

/** API path of a profile photo upload: POST /api/uploads/images?purpose=avatar. */
export const avatarUploadPath = `${API_PREFIX}/uploads/images?purpose=avatar`;

/**
 * Returns `upload(image, options)`: sends a cropped profile photo (a PNG or JPEG Blob, ui
 * `ImageCrop` makes 512 × 512 px) as POST /api/uploads/images?purpose=avatar (multipart, one
 * `file` part) with progress (fraction 0…1) and an abort signal. Resolves with the stored image,
 * whose `id` goes into {@link UpdateOwnProfile.save} as `photoId`; rejects with ApiError
 * (UNSUPPORTED_MEDIA_TYPE, PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE, NETWORK…).
 */
export function useAvatarUpload(): (image: Blob, options?: UploadOptions) => Promise<UploadedImage> {
  const client = useApiClient();
  return useCallback(
    (image: Blob, options?: UploadOptions) => {
      const body = new FormData();
      body.append('file', image, image.type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png');
      return client.upload<UploadedImage>(avatarUploadPath, body, options);
    },
    [client],
  );
}

/**
 * swr key (= API path) of the member's Telegram link (SPEC §7 contacts; docs/decisions/0028):
 * GET /api/profile/contacts/telegram.
 */
export const telegramLinkKey = apiPath('telegramLink');

/** How often the link state is asked again while the link dialog waits for the bot, ms (SPEC §7 contacts; docs/decisions/0028). */
export const TELEGRAM_LINK_POLL_MS = 3000;

/** Options of {@link useTelegramLink}. */
export interface TelegramLinkOptions {
  /** Ask again every {@link TELEGRAM_LINK_POLL_MS} (while the link dialog is open). Default false. */
  poll?: boolean;
  /** Called with every state read (the polls included). */
  onSuccess?: (state: TelegramLinkState) => void;
}

/**
 * The member's Telegram link (GET /api/profile/contacts/telegram; SPEC §7 contacts;
 * docs/decisions/0028): the installation's bot (null without one), the linked username and
 * whether an account is linked. `poll` asks again every 3 s: the bot, not the page, links the
 * account, so the page learns of it by asking.
 */
export function useTelegramLink(options: TelegramLinkOptions = {}): SWRResponse<TelegramLinkState, ApiError> {
  const { poll = false, onSuccess } = options;
  const config: SWRConfiguration<TelegramLinkState, ApiError> = { refreshInterval: poll ? TELEGRAM_LINK_POLL_MS : 0 };
  if (onSuccess) config.onSuccess = (state) => onSuccess(state);
  return useApiGet<TelegramLinkState>(telegramLinkKey, config);
}

/** What {@link useTelegramLinkActions} returns. */
export interface TelegramLinkActions {
  /**
   * POST /api/profile/contacts/telegram: a new link code for the bot, as a command and a t.me deep
   * link (earlier codes stop working). Rejects with {@link ApiError}: 409 TELEGRAM_NOT_CONFIGURED
   * without a bot, 429 RATE_LIMITED (`details.retryAfter`, seconds) after 5 codes in 10 minutes.
   */
  requestCode: () => Promise<TelegramLinkCode>;
  /**
   * The bot linked `state.tgName`: the cached link state and the cached own profile take it (the
   * profile is then fetched again for the Telegram id).
   */
  linked: (state: TelegramLinkState) => Promise<void>;
  /**
   * DELETE /api/profile/contacts/telegram: unlinks the account; the cached link state and own
   * profile follow. Rejects with {@link ApiError}: 400 VALIDATION_ERROR on `tgName`
   * (`validation.onlyTelegramSignIn` without an e-mail, `validation.nicknameOrTelegram` while the
   * Telegram username stands in for a nickname).
   */
  unlink: () => Promise<OwnContacts>;
}

/**
 * Linking and unlinking the member's own Telegram (SPEC §7 contacts; docs/decisions/0028), with
 * the caches of the link state and of the profile `profileId` kept in step, as the e-mail change
 * keeps the profile. See {@link TelegramLinkActions}.
 */
export function useTelegramLinkActions(profileId: number): TelegramLinkActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const requestCode = useCallback(() => client.fetch('telegramLinkCode'), [client]);
  const linked = useCallback(
    async (state: TelegramLinkState) => {
      await mutate(telegramLinkKey, state, { revalidate: false });
      await mutate<PersonProfile>(personProfileKey(profileId), (p) => p && { ...p, tgName: state.tgName }, { revalidate: true });
    },
    [mutate, profileId],
  );
  const unlink = useCallback(async () => {
    const contacts = await client.fetch('unlinkTelegram');
    await mutate<TelegramLinkState>(telegramLinkKey, (s) => s && { ...s, tgName: contacts.tgName, linked: false }, { revalidate: false });
    await mutate<PersonProfile>(personProfileKey(profileId), (p) => p && { ...p, email: contacts.email, tgName: contacts.tgName, tgId: null }, { revalidate: true });
    return contacts;
  }, [client, mutate, profileId]);
  return { requestCode, linked, unlink };
}
