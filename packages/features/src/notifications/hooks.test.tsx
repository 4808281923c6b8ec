import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@gratia/contracts';
import { createI18n } from '../i18n/index.ts';
import { hookHarness as setup, json } from '../testing/hookHarness.tsx';
import { everyKind, groupedLikes, orderKinds } from '../testing/notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, useUnreadNotifications } from './hooks.ts';
import { notificationMessage, notificationPath } from './message.ts';

/** Notifications and unread count as the mock server keeps them; `readAll` fails when `failReadAll`. */
function server(all: Notification[], opts: { failReadAll?: boolean; failRead?: boolean } = {}) {
  const state = all.map((n) => ({ ...n }));
  return (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/notifications/unread')) return json(200, { count: state.filter((n) => n.readAt === null).length });
    if (method === 'GET' && url.startsWith('/api/notifications')) {
      const cursor = new URL(url, 'http://x').searchParams.get('cursor');
      const start = cursor ? state.findIndex((n) => String(n.id) === cursor) + 1 : 0;
      const items = state.slice(start, start + 3);
      return json(200, { items, nextCursor: start + 3 < state.length ? String(items[items.length - 1]!.id) : null });
    }
    if (method === 'POST' && url === '/api/notifications/read') {
      if (opts.failRead) return json(500, { error: { code: 'INTERNAL', message: 'x' } });
      const id = (JSON.parse(String(init.body)) as { id: number }).id;
      const n = state.find((x) => x.id === id)!;
      n.readAt ??= '2025-11-20T10:00:00.000Z';
      return json(200, n);
    }
    if (method === 'POST' && url === '/api/notifications/read-all') {
      if (opts.failReadAll) return json(500, { error: { code: 'INTERNAL', message: 'x' } });
      const marked = state.filter((n) => n.readAt === null).length;
      for (const n of state) n.readAt ??= '2025-11-20T10:00:00.000Z';
      return json(200, { marked });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'x' } });
  };
}

/** The list, the unread count and the two mark calls in one component, as the bell uses them. */
function useBell() {
  return {
    list: useNotifications(),
    unread: useUnreadNotifications({ delayMs: 0, pollIntervalMs: 0 }),
    markRead: useMarkNotificationRead(),
    markAll: useMarkAllNotificationsRead(),
  };
}

describe('notifications hooks', () => {
  it('page the list with the cursor, newest first, and show a notification that moved up only once', async () => {
    const moved = [...everyKind.slice(0, 3), { ...everyKind[0]! }, ...everyKind.slice(3)];
    const { calls, wrapper } = setup(server(moved));
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await waitFor(() => expect(result.current.notifications).toHaveLength(3));
    act(() => result.current.loadMore());
    // The second page holds 10 again (it moved up meanwhile), then 7 and 6.
    await waitFor(() => expect(result.current.notifications).toHaveLength(5));
    expect(result.current.notifications.map((n) => n.id)).toEqual([10, 9, 8, 7, 6]);
    expect(calls[0]?.url).toBe('/api/notifications?limit=20');
    expect(calls[1]?.url).toBe('/api/notifications?limit=20&cursor=8');
  });

  it('fetch nothing while disabled (the panel is closed)', async () => {
    const { calls, wrapper } = setup(server(everyKind));
    renderHook(() => useNotifications({ enabled: false }), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });

  it('ask the unread count only after the delay (SPEC §9: 500 ms), and count 0 when it fails', async () => {
    const { calls, wrapper } = setup(() => json(500, { error: { code: 'INTERNAL', message: 'x' } }));
    const { result } = renderHook(() => useUnreadNotifications({ delayMs: 120, pollIntervalMs: 0 }), { wrapper });
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/notifications/unread']));
    expect(result.current).toBe(0);
  });

  it('marking one read changes the list and the count at once, and only once', async () => {
    const { calls, wrapper } = setup(server(everyKind));
    const { result } = renderHook(useBell, { wrapper });
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(3));
    await waitFor(() => expect(result.current.unread).toBe(4));
    const first = result.current.list.notifications[0]!;
    await act(() => result.current.markRead(first));
    expect(result.current.list.notifications[0]?.readAt).toBe('2025-11-20T10:00:00.000Z');
    await waitFor(() => expect(result.current.unread).toBe(3));
    const reads = calls.filter((c) => c.url === '/api/notifications/read');
    await act(() => result.current.markRead(result.current.list.notifications[0]!));
    expect(calls.filter((c) => c.url === '/api/notifications/read')).toHaveLength(reads.length);
  });

  it('a failed mark-read leaves the notification unread', async () => {
    const { wrapper } = setup(server(everyKind, { failRead: true }));
    const { result } = renderHook(useBell, { wrapper });
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(3));
    await act(() => result.current.markRead(result.current.list.notifications[0]!));
    expect(result.current.list.notifications[0]?.readAt).toBeNull();
    await waitFor(() => expect(result.current.unread).toBe(4));
  });

  it('mark all read clears the markers and the count; a failure rejects and changes nothing', async () => {
    const failing = setup(server(everyKind, { failReadAll: true }));
    const a = renderHook(useBell, { wrapper: failing.wrapper });
    await waitFor(() => expect(a.result.current.unread).toBe(4));
    await waitFor(() => expect(a.result.current.list.notifications).toHaveLength(3));
    await expect(act(() => a.result.current.markAll())).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(a.result.current.list.notifications.filter((n) => n.readAt === null)).toHaveLength(3);
    expect(a.result.current.unread).toBe(4);

    const ok = setup(server(everyKind));
    const b = renderHook(useBell, { wrapper: ok.wrapper });
    await waitFor(() => expect(b.result.current.list.notifications).toHaveLength(3));
    await act(() => b.result.current.markAll());
    expect(b.result.current.list.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect(b.result.current.unread).toBe(0);
  });
});

describe('notificationMessage', () => {
  const format = {
    name: (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`,
    points: (n: number) => `${n} б.`,
    date: (d: string) => d,
    anonymous: 'Аноним',
    orderStatus: (status: string) => `[${status}]`,
  };
  const ru = createI18n('ru');
  const say = (n: Notification) => {
    const m = notificationMessage(n, format);
    return ru.t(`notifications:${m.key}`, m.values);
  };

  it('names nobody for an anonymous thanks, even when an actor came along', () => {
    const anonymous = { ...everyKind[3]!, actor: null };
    expect(say(anonymous)).toBe('Кто-то анонимно благодарит вас: +7 б.');
    expect(notificationMessage(anonymous, format).values).not.toHaveProperty('actor');
  });

  it('says "X and N others" for grouped likes, N declined by the Russian plural rules, and no "others" for one liker', () => {
    const like = groupedLikes[0]!;
    const withLikes = (likes: number) => ({ ...like, likes }) as Notification;
    expect(say(withLikes(1))).toBe('Мария Кузнецова ставит лайк спасибо вам');
    expect([2, 3, 6, 22, 12].map((n) => say(withLikes(n)))).toEqual([
      'Мария Кузнецова и ещё 1 человек ставят лайк спасибо вам',
      'Мария Кузнецова и ещё 2 человека ставят лайк спасибо вам',
      'Мария Кузнецова и ещё 5 человек ставят лайк спасибо вам',
      'Мария Кузнецова и ещё 21 человек ставят лайк спасибо вам',
      'Мария Кузнецова и ещё 11 человек ставят лайк спасибо вам',
    ]);
    const en = createI18n('en');
    const m = notificationMessage(withLikes(2), format);
    expect(en.t(`notifications:${m.key}`, m.values)).toBe('Мария Кузнецова and 1 other liked the thanks you received');
    const m5 = notificationMessage(withLikes(5), format);
    expect(en.t(`notifications:${m5.key}`, m5.values)).toBe('Мария Кузнецова and 4 others liked the thanks you received');
  });

  it('says who added how much to a thanks the member received', () => {
    const addition = everyKind.find((n) => n.kind === 'thanks_addition')!;
    expect(say(addition)).toBe('Мария Кузнецова добавляет к спасибо вам: +4 б.');
    const m = notificationMessage(addition, format);
    expect(createI18n('en').t(`notifications:${m.key}`, m.values)).toBe('Мария Кузнецова added to a thanks you received: +4 б.');
  });

  it('tells the sender and the recipient of a thanks apart', () => {
    const comment = everyKind.find((n) => n.kind === 'thanks_comment')!;
    expect(say(comment)).toBe('Иван Смирнов комментирует ваше спасибо');
    expect(say({ ...comment, role: 'recipient' } as Notification)).toBe('Иван Смирнов комментирует спасибо вам');
  });

  it('names the order, the offer, its total, the new status and who moved it (docs/decisions/0046), and leads to the order history', () => {
    expect(say(orderKinds[0]!)).toBe('Мария Кузнецова меняет статус заказа №105 «Капучино в кофейне на первом этаже» (100 б.): [paid]');
    expect(say(orderKinds[2]!)).toBe('Статус заказа №99 «Бизнес-ланч в столовой» (450 б.): [issued]');
    expect(notificationMessage(orderKinds[2]!, format).values).not.toHaveProperty('actor');
    expect(orderKinds.map(notificationPath)).toEqual(['/market_orders', '/market_orders', '/market_orders', '/market_orders']);
  });

  it('leads a thanks, an addition to it, its likes and comments to the feed card, a canceled thanks to the history, a period notice to the thanks form', () => {
    expect(everyKind.map((n) => [n.kind, notificationPath(n)])).toEqual([
      ['thanks_received', '/feed/transaction/501'],
      ['thanks_like', '/feed/transaction/498'],
      ['thanks_comment', '/feed/transaction/497'],
      ['thanks_received', '/feed/transaction/490'],
      ['thanks_like', '/feed/transaction/480'],
      ['thanks_addition', '/feed/transaction/475'],
      ['thanks_cancelled', '/history'],
      ['period_ends_soon', '/new_transfer'],
      ['period_started', '/new_transfer'],
    ]);
  });
});
