import { z } from 'zod';
import { Timestamp } from './common.ts';

/**
 * Uploaded images (SPEC §1 Thanks photos, §3 stickers, §7 file download). Every upload is checked
 * by its content (not its name or declared type), bounded in bytes and pixels, re-encoded and
 * resized by the server, and served only to members of the organization that owns it.
 */

/** Largest accepted upload, bytes (10 MiB). Bigger requests answer 413 PAYLOAD_TOO_LARGE. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest accepted image, pixels (width × height, 40 megapixels); guards against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Longest accepted side of an image, px. Within the pixel limit an image can still be 1 px wide and
 * 39 million px tall, which takes seconds to decode row by row; no photo or sticker is that long.
 */
export const MAX_IMAGE_SIDE = 16_384;
/** Formats the server accepts, recognised from the file's bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Most photos one thanks can carry. */
export const MAX_PHOTOS_PER_THANKS = 5;

/**
 * What an upload is for: it decides the stored size and who may use it. `logo` (a community's
 * logo, square, ≤ 512 px) and `header_logo` (its header logo, within 166 × 35 px, refused otherwise)
 * are for admins.
 */
export const UploadPurpose = z.enum(['thanks', 'sticker', 'avatar', 'logo', 'header_logo']);
export type UploadPurpose = z.infer<typeof UploadPurpose>;

/** Image id: a random UUID (ids of images are not guessable or enumerable). */
export const ImageId = z.uuid({ message: 'validation.invalid' });

/**
 * A stored image as clients show it. `url` is the full version (longest side at most 1600 px for
 * photos, 512 px for stickers), `thumbUrl` the small one (longest side at most 480 px; the same as
 * `url` for stickers). `width` and `height` are the full version's, px. Both URLs need a session of
 * the owning organization.
 */
export const ImageRef = z
  .object({
    id: ImageId,
    url: z.string(),
    thumbUrl: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .meta({ id: 'ImageRef' });
export type ImageRef = z.infer<typeof ImageRef>;

/**
 * POST /api/uploads/images?purpose= — multipart/form-data with one `file` part → {@link UploadedImage}.
 * Errors: UNSUPPORTED_MEDIA_TYPE (415; not an image of {@link ACCEPTED_IMAGE_TYPES}), PAYLOAD_TOO_LARGE
 * (413; over {@link MAX_UPLOAD_BYTES}), IMAGE_TOO_LARGE (422; over {@link MAX_IMAGE_PIXELS} or a side over
 * {@link MAX_IMAGE_SIDE}, read from the header before decoding, or too slow to process), FORBIDDEN
 * (sticker and logo uploads are for admins), HEADER_LOGO_TOO_LARGE (422; a header logo bigger than
 * 166 × 35 px; `details.maxWidth`, `maxHeight`, `width`, `height`), SERVER_BUSY (503 with `Retry-After`; the processing queue is full).
 */
export const UploadImageQuery = z.object({ purpose: UploadPurpose.default('thanks') });
export type UploadImageQuery = z.infer<typeof UploadImageQuery>;
export const UploadedImage = ImageRef.extend({ purpose: UploadPurpose, createdAt: Timestamp }).meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** Size variants of a stored image: `full` (the default) and `thumb`. */
export type ImageVariant = 'full' | 'thumb';
/** Path of an image on the API: `/api/images/<id>`, `?size=thumb` for the small version. */
export function imageUrl(id: string, variant: ImageVariant = 'full'): string {
  return `/api/images/${id}${variant === 'thumb' ? '?size=thumb' : ''}`;
}
