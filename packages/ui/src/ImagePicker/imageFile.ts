/**
 * Image file checks shared by ImagePicker and anything that accepts uploads: the type is judged
 * by the declared MIME type and by the file's first bytes (magic numbers), so a renamed text file
 * or an SVG with an image extension is refused. Pure except for `readImageSize` (decodes in the
 * browser).
 */

/** Raster image types the app accepts. SVG is deliberately excluded (it can carry scripts). */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

/** MIME type of each accepted kind. */
export const IMAGE_MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

/**
 * Detects the image kind from the first bytes of a file (at least 12 bytes are needed):
 * PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, GIF `GIF87a`/`GIF89a`, WebP `RIFF????WEBP`.
 * Returns null for anything else.
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Rules for an image file. Sizes in bytes, dimensions in px of the image itself. */
export interface ImageRules {
  /** Accepted kinds; default all of {@link ImageKind}. `['png']` is the awards' PNG-only mode. */
  kinds?: readonly ImageKind[];
  /** Maximum file size, bytes. */
  maxBytes?: number;
  /** Maximum width and height, px (e.g. the logo's 166 × 35, SPEC §5). Both must fit. */
  maxWidth?: number;
  maxHeight?: number;
}

/** Why a file was refused; `params` fill the translated message. */
export type ImageFileError =
  | { code: 'notImage' }
  | { code: 'notPng' }
  | { code: 'tooLarge'; maxBytes: number }
  | { code: 'tooWide'; maxWidth: number; maxHeight: number; width: number; height: number }
  | { code: 'unreadable' };

/** Decodes an image file in the browser and returns its size in px; rejects if it cannot be decoded. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * Checks a file against the rules, cheapest first: declared MIME type, size, magic bytes, then
 * decoded dimensions. Resolves to null when the file is acceptable, else the first problem.
 */
export async function validateImageFile(file: File, rules: ImageRules = {}): Promise<ImageFileError | null> {
  const kinds = rules.kinds ?? (Object.keys(IMAGE_MIME) as ImageKind[]);
  const pngOnly = kinds.length === 1 && kinds[0] === 'png';
  const wrongType = (): ImageFileError => (pngOnly ? { code: 'notPng' } : { code: 'notImage' });
  if (!kinds.some((k) => IMAGE_MIME[k] === file.type)) return wrongType();
  if (rules.maxBytes != null && file.size > rules.maxBytes) return { code: 'tooLarge', maxBytes: rules.maxBytes };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const kind = sniffImageKind(head);
  if (kind == null || !kinds.includes(kind) || IMAGE_MIME[kind] !== file.type) return wrongType();
  if (rules.maxWidth != null || rules.maxHeight != null) {
    let size: { width: number; height: number };
    try {
      size = await readImageSize(file);
    } catch {
      return { code: 'unreadable' };
    }
    const maxWidth = rules.maxWidth ?? Number.POSITIVE_INFINITY;
    const maxHeight = rules.maxHeight ?? Number.POSITIVE_INFINITY;
    if (size.width > maxWidth || size.height > maxHeight) {
      return { code: 'tooWide', maxWidth, maxHeight, width: size.width, height: size.height };
    }
  }
  return null;
}

/** Formats a byte count in the locale's KB or MB ("2 МБ", "500 kB"). */
export function formatBytes(bytes: number, locale: string): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / mb);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.ceil(bytes / 1024));
}
