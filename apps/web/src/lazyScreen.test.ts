import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, CHUNK_TIMEOUT_MS, lazyScreen } from './lazyScreen.ts';
import { ChunkLoadError } from './ScreenError.tsx';

const Screen: ComponentType = () => null;

describe('lazyScreen (SPEC §7, §9: 3 retries 1000 ms apart, 120000 ms chunk timeout)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page was already reloaded once for this path: the loader must give up with the error state.
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, `${window.location.pathname}${window.location.search}`);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('uses the SPEC constants', () => {
    expect([CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, CHUNK_TIMEOUT_MS]).toEqual([3, 1000, 120_000]);
  });

  it('gives up on a chunk that never answers after 120000 ms per try, retrying 3 times 1000 ms apart', async () => {
    const load = vi.fn(() => new Promise<{ Component: ComponentType }>(() => {}));
    const result = lazyScreen(load)();
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + CHUNK_RETRY_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRIES * (CHUNK_TIMEOUT_MS + CHUNK_RETRY_DELAY_MS));
    expect(load).toHaveBeenCalledTimes(CHUNK_RETRIES + 1);
    await expect(result).resolves.toEqual({ Component: ChunkLoadError });
  });

  it('returns the screen when a retry succeeds, after the retry delay', async () => {
    const load = vi
      .fn<() => Promise<{ Component: ComponentType }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: Screen });
    const result = lazyScreen(load)();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + CHUNK_RETRY_DELAY_MS);
    await expect(result).resolves.toEqual({ Component: Screen });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
