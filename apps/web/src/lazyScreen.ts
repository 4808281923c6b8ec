import type { ComponentType } from 'react';
import { ChunkLoadError } from './ScreenError.tsx';

/** SPEC §7/§9: a lazy screen chunk is retried 3 times, 1000 ms apart; one load times out after 120000 ms. */
export const CHUNK_RETRIES = 3;
export const CHUNK_RETRY_DELAY_MS = 1000;
export const CHUNK_TIMEOUT_MS = 120_000;

/** Session-storage key holding the path the page was last reloaded at for a failed chunk (one reload per path). */
export const CHUNK_RELOAD_FLAG = 'gratia:chunk-reload';

let pendingPath: () => string | null = () => null;

/**
 * Tells {@link lazyScreen} where a navigation is going (main.tsx passes the router's pending
 * location), so a failed chunk reloads the page at that path rather than the one being left.
 */
export function setPendingPathSource(source: () => string | null): void {
  pendingPath = source;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A react-router `lazy` loader for a screen module exporting `Component`, with the SPEC's retries
 * and timeout: up to {@link CHUNK_RETRIES} more tries {@link CHUNK_RETRY_DELAY_MS} apart, each
 * given up after {@link CHUNK_TIMEOUT_MS}. After the last failure the page reloads at the path
 * being opened (SPEC §8: a chunk load failure during navigation reloads to the last path), which
 * fetches a fresh index.html after a deploy — once per path per session; if it fails again the
 * screen renders {@link ChunkLoadError} (the recoverable error state inside the layout).
 */
export function lazyScreen(load: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= CHUNK_RETRIES; attempt++) {
      try {
        const module = await withTimeout(load(), CHUNK_TIMEOUT_MS);
        return { Component: module.Component };
      } catch (error) {
        lastError = error;
        if (attempt < CHUNK_RETRIES) await wait(CHUNK_RETRY_DELAY_MS);
      }
    }
    const target = pendingPath() ?? `${window.location.pathname}${window.location.search}`;
    if (sessionStorage.getItem(CHUNK_RELOAD_FLAG) !== target) {
      sessionStorage.setItem(CHUNK_RELOAD_FLAG, target);
      window.location.assign(target);
      await new Promise(() => {});
    }
    console.error('screen chunk failed after retries and a reload', lastError);
    return { Component: ChunkLoadError };
  };
}
