import { act, renderHook, waitFor } from '@testing-library/react';
import { unstable_serialize } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { useBalance } from '../balance/index.ts';
import { balance, feedEvent, users } from '../testing/fixtures.ts';
import { hookHarness as setup, json } from '../testing/hookHarness.tsx';
import { feedKey, feedPageKey, useAddToThanks, useFeed } from './hooks.ts';

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

describe('useAddToThanks', () => {
  const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['idempotency-key'];
  const summary = { total: 7, count: 1, adders: [users[2]!], byMe: 7 };
  const addition = { id: 90, transferId: 2, amount: 7, message: '', sender: users[2]!, recipient: users[0]!, createdAt: '2026-03-10T12:00:00.000Z', additions: summary };

  it('writes the server’s summary into the cached card, lowers the shown points at once, and adds once per attempt', async () => {
    let fail = true;
    const { calls, wrapper } = setup((url, init) => {
      if (init.method === 'POST') {
        if (fail) return json(422, { error: { code: 'INSUFFICIENT_FUNDS', message: 'x' } });
        return json(200, addition);
      }
      if (url.startsWith('/api/balance')) return json(200, balance);
      return json(200, { items: [feedEvent(1), feedEvent(2)], nextCursor: null });
    });
    const { result } = renderHook(() => ({ feed: useFeed('all', { pollIntervalMs: 0 }), balance: useBalance(), add: useAddToThanks() }), { wrapper });
    await waitFor(() => expect(result.current.feed.events).toHaveLength(2));
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(80));

    const body = { transferId: 2, amount: 7, message: '' };
    await act(async () => {
      await expect(result.current.add.add(body)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    });
    // A refusal changes no card and gives the points back.
    expect(result.current.feed.events.map((e) => (e.type === 'transaction' ? e.transaction.additions.total : -1))).toEqual([0, 0]);
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(80));

    fail = false;
    await act(async () => {
      await expect(result.current.add.add(body)).resolves.toMatchObject({ id: 90 });
    });
    const [first, second] = result.current.feed.events;
    expect(first?.type === 'transaction' && first.transaction.additions.total).toBe(0);
    expect(second?.type === 'transaction' && second.transaction.additions).toEqual(summary);
    await act(async () => {
      await result.current.add.add({ ...body, amount: 3 });
    });
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/transfers/additions', '/api/transfers/additions', '/api/transfers/additions']);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual(body);
    const keys = posts.map((c) => keyOf(c.init));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry of the refused attempt reuses its key; the next attempt has a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows the lower points to give while the call runs', async () => {
    let answer: (r: Response) => void = () => {};
    const { wrapper } = setup((url, init) => {
      if (init.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
      return json(200, url.startsWith('/api/balance') ? balance : { items: [], nextCursor: null });
    });
    const { result } = renderHook(() => ({ balance: useBalance(), add: useAddToThanks() }), { wrapper });
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(80));
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.add.add({ transferId: 2, amount: 30, message: '' });
    });
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(50));
    expect(result.current.add.isAdding).toBe(true);
    await act(async () => {
      answer(json(200, addition));
      await adding;
    });
    expect(result.current.add.isAdding).toBe(false);
  });
});
