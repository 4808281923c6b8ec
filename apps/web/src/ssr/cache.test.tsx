import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { describe, expect, it, vi } from 'vitest';
import { keepServerAnswers, ssrCache } from './cache.ts';

/** A provider as main.tsx makes it for a server-rendered page with these answers. */
function providerWith(answers: Record<string, unknown>, hydrating: () => boolean) {
  return function Provider({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => ssrCache(answers), use: [keepServerAnswers(new Set(Object.keys(answers)), hydrating)] }}>{children}</SWRConfig>;
  };
}

/** Lets swr's mount effects and a started request run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('keepServerAnswers', () => {
  it('does not ask again, while the page hydrates, for an answer the page was rendered with', async () => {
    const fetcher = vi.fn(async () => ({ name: 'fresh' }));
    const { result } = renderHook(() => useSWR('/api/profile/me', fetcher), { wrapper: providerWith({ '/api/profile/me': { name: 'server' } }, () => true) });
    expect(result.current.data).toEqual({ name: 'server' });
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.data).toEqual({ name: 'server' });
  });

  it('asks as usual once the page has hydrated', async () => {
    const fetcher = vi.fn(async () => ({ name: 'fresh' }));
    const { result } = renderHook(() => useSWR('/api/profile/me', fetcher), { wrapper: providerWith({ '/api/profile/me': { name: 'server' } }, () => false) });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'fresh' }));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks for a key the page was not rendered with, even while it hydrates', async () => {
    const fetcher = vi.fn(async () => ['a']);
    const { result } = renderHook(() => useSWR('/api/notifications', fetcher), { wrapper: providerWith({ '/api/profile/me': { name: 'server' } }, () => true) });
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the pages of an infinite list the page was rendered with', async () => {
    const fetcher = vi.fn(async (path: string) => ({ items: [path] }));
    const getKey = (index: number) => `/api/feed?page=${index}`;
    const answers = { '$inf$/api/feed?page=0': [{ items: ['server'] }] };
    const { result } = renderHook(() => useSWRInfinite(getKey, fetcher), { wrapper: providerWith(answers, () => true) });
    expect(result.current.data).toEqual([{ items: ['server'] }]);
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
