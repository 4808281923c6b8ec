/**
 * In-app notifications (SPEC §2 Header 'Notifications bell'): each kind is written by what it
 * announces and in its database transaction; anonymous thanks name nobody; likes group into one
 * unread notification per thanks and an unlike leaves it right; paging, the unread count and
 * marking read reach only the caller's own notifications of their current organization.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Notification, ThanksLikeNotification } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { memberships, organizations } from '../../src/db/schema.ts';
import { Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: TestOrg;
let b: TestOrg;

const m = memberOf;
/** A signed-in client of member `i` of `o` (member 0 is the admin), cached. */
const as = memberClients(() => app);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 7, accrual: 1000 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 100 });
  // Thanks of Acme can be canceled for ten minutes.
  await db.update(organizations).set({ transactionCancelTime: 600 }).where(eq(organizations.id, a.id));
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

async function thank(c: Client, recipientId: number, opts: { amount?: number; isAnonymous?: boolean } = {}): Promise<number> {
  const res = await c.post(
    '/api/transfers',
    { recipientId, amount: opts.amount ?? 3, message: 'Спасибо за помощь', isAnonymous: opts.isAnonymous ?? false },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}
async function list(c: Client, query = 'limit=100'): Promise<Notification[]> {
  const res = await c.get(`/api/notifications?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Notification[] }).items;
}
async function unread(c: Client): Promise<number> {
  const res = await c.get('/api/notifications/unread');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
}
/** The caller's notifications about thanks `transactionId`. */
async function about(c: Client, transactionId: number): Promise<Notification[]> {
  return (await list(c)).filter((n) => 'transactionId' in n && n.transactionId === transactionId);
}
async function likeNotices(c: Client, transactionId: number): Promise<ThanksLikeNotification[]> {
  return (await about(c, transactionId)).filter((n): n is ThanksLikeNotification => n.kind === 'thanks_like');
}
const like = async (c: Client, id: number) => expect((await c.post('/api/feed/likes', { eventType: 'transaction', eventId: id })).statusCode).toBe(200);
const unlike = async (c: Client, id: number) =>
  expect((await c.send('DELETE', `/api/feed/likes?eventType=transaction&eventId=${id}`)).statusCode).toBe(200);

describe('thanks received', () => {
  it('tells the recipient who thanked them and with how many points; the sender is told nothing', async () => {
    const before = await unread(await as(a, 2));
    const id = await thank(await as(a, 1), m(a, 2).id, { amount: 7 });
    const [n] = await about(await as(a, 2), id);
    expect(n).toMatchObject({ kind: 'thanks_received', transactionId: id, amount: 7, isAnonymous: false, readAt: null });
    expect(n?.actor).toMatchObject({ id: m(a, 1).id, firstName: 'Имя1', surname: 'Acmeов1' });
    expect(await unread(await as(a, 2))).toBe(before + 1);
    expect(await about(await as(a, 1), id)).toEqual([]);
  });

  it('an anonymous thanks names nobody: no actor, and nothing stored or sent identifies the sender', async () => {
    const sender = m(a, 1);
    const id = await thank(await as(a, 1), m(a, 3).id, { amount: 4, isAnonymous: true });
    const res = await (await as(a, 3)).get('/api/notifications?limit=100');
    const n = (res.json() as { items: Notification[] }).items.find((x) => x.kind === 'thanks_received' && x.transactionId === id);
    expect(n).toMatchObject({ kind: 'thanks_received', amount: 4, isAnonymous: true, actor: null });
    expect(res.body).not.toContain('Acmeов1');
    const rows = await queryRows<{ actor_id: number | null; actor_ids: number[]; payload: unknown }>(
      db,
      sql`select actor_id, actor_ids, payload from notifications where kind = 'thanks_received' and object_id = ${id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor_id).toBeNull();
    expect(rows[0]?.actor_ids).toEqual([]);
    expect(JSON.stringify(rows[0]?.payload)).not.toContain(String(sender.id));
  });

  it('a thanks that fails writes no notification', async () => {
    const before = await count(db, 'notifications');
    const c = await as(a, 1);
    const tooMuch = await c.post('/api/transfers', { recipientId: m(a, 2).id, amount: 999_999, message: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(tooMuch.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const badSticker = await c.post(
      '/api/transfers',
      { recipientId: m(a, 2).id, amount: 1, message: 'x', stickerId: 999_999 },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(badSticker.json().error.code).toBe('STICKER_NOT_FOUND');
    expect(await count(db, 'notifications')).toBe(before);
  });

  it('is written in the transaction of the thanks: when the notification cannot be written, no thanks, journal or feed event is left either', async () => {
    // A test-only trigger refuses this one recipient's notifications.
    const victim = m(a, 6).id;
    await db.execute(
      sql.raw(`create or replace function refuse_notification() returns trigger language plpgsql as $$
        begin if new.recipient_id = ${victim} then raise exception 'refused'; end if; return new; end $$`),
    );
    await db.execute(sql`create trigger refuse_notification before insert on notifications for each row execute function refuse_notification()`);
    try {
      const counts = async () => ({
        transactions: await count(db, 'transactions'),
        journals: await count(db, 'ledger_journals'),
        feed: await count(db, 'feed_events'),
        notifications: await count(db, 'notifications'),
      });
      const before = await counts();
      const res = await (await as(a, 1)).post('/api/transfers', { recipientId: victim, amount: 2, message: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
      expect(res.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      // A like of a thanks to the victim is refused with its notification too: the like is not kept.
      await db.execute(sql`alter table notifications disable trigger refuse_notification`);
      const id = await thank(await as(a, 1), victim);
      await db.execute(sql`alter table notifications enable trigger refuse_notification`);
      const liked = await (await as(a, 2)).post('/api/feed/likes', { eventType: 'transaction', eventId: id });
      expect(liked.statusCode).toBe(500);
      const [likes] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_likes where event_id = ${id}`);
      expect(likes?.n).toBe(0);
      const commented = await (await as(a, 2)).post('/api/feed/comments', { eventType: 'transaction', eventId: id, text: 'Ура' });
      expect(commented.statusCode).toBe(500);
      const [comments] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_comments where event_id = ${id}`);
      expect(comments?.n).toBe(0);
    } finally {
      await db.execute(sql`drop trigger if exists refuse_notification on notifications`);
    }
  });
});

describe('thanks cancelled', () => {
  it('tells the recipient, naming the sender unless the thanks was anonymous', async () => {
    const c = await as(a, 1);
    const open = await thank(c, m(a, 4).id, { amount: 5 });
    const hidden = await thank(c, m(a, 4).id, { amount: 6, isAnonymous: true });
    for (const id of [open, hidden]) expect((await c.post('/api/transfers/cancel', { id })).statusCode).toBe(200);
    const mine = await list(await as(a, 4));
    const cancelled = (id: number) => mine.find((n) => n.kind === 'thanks_cancelled' && n.transactionId === id);
    expect(cancelled(open)).toMatchObject({ amount: 5, isAnonymous: false, actor: { id: m(a, 1).id } });
    expect(cancelled(hidden)).toMatchObject({ amount: 6, isAnonymous: true, actor: null });
    expect(await about(c, open)).toEqual([]);
  });
});

describe('comments', () => {
  it('tell the sender and the recipient of the thanks, each with their side, but never the commenter', async () => {
    const id = await thank(await as(a, 1), m(a, 2).id);
    const res = await (await as(a, 3)).post('/api/feed/comments', { eventType: 'transaction', eventId: id, text: 'Присоединяюсь!' });
    expect(res.statusCode).toBe(200);
    const commentId = (res.json() as { id: number }).id;
    const toSender = (await about(await as(a, 1), id)).filter((n) => n.kind === 'thanks_comment');
    const toRecipient = (await about(await as(a, 2), id)).filter((n) => n.kind === 'thanks_comment');
    expect(toSender).toEqual([expect.objectContaining({ commentId, role: 'sender', actor: expect.objectContaining({ id: m(a, 3).id }) })]);
    expect(toRecipient).toEqual([expect.objectContaining({ commentId, role: 'recipient', actor: expect.objectContaining({ id: m(a, 3).id }) })]);
    expect(await about(await as(a, 3), id)).toEqual([]);
    // The recipient answering tells only the sender.
    await (await as(a, 2)).post('/api/feed/comments', { eventType: 'transaction', eventId: id, text: 'Спасибо!' });
    expect((await about(await as(a, 1), id)).filter((n) => n.kind === 'thanks_comment')).toHaveLength(2);
    expect((await about(await as(a, 2), id)).filter((n) => n.kind === 'thanks_comment')).toHaveLength(1);
  });
});

describe('likes', () => {
  it('group into one unread notification per thanks with the latest liker; a repeated like counts once; the liker is not told', async () => {
    const id = await thank(await as(a, 1), m(a, 2).id);
    for (const i of [3, 4, 5]) await like(await as(a, i), id);
    await like(await as(a, 5), id);
    let [toRecipient] = await likeNotices(await as(a, 2), id);
    expect(await likeNotices(await as(a, 2), id)).toHaveLength(1);
    expect(toRecipient).toMatchObject({ likes: 3, role: 'recipient', readAt: null, actor: { id: m(a, 5).id } });
    // The sender likes their own thanks: the recipient's grows, the sender's own does not.
    await like(await as(a, 1), id);
    [toRecipient] = await likeNotices(await as(a, 2), id);
    expect(toRecipient).toMatchObject({ likes: 4, actor: { id: m(a, 1).id } });
    const toSender = await likeNotices(await as(a, 1), id);
    expect(toSender).toEqual([expect.objectContaining({ likes: 3, role: 'sender', actor: expect.objectContaining({ id: m(a, 5).id }) })]);
    expect(await likeNotices(await as(a, 3), id)).toEqual([]);
  });

  it('an unlike leaves the count right: one fewer, the previous liker as actor, and no notification when nobody is left', async () => {
    const id = await thank(await as(a, 1), m(a, 2).id);
    for (const i of [3, 4, 5]) await like(await as(a, i), id);
    await unlike(await as(a, 5), id);
    expect((await likeNotices(await as(a, 2), id))[0]).toMatchObject({ likes: 2, actor: { id: m(a, 4).id } });
    await unlike(await as(a, 3), id);
    expect((await likeNotices(await as(a, 2), id))[0]).toMatchObject({ likes: 1, actor: { id: m(a, 4).id } });
    await unlike(await as(a, 3), id); // not liked any more: nothing changes
    expect((await likeNotices(await as(a, 2), id))[0]).toMatchObject({ likes: 1 });
    const before = await unread(await as(a, 2));
    await unlike(await as(a, 4), id);
    expect(await likeNotices(await as(a, 2), id)).toEqual([]);
    expect(await likeNotices(await as(a, 1), id)).toEqual([]);
    expect(await unread(await as(a, 2))).toBe(before - 1);
  });

  it('once read, the notification keeps its count; the next like starts a new one, and an unlike of an announced like changes neither', async () => {
    const id = await thank(await as(a, 1), m(a, 2).id);
    const r = await as(a, 2);
    for (const i of [3, 4]) await like(await as(a, i), id);
    const [first] = await likeNotices(r, id);
    expect((await r.post('/api/notifications/read', { id: first!.id })).statusCode).toBe(200);
    await like(await as(a, 5), id);
    const after = await likeNotices(r, id);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ likes: 1, readAt: null, actor: { id: m(a, 5).id } });
    expect(after[1]).toMatchObject({ id: first!.id, likes: 2, readAt: expect.any(String) });
    await unlike(await as(a, 3), id);
    expect(await likeNotices(r, id)).toEqual([expect.objectContaining({ likes: 1 }), expect.objectContaining({ id: first!.id, likes: 2 })]);
  });

  it('concurrent likes add up in the one unread notification', async () => {
    const id = await thank(await as(a, 1), m(a, 2).id);
    const clients = await Promise.all([0, 3, 4, 5, 6].map((i) => as(a, i)));
    await Promise.all(clients.map((c) => like(c, id)));
    const notices = await likeNotices(await as(a, 2), id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.likes).toBe(5);
  });

  it('likes of other events than thanks notify nobody', async () => {
    const before = await count(db, 'notifications');
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into feed_events (organization_id, type, subject_id, actor_id, payload)
          values (${a.id}, 'challenge', 777, ${m(a, 1).id}, '{"challenge":{"id":777,"title":"Ч","photo":null},"anonymousOrganizer":false}'::jsonb) returning id`,
    );
    expect(row).toBeDefined();
    expect((await (await as(a, 2)).post('/api/feed/likes', { eventType: 'challenge', eventId: 777 })).statusCode).toBe(200);
    expect((await (await as(a, 2)).post('/api/feed/comments', { eventType: 'challenge', eventId: 777, text: 'Ура' })).statusCode).toBe(200);
    expect(await count(db, 'notifications')).toBe(before);
  });
});

describe('listing, counting and marking read', () => {
  it('pages newest first with strict cursors, every notification once', async () => {
    const sender = await as(b, 1);
    for (let i = 0; i < 7; i++) await thank(sender, m(b, 2).id, { amount: i + 1 });
    const r = await as(b, 2);
    const all = await list(r);
    expect(all).toHaveLength(7);
    const seen: Notification[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res = await r.get(`/api/notifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json() as { items: Notification[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen.map((n) => n.id)).toEqual(all.map((n) => n.id));
    const times = seen.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(seen.map((n) => (n.kind === 'thanks_received' ? n.amount : 0))).toEqual([7, 6, 5, 4, 3, 2, 1]);
    for (const bad of ['cursor=abc', `cursor=${Buffer.from('2026-01-01T00:00:00.000Z|0').toString('base64url')}`, 'limit=0', 'limit=101', 'limit=1e3']) {
      const res = await r.get(`/api/notifications?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('marks one read (again: unchanged), then all; the count follows', async () => {
    const r = await as(b, 2);
    const total = await unread(r);
    expect(total).toBeGreaterThanOrEqual(7);
    const [newest] = await list(r, 'limit=1');
    const read = await r.post('/api/notifications/read', { id: newest!.id });
    expect(read.statusCode).toBe(200);
    const readAt = (read.json() as Notification).readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(await unread(r)).toBe(total - 1);
    const again = await r.post('/api/notifications/read', { id: newest!.id });
    expect((again.json() as Notification).readAt).toBe(readAt);
    const all = await r.post('/api/notifications/read-all', {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ marked: total - 1 });
    expect(await unread(r)).toBe(0);
    expect((await list(r)).every((n) => n.readAt !== null)).toBe(true);
    expect((await r.post('/api/notifications/read-all', {})).json()).toEqual({ marked: 0 });
  });

  it("reach only the caller's own notifications: another member's or organization's id is a 404 and changes nothing", async () => {
    const id = await thank(await as(a, 1), m(a, 2).id);
    const [target] = await about(await as(a, 2), id);
    expect(target).toBeDefined();
    for (const other of [await as(a, 3), await as(b, 2)]) {
      const res = await other.post('/api/notifications/read', { id: target!.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect((await list(other)).some((n) => n.id === target!.id)).toBe(false);
      await other.post('/api/notifications/read-all', {});
    }
    expect((await about(await as(a, 2), id))[0]?.readAt).toBeNull();
    for (const bad of [{ id: 0 }, { id: '1' }, { id: 2 ** 31 }, {}]) {
      const res = await (await as(a, 2)).post('/api/notifications/read', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.issues[0]).toMatchObject({ path: 'id' });
    }
    expect((await new Client(app).get('/api/notifications')).statusCode).toBe(401);
  });

  it('show only the current organization: a notification of the member in another organization is not listed, counted or marked', async () => {
    const both = m(b, 0);
    await db.insert(memberships).values({ organizationId: a.id, userId: both.id });
    const c = await as(b, 0); // current organization: Bolt
    const unreadBefore = await unread(c);
    const id = await thank(await as(a, 1), both.id);
    expect(await unread(c)).toBe(unreadBefore);
    expect((await list(c)).some((n) => 'transactionId' in n && n.transactionId === id)).toBe(false);
    const [row] = await queryRows<{ id: number }>(db, sql`select id from notifications where object_id = ${id} and kind = 'thanks_received'`);
    expect(row).toBeDefined();
    expect((await c.post('/api/notifications/read', { id: row!.id })).statusCode).toBe(404);
    await c.post('/api/notifications/read-all', {});
    const [still] = await queryRows<{ read_at: string | null }>(db, sql`select read_at from notifications where id = ${row!.id}`);
    expect(still?.read_at).toBeNull();
  });
});
