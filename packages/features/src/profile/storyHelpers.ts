import type { UploadedImage } from '@gratia/contracts';
import type { UploadTransport } from '../api/index.ts';

/** Helpers of the profile stories: a fake avatar upload transport and a photo drawn on a canvas (never the network). */

/** A fake {@link UploadTransport}: each upload reports half, then all of its bytes, and answers with an avatar image (ids …001, …002, …). */
export function avatarUploads(stepMs = 40): UploadTransport {
  let count = 0;
  return ({ body, signal, onProgress }) => {
    const n = ++count;
    const file = body.get('file');
    const total = file instanceof File ? file.size : 1000;
    return new Promise((resolve, reject) => {
      const timers = [
        setTimeout(() => onProgress?.(Math.round(total / 2), total), stepMs),
        setTimeout(() => onProgress?.(total, total), stepMs * 2),
        setTimeout(() => {
          const id = `5d0c5f7e-1f7b-4a55-9a3e-${String(n).padStart(12, '0')}`;
          const image: UploadedImage = { id, url: `/api/images/${id}`, thumbUrl: `/api/images/${id}?size=thumb`, width: 512, height: 512, purpose: 'avatar', createdAt: '2025-01-01T00:00:00.000Z' };
          resolve({ status: 201, text: JSON.stringify(image) });
        }, stepMs * 3),
      ];
      signal?.addEventListener('abort', () => {
        timers.forEach(clearTimeout);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  };
}
