/** A rectangle in the source image's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Options of {@link cropImageToBlob}. */
export interface CropOutput {
  /** Output width, px; the height follows the area's aspect ratio. Default: the area's own width. */
  width?: number;
  /** `image/png` (default, keeps transparency) or `image/jpeg` / `image/webp`. */
  type?: 'image/png' | 'image/jpeg' | 'image/webp';
  /** Encoder quality 0–1 for JPEG and WebP. Default 0.92. */
  quality?: number;
}

/** Loads an image URL (object URL, data URL or same-origin/CORS URL) for drawing on a canvas. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be loaded'));
    image.src = src;
  });
}

/**
 * Cuts `area` (source pixels) out of the image at `src` and encodes it with a canvas.
 * Rejects when the image cannot be loaded or the canvas cannot encode (e.g. a tainted
 * cross-origin image). A round avatar is stored square; the round mask is only presentation.
 */
export async function cropImageToBlob(src: string, area: PixelArea, output: CropOutput = {}): Promise<Blob> {
  const image = await loadImage(src);
  const width = Math.max(1, Math.round(output.width ?? area.width));
  const height = Math.max(1, Math.round((width * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const type = output.type ?? 'image/png';
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), type, output.quality ?? 0.92);
  });
}
