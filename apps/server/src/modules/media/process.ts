/**
 * Checks and re-encodes uploaded images with sharp (libvips), issue 6 "Uploaded images": the
 * format is recognised from the bytes (never the name or the declared type), the pixel count and
 * the longest side are bounded from the header before anything is decoded (decompression bombs,
 * 1×39,000,000 px strips), decoding is bounded again inside libvips (`limitInputPixels`) and in
 * time (`timeout`), the EXIF orientation is applied, all metadata (EXIF, GPS, ICC, XMP) is dropped
 * and the result is WebP, never enlarged. Jobs run through one bounded queue ({@link imageQueue}),
 * so slow images hold at most its slots and never an unbounded line of requests.
 */
import os from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata, type WebpOptions } from 'sharp';
import { ACCEPTED_IMAGE_TYPES, HEADER_LOGO_MAX_HEIGHT, HEADER_LOGO_MAX_WIDTH, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type UploadPurpose } from '@gratia/contracts';
import { AppError } from '../../http/errors.ts';

/** Longest side of the full version of a thanks photo, px. */
export const PHOTO_MAX_SIDE = 1600;
/** Longest side of a photo's thumbnail, px. */
export const THUMB_MAX_SIDE = 480;
/** Longest side of a sticker, px (stickers have no separate thumbnail). */
export const STICKER_MAX_SIDE = 512;
/** Longest side of the full version of an avatar (a profile photo, cropped about square by the client), px. */
export const AVATAR_MAX_SIDE = 512;
/** Longest side of an avatar's thumbnail (lists, pickers, comments), px. */
export const AVATAR_THUMB_MAX_SIDE = 160;
/**
 * Images processed at the same time: one core less than the machine has (at least 1, at most 2),
 * so the event loop always keeps a core for other requests. A 40-megapixel image decodes to about
 * 160 MB, so the number of decodes in flight also bounds the memory. sharp's own per-image thread
 * count is left at its default (1 on glibc Linux, to limit memory fragmentation).
 */
export const MAX_CONCURRENT_JOBS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Jobs that may wait for a slot; an upload beyond them is refused with 503 SERVER_BUSY. */
export const MAX_QUEUED_JOBS = 4;
/** Longest time one rendition may take, seconds (sharp's `timeout`); a slower image is 422 IMAGE_TOO_LARGE. */
export const PROCESSING_TIMEOUT_SECONDS = 15;
/** What a SERVER_BUSY answer tells the client to wait, seconds (the `Retry-After` header). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

// One-off images gain nothing from libvips' operation cache; it only holds memory.
sharp.cache(false);

/** 503 SERVER_BUSY: the image queue is full. */
export const serverBusy = () =>
  new AppError('SERVER_BUSY', 'Too many images are being processed; try again shortly', {
    details: { retryAfter: BUSY_RETRY_AFTER_SECONDS },
  });

/** What a caller does when the queue is full: wait for a slot anyway, or be refused (503 SERVER_BUSY). */
export type WhenBusy = 'wait' | 'reject';

/**
 * The image processing queue: at most {@link MAX_CONCURRENT_JOBS} jobs run, the others wait in
 * order. `run(job, 'reject')` refuses with SERVER_BUSY when {@link MAX_QUEUED_JOBS} already wait
 * (uploads); `run(job, 'wait')` always queues (the seed's own bounded batch). `isFull()` lets a
 * route refuse before reading a body; `size()` is for tests and metrics.
 */
export const imageQueue = (() => {
  const limit = pLimit(MAX_CONCURRENT_JOBS);
  const isFull = () => limit.activeCount + limit.pendingCount >= MAX_CONCURRENT_JOBS + MAX_QUEUED_JOBS;
  return {
    run<T>(job: () => Promise<T>, whenBusy: WhenBusy): Promise<T> {
      if (whenBusy === 'reject' && isFull()) return Promise.reject(serverBusy());
      return limit(job);
    },
    isFull,
    size: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  };
})();

/** sharp's names of the accepted formats (ACCEPTED_IMAGE_TYPES without `image/`). */
const ACCEPTED_FORMATS = new Set<string>(ACCEPTED_IMAGE_TYPES.map((t) => t.slice('image/'.length)));

/** One stored rendition: WebP bytes and their size, px. */
export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

/** The result of {@link processImage}: the full version and, for photos and avatars, a thumbnail (stickers: null). */
export interface ProcessedImage {
  full: Rendition;
  thumb: Rendition | null;
  /** The format the input was recognised as (jpeg, png, webp or gif). */
  sourceFormat: string;
}

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `Not an image of an accepted type (${ACCEPTED_IMAGE_TYPES.join(', ')})`, {
    details: { accepted: [...ACCEPTED_IMAGE_TYPES] },
  });
const tooLarge = (size: { width: number; height: number } | null) =>
  new AppError('IMAGE_TOO_LARGE', `The image has more than ${MAX_IMAGE_PIXELS} pixels or a side longer than ${MAX_IMAGE_SIDE} px`, {
    details: { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE, ...(size ? { width: size.width, height: size.height } : {}) },
  });
const headerLogoTooLarge = (size: { width: number; height: number }) =>
  new AppError('HEADER_LOGO_TOO_LARGE', `The header logo must fit within ${HEADER_LOGO_MAX_WIDTH} × ${HEADER_LOGO_MAX_HEIGHT} px`, {
    details: { maxWidth: HEADER_LOGO_MAX_WIDTH, maxHeight: HEADER_LOGO_MAX_HEIGHT, width: size.width, height: size.height },
  });
const tooSlow = () =>
  new AppError('IMAGE_TOO_LARGE', `The image took longer than ${PROCESSING_TIMEOUT_SECONDS} s to process`, {
    details: { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE, maxSeconds: PROCESSING_TIMEOUT_SECONDS },
  });

/**
 * Validates and re-encodes `input` for `purpose`. Photos (`thanks`): full ≤ {@link PHOTO_MAX_SIDE}
 * and thumbnail ≤ {@link THUMB_MAX_SIDE} on the longest side; stickers: ≤ {@link STICKER_MAX_SIDE},
 * transparency kept; header logos: kept at their size (lossless), refused with HEADER_LOGO_TOO_LARGE
 * beyond 166 × 35 px; avatars and community logos: full ≤ {@link AVATAR_MAX_SIDE} and thumbnail ≤
 * {@link AVATAR_THUMB_MAX_SIDE}, the client's crop kept as it is (never enlarged). Animated GIF/WebP keep their first frame. Runs in {@link imageQueue}:
 * `whenBusy: 'reject'` (uploads) is refused when the queue is full, `'wait'` (the default, for
 * the server's own batches) waits.
 * Throws AppError UNSUPPORTED_MEDIA_TYPE (not jpeg/png/webp/gif by content, or undecodable),
 * IMAGE_TOO_LARGE (more than MAX_IMAGE_PIXELS pixels or a side over MAX_IMAGE_SIDE px, checked
 * from the header before decoding; or a rendition slower than {@link PROCESSING_TIMEOUT_SECONDS})
 * and SERVER_BUSY (503, queue full, `whenBusy: 'reject'` only).
 */
export function processImage(input: Buffer, purpose: UploadPurpose, options: { whenBusy?: WhenBusy } = {}): Promise<ProcessedImage> {
  return imageQueue.run(() => run(input, purpose), options.whenBusy ?? 'wait');
}

async function run(input: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) throw unsupported();
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!width || !height) throw unsupported();
  if (width * height > MAX_IMAGE_PIXELS || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw tooLarge({ width, height });
  if (purpose === 'header_logo' && (width > HEADER_LOGO_MAX_WIDTH || height > HEADER_LOGO_MAX_HEIGHT)) throw headerLogoTooLarge({ width, height });

  // `pages: 1` (the default) decodes only the first frame of an animation; limitInputPixels
  // repeats the header check inside libvips; `timeout` bounds the time of each rendition. Output
  // drops all metadata (sharp's default).
  const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1, failOn: 'error' }).rotate();
  const render = async (maxSide: number, options: WebpOptions): Promise<Rendition> => {
    const { data, info } = await base
      .clone()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp(options)
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    if (purpose === 'sticker') {
      return { full: await render(STICKER_MAX_SIDE, { quality: 90, alphaQuality: 100 }), thumb: null, sourceFormat: meta.format };
    }
    if (purpose === 'header_logo') {
      // SPEC §5: the header logo fits 166 × 35 px as it is (checked above); nothing is scaled, transparency kept, lossless.
      return { full: await render(Math.max(HEADER_LOGO_MAX_WIDTH, HEADER_LOGO_MAX_HEIGHT), { lossless: true }), thumb: null, sourceFormat: meta.format };
    }
    if (purpose === 'avatar' || purpose === 'logo') {
      const full = await render(AVATAR_MAX_SIDE, { quality: 82, effort: 2 });
      const thumb = await render(AVATAR_THUMB_MAX_SIDE, { quality: 80, effort: 2 });
      return { full, thumb, sourceFormat: meta.format };
    }
    // WebP effort 2 instead of the default 4: about half the CPU for files about 10% larger
    // (measured on the seed's 1200–1600 px pictures); photos are the bulk of the encoding work.
    const full = await render(PHOTO_MAX_SIDE, { quality: 82, effort: 2 });
    const thumb = await render(THUMB_MAX_SIDE, { quality: 75, effort: 2 });
    return { full, thumb, sourceFormat: meta.format };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(null);
    if (err instanceof Error && /timeout/i.test(err.message)) throw tooSlow();
    throw unsupported();
  }
}
