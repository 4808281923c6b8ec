import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { API_PREFIX, type StickerPacksResponse, type UploadedImage, type UploadPurpose } from '@gratia/contracts';
import { apiPath, type ApiError, type UploadOptions } from './client.ts';
import { useApiClient } from './context.tsx';

/** swr key (= API path) of the sticker packs members pick from. */
export const stickerPacksKey = apiPath('stickerPacks');

/**
 * The organization's active sticker packs with their active stickers (GET /api/stickers/packs,
 * SPEC §3 stickers and sticker packs), for the sticker picker of the thanks form.
 */
export function useStickerPacks(): SWRResponse<StickerPacksResponse, ApiError> {
  const client = useApiClient();
  return useSWR<StickerPacksResponse, ApiError>(stickerPacksKey, (path: string) => client.get<StickerPacksResponse>(path));
}

/** API path of an image upload for `purpose`: `/api/uploads/images?purpose=thanks`. */
export function uploadImagePath(purpose: UploadPurpose): string {
  return `${API_PREFIX}/uploads/images?purpose=${purpose}`;
}

/**
 * Uploads one image file: POST /api/uploads/images?purpose= (multipart, one `file` part) with
 * progress (fraction 0…1 of bytes sent) and an abort signal. Resolves with the stored
 * {@link UploadedImage}; rejects with ApiError UNSUPPORTED_MEDIA_TYPE (415), PAYLOAD_TOO_LARGE
 * (413), IMAGE_TOO_LARGE (422), NETWORK…, or with an AbortError when `options.signal` aborts.
 */
export type ImageUploader = (file: File, options?: UploadOptions) => Promise<UploadedImage>;

/** An {@link ImageUploader} for `purpose` (default `thanks`: photos of a thanks, SPEC §1 Thanks). */
export function useImageUpload(purpose: UploadPurpose = 'thanks'): ImageUploader {
  const client = useApiClient();
  return useCallback(
    (file: File, options?: UploadOptions) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return client.upload<UploadedImage>(uploadImagePath(purpose), body, options);
    },
    [client, purpose],
  );
}
