import type { ComponentType } from 'react';

/** SPEC §7/§9: a lazy screen chunk is retried 3 times, 1000 ms apart; one load times out after 120000 ms. */
export const CHUNK_RETRIES = 3;
export const CHUNK_RETRY_DELAY_MS = 1000;
export const CHUNK_TIMEOUT_MS = 120_000;

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
 * and timeout. After the last failure the page reloads at the path being opened (SPEC §8: a chunk
 * load failure during navigation reloads to the last path) — once; a second failure is thrown.
 */
export function lazyScreen(load: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= CHUNK_RETRIES; attempt++) {
      try {
        const module = await withTimeout(load(), CHUNK_TIMEOUT_MS);
        sessionStorage.removeItem('gratia:chunk-reload');
        return { Component: module.Component };
      } catch (error) {
        lastError = error;
        if (attempt < CHUNK_RETRIES) await wait(CHUNK_RETRY_DELAY_MS);
      }
    }
    if (!sessionStorage.getItem('gratia:chunk-reload')) {
      sessionStorage.setItem('gratia:chunk-reload', '1');
      window.location.reload();
      await new Promise(() => {});
    }
    throw lastError;
  };
}
