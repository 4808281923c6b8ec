/**
 * Editing one's own profile (SPEC §2 profile editing, §5 Profile): the save and the photo upload.
 * Apart from hooks.ts, which the header reads on every screen, so only the profile screen loads these.
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API_PREFIX, type PersonProfile, type ProfileInfo, type UpdateOwnProfileBody, type UploadedImage } from '@gratia/contracts';
import { apiPath, useApiClient, useRevalidateLists, type UploadOptions } from '../api/index.ts';
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
