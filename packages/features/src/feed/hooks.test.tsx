import { act, renderHook, waitFor } from '@testing-library/react';
import { unstable_serialize } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { feedEvent } from '../testing/fixtures.ts';
import { hookHarness as setup, json } from '../testing/hookHarness.tsx';
import { feedKey, feedPageKey, useFeed } from './hooks.ts';

describe('useFeed', () => {
  it('pages with the cursor, newest first', async () => {
    const { calls, wrapper } = setup((url) =>
      json(200, url.includes('cursor=c2') ? { items: [feedEvent(3)], nextCursor: null } : { items: [feedEvent(1), feedEvent(2)], nextCursor: 'c2' }),
    );
    const { result } = renderHook(() => useFeed('all', { pollIntervalMs: 0 }), { wrapper });
    await waitFor(() => expect(result.current.events).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.events.map((e) => e.id)).toEqual([1, 2, 3]));
    expect(result.current.hasMore).toBe(false);
    expect(calls.map((c) => c.url)).toEqual(['/api/feed?limit=20', '/api/feed?limit=20&cursor=c2']);
  });
  it('sends the filter of the list, except for all', async () => {
    const { calls, wrapper } = setup(() => json(200, { items: [], nextCursor: null }));
    const { result } = renderHook(() => useFeed('winners', { pollIntervalMs: 0 }), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(calls.map((c) => c.url)).toEqual(['/api/feed?filter=winners&limit=20']);
  });
});

describe('useFeed when the filter changes', () => {
  it('fetches the new filter once, polling on, and polls nothing before the next interval', async () => {
    const { calls, wrapper } = setup(() => json(200, { items: [feedEvent(1)], nextCursor: null }));
    const { result, rerender } = renderHook(({ filter }) => useFeed(filter, { pollIntervalMs: 60_000 }), {
      wrapper,
      initialProps: { filter: 'all' as 'all' | 'thanks' },
    });
    await waitFor(() => expect(result.current.events).toHaveLength(1));
    rerender({ filter: 'thanks' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('filter=thanks'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.map((c) => c.url)).toEqual(['/api/feed?limit=20', '/api/feed?filter=thanks&limit=20']);
  });
});

describe('feedPageKey', () => {
  it('is the key of the unfiltered list, so revalidating it reaches the feed the member sees', () => {
    expect(feedPageKey(0, null)).toBe('/api/feed?limit=20');
    expect(unstable_serialize(feedPageKey)).toBe(unstable_serialize(feedKey('all')));
  });
});
