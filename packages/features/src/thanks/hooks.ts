import { useCallback, useRef, useState } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import {
  API_PREFIX,
  IDEMPOTENCY_HEADER,
  type Balance,
  type CreateTransferBody,
  type StickerPacksResponse,
  type Transfer,
  type UploadedImage,
  type UploadPurpose,
  type UserSuggestion,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useRevalidateLists, type ApiError, type UploadOptions } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';

/** What {@link useSendThanks} returns. */
export interface SendThanks {
  /**
   * POST /api/transfers with an `Idempotency-Key`. A new key (crypto.randomUUID) is made per attempt;
   * calling again with the same body after a failure reuses it, so a retried attempt never sends
   * twice. While the call runs the shown distribution balance is already lowered by `amount`
   * points (rolled back on error); afterwards balance and feed are revalidated.
   * Resolves with the created {@link Transfer}; rejects with {@link ApiError}.
   */
  send: (body: CreateTransferBody) => Promise<Transfer>;
  isSending: boolean;
}

/** Sends thanks (SPEC §1 Thanks). See {@link SendThanks.send}. */
export function useSendThanks(): SendThanks {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [isSending, setSending] = useState(false);

  const send = useCallback(
    async (body: CreateTransferBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) {
        attempt.current = { body: serialized, key: crypto.randomUUID() };
      }
      const key = attempt.current.key;
      setSending(true);
      try {
        const request = client.fetch('createTransfer', { body, headers: { [IDEMPOTENCY_HEADER]: key } });
        let created: Transfer | undefined;
        await mutate<Balance, Transfer>(
          balanceKey,
          request.then((t) => {
            created = t;
            return t;
          }),
          {
            optimisticData: (current) =>
              current && current.distribute !== null
                ? { ...current, distribute: Math.max(0, current.distribute - body.amount) }
                : (current as Balance),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        attempt.current = null;
        // Every loaded feed list (each filter), without importing the feed area (which reuses this area's validation).
        void revalidateLists(apiPath('feed'));
        return created ?? (await request);
      } finally {
        setSending(false);
      }
    },
    [client, mutate, revalidateLists],
  );
  return { send, isSending };
}

/** swr key (= API path) of the sticker packs members pick from: GET /api/stickers/packs. */
export const stickerPacksKey = apiPath('stickerPacks');

/**
 * The organization's active sticker packs with their active stickers (GET /api/stickers/packs,
 * SPEC §3 stickers and sticker packs), for the sticker picker of the thanks form.
 */
export function useStickerPacks(): SWRResponse<StickerPacksResponse, ApiError> {
  return useApiGet<StickerPacksResponse>(stickerPacksKey);
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

/** How many recipients the thanks form suggests before anything is typed. */
export const RECIPIENT_SUGGESTIONS = 12;

/**
 * Loads the recipients to suggest in the thanks form before anything is typed (GET
 * /api/users/suggestions?limit={@link RECIPIENT_SUGGESTIONS}, SPEC §2 New thanks form): the
 * caller's recent recipients, then frequent ones, then colleagues, each with its `reason`; never
 * the caller. Rejects with ApiError, or an AbortError when `signal` aborts.
 */
export function useRecipientSuggestions(): (signal: AbortSignal) => Promise<UserSuggestion[]> {
  const client = useApiClient();
  return useCallback(
    async (signal: AbortSignal) => (await client.fetch('userSuggestions', { query: { limit: RECIPIENT_SUGGESTIONS }, signal })).items,
    [client],
  );
}
