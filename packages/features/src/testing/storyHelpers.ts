import { toastQueue } from '@gratia/ui';

/** Helpers every area's stories share (pictures and toasts made independent of timing). */

/** Waits until every image under `root` has decoded (screenshots show the previews, not blanks). */
export async function imagesDecoded(root: HTMLElement): Promise<void> {
  await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}

/**
 * Closes every toast. The toast queue is one per page, so a toast of an earlier story (e.g. a
 * failed read) can still be on screen when a later story starts, and a 3 s toast may or may not
 * outlive a slow play function: stories clear them before they start (meta `beforeEach`) and
 * after the toasts they assert, so screenshots never depend on timing.
 */
export function clearToasts(): void {
  for (const toast of [...toastQueue.visibleToasts]) toastQueue.close(toast.key);
}

/** Hues of the drawn photos, one per file index. */
const HUES = [205, 25, 265, 140, 350, 50];

/** A PNG photo drawn on a canvas: sky in one hue, a sun, a hill. `index` picks the hue. */
export async function makePhoto(name: string, index = 0, width = 320, height = 240): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const hue = HUES[index % HUES.length]!;
  ctx.fillStyle = `hsl(${hue} 70% 78%)`;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'hsl(48 100% 65%)';
  ctx.beginPath();
  ctx.arc(width * 0.7, height * 0.3, height * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = `hsl(${(hue + 120) % 360} 35% 35%)`;
  ctx.beginPath();
  ctx.moveTo(0, height * 0.75);
  ctx.lineTo(width * 0.35, height * 0.5);
  ctx.lineTo(width * 0.65, height * 0.72);
  ctx.lineTo(width, height * 0.55);
  ctx.lineTo(width, height);
  ctx.lineTo(0, height);
  ctx.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** The hidden file input of a picker under `root`. */
export function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}
