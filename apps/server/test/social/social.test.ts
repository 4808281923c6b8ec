/**
 * Likes (press-like) and comments on feed events (SPEC §1 Events feed, §3 Comment and likes, §7):
 * idempotent likes per member, counts per viewer, comment permissions, soft delete, paging,
 * organization scoping, CSRF and validation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, SESSION_COOKIE, type Comment, type FeedEvent } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: Awaited<ReturnType<typeof createOrg>>;
let b: Awaited<ReturnType<typeof createOrg>>;
/** A thanks of org A (member 1 → member 2) and one of org B. */
let eventA: number;
let eventB: number;

const m = memberOf;
/** A signed-in client of member `i` of `o` (member 0 is the admin), cached. */
const as = memberClients(() => app);
async function thank(c: Client, recipientId: number): Promise<number> {
  const res = await c.post('/api/transfers', { recipientId, amount: 1, message: 'Спасибо' }, { headers: { 'idempotency-key': randomUUID() } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }).id;
}
const ref = (eventId: number) => ({ eventType: 'transaction', eventId });
const qs = (eventId: number) => `eventType=transaction&eventId=${eventId}`;
async function feedItem(c: Client, id: number): Promise<FeedEvent> {
  const items = (await c.get('/api/feed?limit=100')).json().items as FeedEvent[];
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`event ${id} not in feed`);
  return item;
}
async function comment(c: Client, eventId: number, text: string): Promise<Comment> {
  const res = await c.post('/api/feed/comments', { ...ref(eventId), text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment;
}
async function allComments(c: Client, eventId: number, limit: number): Promise<Comment[]> {
  const out: Comment[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const res = await c.get(`/api/feed/comments?${qs(eventId)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Comment[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(limit);
    out.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('paging did not end');
}

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 5, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 100 });
  eventA = await thank(await as(a, 1), m(a, 2).id);
  eventB = await thank(await as(b, 1), m(b, 2).id);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('likes', () => {
  it('are idempotent per member: liking twice is one like, unliking when not liked is fine', async () => {
    const event = await thank(await as(a, 1), m(a, 3).id);
    const c = await as(a, 2);
    const first = await c.post('/api/feed/likes', ref(event));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 1, likedByMe: true });
    expect((await c.post('/api/feed/likes', ref(event))).json()).toEqual({ count: 1, likedByMe: true });
    expect((await c.send('DELETE', `/api/feed/likes?${qs(event)}`)).json()).toEqual({ count: 0, likedByMe: false });
    const again = await c.send('DELETE', `/api/feed/likes?${qs(event)}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ count: 0, likedByMe: false });
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_likes where event_id = ${event}`);
    expect(row?.n).toBe(0);
  });

  it('5 concurrent likes by one member make one like', async () => {
    const event = await thank(await as(a, 1), m(a, 4).id);
    const c = await as(a, 3);
    const results = await Promise.all(Array.from({ length: 5 }, () => c.post('/api/feed/likes', ref(event))));
    for (const r of results) expect(r.statusCode).toBe(200);
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_likes where event_id = ${event}`);
    expect(row?.n).toBe(1);
    expect((await feedItem(c, event)).likes).toEqual({ count: 1, likedByMe: true });
  });

  it('feed items carry the count and likedByMe per viewer', async () => {
    const event = await thank(await as(a, 1), m(a, 2).id);
    await (await as(a, 2)).post('/api/feed/likes', ref(event));
    await (await as(a, 3)).post('/api/feed/likes', ref(event));
    expect((await feedItem(await as(a, 2), event)).likes).toEqual({ count: 2, likedByMe: true });
    expect((await feedItem(await as(a, 3), event)).likes).toEqual({ count: 2, likedByMe: true });
    expect((await feedItem(await as(a, 4), event)).likes).toEqual({ count: 2, likedByMe: false });
    await (await as(a, 2)).send('DELETE', `/api/feed/likes?${qs(event)}`);
    expect((await feedItem(await as(a, 2), event)).likes).toEqual({ count: 1, likedByMe: false });
    expect((await feedItem(await as(a, 3), event)).likes).toEqual({ count: 1, likedByMe: true });
    // An event nobody liked or commented on still carries zeros.
    const quiet = await thank(await as(a, 4), m(a, 1).id);
    const item = await feedItem(await as(a, 1), quiet);
    expect(item.likes).toEqual({ count: 0, likedByMe: false });
    expect(item.commentsCount).toBe(0);
  });

  it('list who liked, newest first, paged, searchable by any part of a name; never another organization’s', async () => {
    const event = await thank(await as(a, 1), m(a, 2).id);
    for (const i of [1, 3, 4]) expect((await (await as(a, i)).post('/api/feed/likes', ref(event))).statusCode).toBe(200);
    const c = await as(a, 2);
    const first = (await c.get(`/api/feed/likes?${qs(event)}&limit=2`)).json() as { items: { user: { id: number; surname: string }; likedAt: string }[]; nextCursor: string | null };
    expect(first.items.map((x) => x.user.id)).toEqual([m(a, 4).id, m(a, 3).id]);
    expect(first.nextCursor).not.toBeNull();
    const rest = (await c.get(`/api/feed/likes?${qs(event)}&limit=2&cursor=${first.nextCursor}`)).json() as { items: { user: { id: number } }[]; nextCursor: string | null };
    expect(rest.items.map((x) => x.user.id)).toEqual([m(a, 1).id]);
    expect(rest.nextCursor).toBeNull();
    // Any part of the surname, any case; every word must match; LIKE wildcards are plain text.
    const found = (await c.get(`/api/feed/likes?${qs(event)}&q=${encodeURIComponent('MEов3')}`)).json() as { items: { user: { id: number } }[] };
    expect(found.items.map((x) => x.user.id)).toEqual([m(a, 3).id]);
    expect(((await c.get(`/api/feed/likes?${qs(event)}&q=${encodeURIComponent('Имя3 ов4')}`)).json() as { items: unknown[] }).items).toEqual([]);
    expect(((await c.get(`/api/feed/likes?${qs(event)}&q=%25`)).json() as { items: unknown[] }).items).toEqual([]);
    expect((await c.get(`/api/feed/likes?${qs(eventB)}`)).statusCode).toBe(404);
    expect((await c.get(`/api/feed/likes?${qs(event)}&q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('refuse unknown events and bad references', async () => {
    const c = await as(a, 2);
    expect((await c.post('/api/feed/likes', ref(999_999))).json().error.code).toBe('NOT_FOUND');
    const bad = await c.post('/api/feed/likes', { eventType: 'nope', eventId: eventA });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await c.post('/api/feed/likes', { eventType: 'transaction' })).json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('comments', () => {
  it('create, list, update by the author only, and count in the feed', async () => {
    const event = await thank(await as(a, 1), m(a, 2).id);
    const author = await as(a, 2);
    const created = await comment(author, event, '  Отлично сделано!  ');
    expect(created.text).toBe('Отлично сделано!');
    expect(created.author.id).toBe(m(a, 2).id);
    expect(created.author.firstName).toBe('Имя2');
    expect(created).toMatchObject({ eventType: 'transaction', eventId: event, isDeleted: false, canEdit: true, canDelete: true });
    expect((await feedItem(await as(a, 3), event)).commentsCount).toBe(1);

    const other = await as(a, 3);
    const forbidden = await other.send('PATCH', `/api/feed/comments?id=${created.id}`, { text: 'чужое' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    // Even an admin cannot edit someone else's comment.
    expect((await (await as(a, 0)).send('PATCH', `/api/feed/comments?id=${created.id}`, { text: 'админ' })).json().error.code).toBe('FORBIDDEN');

    const updated = await author.send('PATCH', `/api/feed/comments?id=${created.id}`, { text: 'Исправлено' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, text: 'Исправлено' });
    expect(new Date(updated.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());

    const listed = (await other.get(`/api/feed/comments?${qs(event)}`)).json().items as Comment[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: created.id, text: 'Исправлено', canEdit: false, canDelete: false });
    const asAdmin = (await (await as(a, 0)).get(`/api/feed/comments?${qs(event)}`)).json().items as Comment[];
    expect(asAdmin[0]).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('others cannot delete; the author and an admin can; deleted comments leave the count and hide their text', async () => {
    const event = await thank(await as(a, 1), m(a, 3).id);
    const own = await comment(await as(a, 3), event, 'первый');
    const second = await comment(await as(a, 4), event, 'второй');
    const third = await comment(await as(a, 4), event, 'третий');
    expect((await feedItem(await as(a, 1), event)).commentsCount).toBe(3);

    const refused = await (await as(a, 2)).send('DELETE', `/api/feed/comments?id=${second.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await feedItem(await as(a, 1), event)).commentsCount).toBe(3);

    expect((await (await as(a, 3)).send('DELETE', `/api/feed/comments?id=${own.id}`)).json()).toEqual({ ok: true });
    expect((await (await as(a, 0)).send('DELETE', `/api/feed/comments?id=${second.id}`)).json()).toEqual({ ok: true });
    expect((await feedItem(await as(a, 1), event)).commentsCount).toBe(1);

    const listed = (await (await as(a, 1)).get(`/api/feed/comments?${qs(event)}`)).json().items as Comment[];
    expect(listed.map((c) => c.id)).toEqual([own.id, second.id, third.id]);
    expect(listed[0]).toMatchObject({ isDeleted: true, text: null, canEdit: false, canDelete: false });
    expect(listed[1]).toMatchObject({ isDeleted: true, text: null });
    expect(listed[2]).toMatchObject({ isDeleted: false, text: 'третий' });
    expect(JSON.stringify(listed)).not.toContain('первый');

    // A deleted comment cannot be edited; deleting it again changes nothing.
    expect((await (await as(a, 3)).send('PATCH', `/api/feed/comments?id=${own.id}`, { text: 'вернуть' })).json().error.code).toBe('NOT_FOUND');
    expect((await (await as(a, 3)).send('DELETE', `/api/feed/comments?id=${own.id}`)).statusCode).toBe(200);
    expect((await feedItem(await as(a, 1), event)).commentsCount).toBe(1);
  });

  it('validation: text is trimmed and 1..1000 characters; translated keys; nothing written', async () => {
    const c = await as(a, 2);
    const before = await count(db, 'feed_comments');
    for (const [text, key] of [
      ['', 'validation.required'],
      ['   ', 'validation.required'],
      ['я'.repeat(1001), 'validation.tooLong'],
    ] as const) {
      const res = await c.post('/api/feed/comments', { ...ref(eventA), text });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.issues[0]).toMatchObject({ path: 'text', message: key });
    }
    expect((await c.post('/api/feed/comments', { ...ref(eventA) })).json().error.code).toBe('VALIDATION_ERROR');
    expect(await count(db, 'feed_comments')).toBe(before);
    const max = await comment(c, eventA, ` ${'я'.repeat(1000)} `);
    expect(max.text).toHaveLength(1000);
    const badUpdate = await c.send('PATCH', `/api/feed/comments?id=${max.id}`, { text: ' ' });
    expect(badUpdate.json().error.details.issues[0]).toMatchObject({ path: 'text', message: 'validation.required' });
    expect((await c.get(`/api/feed/comments?${qs(eventA)}&cursor=bad`)).json().error.code).toBe('VALIDATION_ERROR');
    expect((await c.get(`/api/feed/comments?${qs(eventA)}&limit=0`)).json().error.code).toBe('VALIDATION_ERROR');
    expect((await c.send('PATCH', '/api/feed/comments?id=abc', { text: 'x' })).json().error.code).toBe('VALIDATION_ERROR');
  });

  it('pages oldest first without gaps or duplicates, also when timestamps tie', async () => {
    const event = await thank(await as(a, 1), m(a, 4).id);
    const c = await as(a, 4);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await comment(c, event, `комментарий ${i}`)).id);
    // Rows with the same timestamp: the id breaks the tie.
    const tied = await queryRows<{ id: number }>(
      db,
      sql`insert into feed_comments (organization_id, event_type, event_id, author_id, text, created_at, updated_at)
          select ${a.id}, 'transaction', ${event}, ${m(a, 3).id}, 'одновременно ' || g, now() + interval '1 hour', now() + interval '1 hour'
          from generate_series(1, 6) g returning id`,
    );
    ids.push(...tied.map((r) => r.id).sort((x, y) => x - y));
    for (const limit of [1, 3, 4, 100]) {
      const got = await allComments(c, event, limit);
      expect(got.map((x) => x.id)).toEqual(ids);
    }
    // A comment added while paging shows up at the end, nothing is skipped.
    const first = (await c.get(`/api/feed/comments?${qs(event)}&limit=5`)).json() as { items: Comment[]; nextCursor: string };
    const late = await queryRows<{ id: number }>(
      db,
      sql`insert into feed_comments (organization_id, event_type, event_id, author_id, text, created_at, updated_at)
          values (${a.id}, 'transaction', ${event}, ${m(a, 2).id}, 'поздний', now() + interval '2 hours', now() + interval '2 hours') returning id`,
    );
    const rest: Comment[] = [];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await c.get(`/api/feed/comments?${qs(event)}&limit=5&cursor=${cursor}`)).json() as { items: Comment[]; nextCursor: string | null };
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    expect([...first.items, ...rest].map((x) => x.id)).toEqual([...ids, late[0]?.id]);
    expect((await feedItem(c, event)).commentsCount).toBe(14);
  });
});

describe('organization scoping', () => {
  it('every call refuses an event or comment of another organization and changes nothing', async () => {
    const foreign = await comment(await as(b, 1), eventB, 'секрет Bolt');
    const mine = await comment(await as(a, 2), eventA, 'наш');
    const likesBefore = await count(db, 'feed_likes');
    const [before] = await queryRows<{ t: string }>(db, sql`select string_agg(id || ':' || text || ':' || coalesce(deleted_at::text, ''), ',' order by id) as t from feed_comments`);
    const intruder = await as(a, 0); // an admin of A has no rights in B
    const calls = [
      () => intruder.post('/api/feed/likes', ref(eventB)),
      () => intruder.send('DELETE', `/api/feed/likes?${qs(eventB)}`),
      () => intruder.get(`/api/feed/comments?${qs(eventB)}`),
      () => intruder.post('/api/feed/comments', { ...ref(eventB), text: 'вторжение' }),
      () => intruder.send('PATCH', `/api/feed/comments?id=${foreign.id}`, { text: 'вторжение' }),
      () => intruder.send('DELETE', `/api/feed/comments?id=${foreign.id}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('секрет');
    }
    // And the other way round: B cannot touch A's comment.
    const bAdmin = await as(b, 0);
    expect((await bAdmin.send('DELETE', `/api/feed/comments?id=${mine.id}`)).statusCode).toBe(404);
    expect((await bAdmin.send('PATCH', `/api/feed/comments?id=${mine.id}`, { text: 'x' })).statusCode).toBe(404);
    expect(await count(db, 'feed_likes')).toBe(likesBefore);
    const [after] = await queryRows<{ t: string }>(db, sql`select string_agg(id || ':' || text || ':' || coalesce(deleted_at::text, ''), ',' order by id) as t from feed_comments`);
    expect(after?.t).toBe(before?.t);
    // B's own view is intact.
    const bList = (await (await as(b, 2)).get(`/api/feed/comments?${qs(eventB)}`)).json().items as Comment[];
    expect(bList.map((x) => x.text)).toEqual(['секрет Bolt']);
  });

  it('needs a session', async () => {
    const anon = new Client(app);
    expect((await anon.get(`/api/feed/comments?${qs(eventA)}`)).statusCode).toBe(401);
    await anon.get('/api/auth/csrf');
    expect((await anon.post('/api/feed/likes', ref(eventA))).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('every non-GET call needs the header; nothing is written without it', async () => {
    const c = await as(a, 3);
    const own = await comment(c, eventA, 'с токеном');
    const likes = await count(db, 'feed_likes');
    const comments = await count(db, 'feed_comments');
    const cookies = { [SESSION_COOKIE]: c.cookies.get(SESSION_COOKIE) ?? '', [CSRF_COOKIE]: c.cookies.get(CSRF_COOKIE) ?? '' };
    const calls = [
      { method: 'POST' as const, url: '/api/feed/likes', payload: ref(eventA) },
      { method: 'DELETE' as const, url: `/api/feed/likes?${qs(eventA)}` },
      { method: 'POST' as const, url: '/api/feed/comments', payload: { ...ref(eventA), text: 'без токена' } },
      { method: 'PATCH' as const, url: `/api/feed/comments?id=${own.id}`, payload: { text: 'без токена' } },
      { method: 'DELETE' as const, url: `/api/feed/comments?id=${own.id}` },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, cookies, ...(call.payload ? { headers: { 'content-type': 'application/json' } } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_INVALID');
    }
    expect(await count(db, 'feed_likes')).toBe(likes);
    expect(await count(db, 'feed_comments')).toBe(comments);
    const listed = (await c.get(`/api/feed/comments?${qs(eventA)}&limit=100`)).json().items as Comment[];
    expect(listed.find((x) => x.id === own.id)).toMatchObject({ text: 'с токеном', isDeleted: false });
  });
});
