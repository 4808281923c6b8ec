import { type UploadedImage } from '@gratia/contracts';
import type { UploadTransport } from '../api/index.ts';

/**
 * Helpers of the thanks stories: a fake upload transport that reports progress and answers as
 * told (never the network). The photos it uploads are drawn by testing/storyHelpers.ts `makePhoto`.
 */

/** What the fake answers to the n-th upload (0-based). */
export type FakeOutcome =
  | { kind: 'ok' }
  /** Reports progress up to `at` (0…1) and never answers (until aborted). */
  | { kind: 'hold'; at: number }
  /** Answers with the API error shape. */
  | { kind: 'error'; code: string; status: number };

/** Id of the n-th fake upload (a UUID, as the contracts want). */
export function fakeImageId(n: number): string {
  return `5d0c5f7e-1f7b-4a55-9a3e-${String(n).padStart(12, '0')}`;
}

/**
 * A fake {@link UploadTransport}: for each upload it reports progress in `steps` (fractions),
 * `stepMs` apart, then answers per `outcome(n)` — an {@link UploadedImage} with {@link fakeImageId}
 * by default. Honours the abort signal. `log` receives every request's URL and headers.
 */
export function fakeUploads(
  options: { outcome?: (n: number) => FakeOutcome; steps?: number[]; stepMs?: number; log?: { url: string; headers: Record<string, string> }[] } = {},
): UploadTransport {
  const { outcome = () => ({ kind: 'ok' }), steps = [0.35, 0.7, 1], stepMs = 40, log } = options;
  let count = 0;
  return ({ url, headers, body, signal, onProgress }) => {
    const n = count++;
    log?.push({ url, headers });
    const plan = outcome(n);
    const file = body.get('file');
    const total = file instanceof File ? file.size : 1000;
    return new Promise((resolve, reject) => {
      const timers: ReturnType<typeof setTimeout>[] = [];
      signal?.addEventListener('abort', () => {
        timers.forEach(clearTimeout);
        reject(new DOMException('Aborted', 'AbortError'));
      });
      const shown = plan.kind === 'hold' ? [...steps.filter((s) => s < plan.at), plan.at] : steps;
      shown.forEach((fraction, i) => timers.push(setTimeout(() => onProgress?.(Math.round(total * fraction), total), stepMs * (i + 1))));
      if (plan.kind === 'hold') return;
      timers.push(
        setTimeout(() => {
          if (plan.kind === 'error') {
            resolve({ status: plan.status, text: JSON.stringify({ error: { code: plan.code, message: plan.code } }) });
            return;
          }
          const image: UploadedImage = {
            id: fakeImageId(n + 1),
            url: `/api/images/${fakeImageId(n + 1)}`,
            thumbUrl: `/api/images/${fakeImageId(n + 1)}?size=thumb`,
            width: 640,
            height: 480,
            purpose: 'thanks',
            createdAt: '2025-01-01T00:00:00.000Z',
          };
          resolve({ status: 201, text: JSON.stringify(image) });
        }, stepMs * (shown.length + 1)),
      );
    });
  };
}
