import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiClientProvider } from './context.tsx';
import { useBalance, useSendThanks } from './hooks.ts';
import { useFeed } from '../feed/hooks.ts';
import { useCursorPages } from './useCursorPages.ts';
import { balance, feedEvent } from '../testing/fixtures.ts';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function setup(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      return handler(url, init);
    },
    readCookie: () => 'csrf',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
  return { calls, wrapper };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const body = { recipientId: 2, amount: 5, message: 'Спасибо!' };
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['idempotency-key'];

describe('useSendThanks', () => {
  it('reuses the idempotency key when the same attempt is retried, and makes a new one for a new attempt', async () => {
    let fail = true;
    const { calls, wrapper } = setup((url, init) => {
      if (init.method === 'POST') {
        if (fail) throw new TypeError('Failed to fetch');
        return json(201, { ...feedEvent(1).transaction, amount: 5 });
      }
      return json(200, url.startsWith('/api/balance') ? balance : { items: [], nextCursor: null });
    });
    const { result } = renderHook(() => useSendThanks(), { wrapper });
    await act(async () => {
      await expect(result.current.send(body)).rejects.toMatchObject({ code: 'NETWORK' });
    });
    fail = false;
    await act(async () => {
      await result.current.send(body);
    });
    await act(async () => {
      await result.current.send(body);
    });
    const posts = calls.filter((c) => c.init.method === 'POST').map((c) => keyOf(c.init));
    expect(posts).toHaveLength(3);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]).toBe(posts[0]);
    expect(posts[2]).not.toBe(posts[1]);
  });

  it('lowers the shown balance at once and rolls it back on error', async () => {
    let reject: (r: Response) => void = () => {};
    const { wrapper } = setup((_url, init) => {
      if (init.method === 'POST') return new Promise<Response>((resolve) => (reject = resolve));
      return json(200, balance);
    });
    const { result } = renderHook(() => ({ balance: useBalance(), thanks: useSendThanks() }), { wrapper });
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(80));
    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = result.current.thanks.send({ ...body, amount: 30 }).catch((e: unknown) => e);
    });
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(50));
    await act(async () => {
      reject(json(409, { error: { code: 'INSUFFICIENT_FUNDS', message: 'x' } }));
      await expect(sending).resolves.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    });
    await waitFor(() => expect(result.current.balance.data?.distribute).toBe(80));
  });
});

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

describe('useCursorPages', () => {
  const keyOf = (index: number, previous: { nextCursor: string | null } | null) =>
    previous && !previous.nextCursor ? null : `/api/history?limit=2${index === 0 ? '' : `&cursor=${previous?.nextCursor}`}`;

  it('stops at the last page, and a failed next page keeps the loaded items and is not "loading more"', async () => {
    let failSecond = true;
    const { calls, wrapper } = setup((url) => {
      if (url.includes('cursor=p2')) return failSecond ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : json(200, { items: [3], nextCursor: null });
      return json(200, { items: [1, 2], nextCursor: 'p2' });
    });
    const { result } = renderHook(() => useCursorPages<number>(keyOf), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.code).toBe('INTERNAL'));
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.isLoadingMore).toBe(false);
    failSecond = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items).toEqual([1, 2, 3]));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.error).toBeUndefined();
    expect(calls.filter((c) => c.url.includes('cursor=p2')).length).toBeGreaterThanOrEqual(2);
  });
});
