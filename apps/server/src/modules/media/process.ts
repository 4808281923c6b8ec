/**
 * Checks and re-encodes uploaded images with sharp (libvips), issue 6 "Uploaded images": the
 * format is recognised from the bytes (never the name or the declared type), the pixel count is
 * bounded before anything is decoded (decompression bombs), the EXIF orientation is applied, all
 * metadata (EXIF, GPS, ICC, XMP) is dropped and the result is WebP, never enlarged.
 */
import pLimit from 'p-limit';
import sharp, { type Metadata, type WebpOptions } from 'sharp';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS, type UploadPurpose } from '@gratia/contracts';
import { AppError } from '../../http/errors.ts';

/** Longest side of the full version of a thanks photo, px. */
export const PHOTO_MAX_SIDE = 1600;
/** Longest side of a photo's thumbnail, px. */
export const THUMB_MAX_SIDE = 480;
/** Longest side of a sticker, px (stickers have no separate thumbnail). */
export const STICKER_MAX_SIDE = 512;
/**
 * Images processed at the same time. A 40-megapixel image decodes to about 160 MB, so the number
 * of decodes in flight bounds the memory. sharp's own per-image thread count is left at its
 * default (1 on glibc Linux, to limit memory fragmentation), so two jobs use two cores.
 */
export const MAX_CONCURRENT_JOBS = 2;

// One-off images gain nothing from libvips' operation cache; it only holds memory.
sharp.cache(false);
const limit = pLimit(MAX_CONCURRENT_JOBS);

/** sharp's names of the accepted formats (ACCEPTED_IMAGE_TYPES without `image/`). */
const ACCEPTED_FORMATS = new Set<string>(ACCEPTED_IMAGE_TYPES.map((t) => t.slice('image/'.length)));

/** One stored rendition: WebP bytes and their size, px. */
export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

/** The result of {@link processImage}: the full version and, for photos, a thumbnail (stickers: null). */
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
const tooLarge = (pixels: number | null) =>
  new AppError('IMAGE_TOO_LARGE', `The image has more than ${MAX_IMAGE_PIXELS} pixels`, {
    details: { maxPixels: MAX_IMAGE_PIXELS, ...(pixels !== null ? { pixels } : {}) },
  });

/**
 * Validates and re-encodes `input` for `purpose`. Photos (`thanks`): full ≤ {@link PHOTO_MAX_SIDE}
 * and thumbnail ≤ {@link THUMB_MAX_SIDE} on the longest side; stickers: ≤ {@link STICKER_MAX_SIDE},
 * transparency kept. Animated GIF/WebP keep their first frame. At most {@link MAX_CONCURRENT_JOBS}
 * run at once; others wait.
 * Throws AppError UNSUPPORTED_MEDIA_TYPE (not jpeg/png/webp/gif by content, or undecodable) and
 * IMAGE_TOO_LARGE (more than MAX_IMAGE_PIXELS pixels, checked from the header before decoding).
 */
export function processImage(input: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  return limit(() => run(input, purpose));
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
  if (width * height > MAX_IMAGE_PIXELS) throw tooLarge(width * height);

  // `pages: 1` (the default) decodes only the first frame of an animation; limitInputPixels
  // repeats the header check inside libvips. Output drops all metadata (sharp's default).
  const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1, failOn: 'error' }).rotate();
  const render = async (maxSide: number, options: WebpOptions): Promise<Rendition> => {
    const { data, info } = await base
      .clone()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp(options)
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    if (purpose === 'sticker') {
      return { full: await render(STICKER_MAX_SIDE, { quality: 90, alphaQuality: 100 }), thumb: null, sourceFormat: meta.format };
    }
    // WebP effort 2 instead of the default 4: about half the CPU for files about 10% larger
    // (measured on the seed's 1200–1600 px pictures); photos are the bulk of the encoding work.
    const full = await render(PHOTO_MAX_SIDE, { quality: 82, effort: 2 });
    const thumb = await render(THUMB_MAX_SIDE, { quality: 75, effort: 2 });
    return { full, thumb, sourceFormat: meta.format };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(null);
    throw unsupported();
  }
}
