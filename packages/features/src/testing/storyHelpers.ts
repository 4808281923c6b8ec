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
