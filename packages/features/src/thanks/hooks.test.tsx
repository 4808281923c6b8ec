import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBalance } from '../balance/index.ts';
import { useFeed } from '../feed/index.ts';
import { balance, feedEvent } from '../testing/fixtures.ts';
import { hookHarness as setup, json } from '../testing/hookHarness.tsx';
import { useSendThanks } from './hooks.ts';

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

  it('fetches every loaded feed list again after the thanks is sent (each filter)', async () => {
    const { calls, wrapper } = setup((url, init) => {
      if (init.method === 'POST') return json(201, { ...feedEvent(1).transaction, amount: 5 });
      return json(200, url.startsWith('/api/balance') ? balance : { items: [feedEvent(1)], nextCursor: null });
    });
    const { result } = renderHook(() => ({ all: useFeed('all', { pollIntervalMs: 0 }), thanks: useFeed('thanks', { pollIntervalMs: 0 }), send: useSendThanks() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.all.events).toHaveLength(1));
    await waitFor(() => expect(result.current.thanks.events).toHaveLength(1));
    const feedCalls = () => calls.filter((c) => c.url.startsWith('/api/feed')).map((c) => c.url);
    expect(feedCalls()).toEqual(['/api/feed?limit=20', '/api/feed?filter=thanks&limit=20']);
    await act(async () => {
      await result.current.send.send(body);
    });
    await waitFor(() => expect(feedCalls()).toHaveLength(4));
    expect(feedCalls().slice(2).sort()).toEqual(['/api/feed?filter=thanks&limit=20', '/api/feed?limit=20']);
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
