import { expect, within } from 'storybook/test';
import type { UploadedImage } from '@gratia/contracts';
import type { UploadTransport } from '../../api/index.ts';
import { defaultHandlers } from '../../testing/handlers.ts';
import { resettableMarketAdminServer, type MarketAdminServerOptions } from './fixtures.ts';

/** Helpers the market administration's stories share: servers reset before each story, the clipboard, uploads, tables. */

/** Every server the stories made, reset before each story (stories that write run more than once). */
const servers: ReturnType<typeof resettableMarketAdminServer>[] = [];

/** Resets every server made by {@link serverFor} to its first state (meta `beforeEach`). */
export function resetServers(): void {
  for (const s of servers) s.reset();
}

/**
 * A market admin server for a story, with the shell's reads; `extra` handlers answer first.
 * `server` is the current one (its `log`), `handlers` go to `parameters.features.handlers`.
 */
export function serverFor(options: MarketAdminServerOptions = {}, extra: Record<string, unknown> = {}) {
  const made = resettableMarketAdminServer(options);
  servers.push(made);
  return {
    get server() {
      return made.server;
    },
    handlers: { ...defaultHandlers, ...made.handlers, ...extra },
  };
}

/**
 * Replaces the browser's clipboard for one story: every text written goes to `writes`, or each
 * write is refused (`fail`) as a browser without the permission does. Returns the undo.
 */
export function stubClipboard(writes: string[], fail = false): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (fail) return Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'));
        writes.push(text);
        return Promise.resolve();
      },
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/**
 * A fake upload transport: reports half, then all of the bytes, and answers an image (ids …d001,
 * …d002, …) whose URL is the file's own data, so it shows and can be cropped.
 */
export function fakeUploads(stepMs = 30): UploadTransport {
  let count = 0;
  return ({ body, signal, onProgress }) => {
    const n = ++count;
    const file = body.get('file');
    const total = file instanceof File ? file.size : 1000;
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      setTimeout(() => onProgress?.(Math.round(total / 2), total), stepMs);
      setTimeout(() => onProgress?.(total, total), stepMs * 2);
      setTimeout(() => {
        const reader = new FileReader();
        reader.onload = () => {
          const url = String(reader.result);
          const id = `7c0be1a0-2b6f-4e0a-9d51-${String(n).padStart(12, '0')}`;
          const image: UploadedImage = { id, url, thumbUrl: url, width: 320, height: 240, purpose: 'thanks', createdAt: '2026-03-10T09:00:00.000Z' };
          resolve({ status: 201, text: JSON.stringify(image) });
        };
        reader.readAsDataURL(file instanceof File ? file : new Blob());
      }, stepMs * 3);
    });
  };
}

/** The row of `table` whose row header starts with `name`. */
export function rowOf(table: HTMLElement, name: string | RegExp): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => {
      const header = within(r).queryByRole('rowheader')?.textContent ?? '';
      return typeof name === 'string' ? header.startsWith(name) : name.test(header);
    });
  if (!row) throw new Error(`No row ${String(name)}`);
  return row;
}

/** The row headers of `table`, in order. */
export function rowNames(table: HTMLElement): string[] {
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** No horizontal scrolling of the page (a phone): wide tables scroll inside their box. */
export async function fitsWidth(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
