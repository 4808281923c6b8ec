/**
 * The events feed (SPEC §1 Events feed, §7): one event model for thanks, challenges, winners and
 * purchases (recordFeedEvent), filters, keyset paging across kinds, the event detail call, likes
 * and comments on every kind, photos and stickers on thanks, and organization scoping.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { FEED_FILTER_TYPES, FeedFilter, imageUrl, type FeedEvent, type FeedEventType, type FeedPage, type TransactionEvent } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { recordFeedEvent, type FeedEventInput } from '../../src/modules/feed/events.ts';
import { feedPage } from '../../src/modules/feed/service.ts';
import type { Client } from '../helpers.ts';
import { count, createOrg, createTestApp, createTestDb, memberClients, memberOf } from '../helpers.ts';
import { deleteSticker, insertImage, insertSticker } from '../mediaRows.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: Awaited<ReturnType<typeof createOrg>>;
let b: Awaited<ReturnType<typeof createOrg>>;

const m = memberOf;
/** A signed-in client of member `i` of `o` (member 0 is the admin), cached. */
const as = memberClients(() => app);
async function thank(c: Client, body: Record<string, unknown>): Promise<TransactionEvent['transaction']> {
  const res = await c.post('/api/transfers', { amount: 1, message: 'Спасибо', ...body }, { headers: { 'idempotency-key': randomUUID() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TransactionEvent['transaction'];
}
/** Records an event in its own transaction (as a feature would, together with its subject). */
function record<T extends FeedEventType>(event: FeedEventInput<T>) {
  return db.transaction((tx) => recordFeedEvent(tx, event));
}
async function page(c: Client, q: string): Promise<FeedPage> {
  const res = await c.get(`/api/feed?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FeedPage;
}
/** Every event of the feed for `filter`, paged `limit` at a time. */
async function all(c: Client, filter: FeedFilter, limit: number): Promise<FeedEvent[]> {
  const out: FeedEvent[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const p = await page(c, `filter=${filter}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(p.items.length).toBeLessThanOrEqual(limit);
    out.push(...p.items);
    cursor = p.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('paging did not end');
}
const key = (e: { type: string; id: number }) => `${e.type}:${e.id}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const challenge = (id: number, title: string) => ({ id, title, photo: null });

/** Events of org A by kind (keys `<type>:<id>`), recorded in beforeAll. */
const recorded: Record<FeedEventType, string[]> = { transaction: [], challenge: [], winner: [], purchase: [] };

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Feedia', members: 5, accrual: 100 });
  b = await createOrg(db, { name: 'Otheria', members: 3, accrual: 100 });
  // Org A: thanks now, and challenge, winner and purchase events interleaved in the past,
  // two of them at the same instant (the id breaks the tie).
  const tie = minutesAgo(30);
  for (let i = 0; i < 3; i++) {
    const t = await thank(await as(a, 1 + i), { recipientId: m(a, ((i + 1) % 4) + 1).id });
    recorded.transaction.push(key({ type: 'transaction', id: t.id }));
  }
  const events: FeedEventInput[] = [
    { organizationId: a.id, type: 'challenge', subjectId: 101, actorId: m(a, 1).id, payload: { challenge: challenge(101, 'Марафон идей') }, createdAt: minutesAgo(50) },
    { organizationId: a.id, type: 'challenge', subjectId: 102, actorId: m(a, 2).id, payload: { challenge: challenge(102, 'Тайный вызов'), anonymousOrganizer: true }, createdAt: tie },
    { organizationId: a.id, type: 'winner', subjectId: 201, actorId: m(a, 3).id, payload: { challenge: challenge(101, 'Марафон идей'), amount: 50 }, createdAt: tie },
    { organizationId: a.id, type: 'winner', subjectId: 202, actorId: m(a, 4).id, payload: { challenge: challenge(101, 'Марафон идей'), amount: null }, createdAt: minutesAgo(20) },
    { organizationId: a.id, type: 'purchase', subjectId: 301, actorId: m(a, 2).id, payload: { offer: { id: 7, name: 'Кружка', photo: null } }, createdAt: minutesAgo(40) },
    { organizationId: a.id, type: 'purchase', subjectId: 302, actorId: m(a, 1).id, payload: { offer: { id: 8, name: 'Худи', photo: '/img/hoodie.webp' } }, createdAt: tie },
  ];
  for (const e of events) {
    await record(e);
    recorded[e.type].push(key({ type: e.type, id: e.subjectId }));
  }
  // Org B: one event of every kind with the same subject ids; none may show in org A.
  await thank(await as(b, 1), { recipientId: m(b, 2).id, message: 'секрет Otheria' });
  await record({ organizationId: b.id, type: 'challenge', subjectId: 101, actorId: m(b, 1).id, payload: { challenge: challenge(101, 'секрет Otheria') } });
  await record({ organizationId: b.id, type: 'winner', subjectId: 201, actorId: m(b, 1).id, payload: { challenge: challenge(101, 'секрет Otheria'), amount: 1 } });
  await record({ organizationId: b.id, type: 'purchase', subjectId: 303, actorId: m(b, 1).id, payload: { offer: { id: 9, name: 'секрет Otheria', photo: null } } });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('filters and paging', () => {
  it("each filter returns only its kind; 'all' returns every kind, newest first, ties broken by id", async () => {
    const c = await as(a, 0);
    const everything = await all(c, 'all', 100);
    expect(everything.map(key).sort()).toEqual(Object.values(recorded).flat().sort());
    const times = everything.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    for (const filter of FeedFilter.options.filter((f) => f !== 'all')) {
      const got = await all(c, filter, 100);
      const [type] = FEED_FILTER_TYPES[filter];
      expect(got.length, filter).toBeGreaterThan(0);
      expect(got.every((e) => e.type === type), filter).toBe(true);
      expect(got.map(key).sort()).toEqual([...recorded[type!]].sort());
      // The same order as in 'all'.
      expect(got.map(key)).toEqual(everything.filter((e) => e.type === type).map(key));
    }
  });

  it('pages across kinds without gaps or duplicates at every page size', async () => {
    const c = await as(a, 2);
    const reference = (await all(c, 'all', 100)).map(key);
    for (const limit of [1, 2, 3, 4, 7]) {
      expect((await all(c, 'all', limit)).map(key), `limit ${limit}`).toEqual(reference);
      expect((await all(c, 'winners', limit)).map(key)).toEqual(reference.filter((k) => k.startsWith('winner:')));
    }
  });

  it('shows challenge, winner and purchase events with their payload and current profiles; the anonymous organizer stays hidden', async () => {
    const items = await all(await as(a, 0), 'all', 100);
    const find = (k: string) => items.find((e) => key(e) === k);
    expect(find('challenge:101')).toMatchObject({ type: 'challenge', challenge: { id: 101, title: 'Марафон идей' }, organizer: { id: m(a, 1).id, firstName: 'Имя1' } });
    expect(find('challenge:102')).toMatchObject({ type: 'challenge', organizer: null });
    expect(find('winner:201')).toMatchObject({ type: 'winner', winner: { id: m(a, 3).id }, amount: 50 });
    expect(find('winner:202')).toMatchObject({ type: 'winner', winner: { id: m(a, 4).id }, amount: null });
    expect(find('purchase:302')).toMatchObject({ type: 'purchase', buyer: { id: m(a, 1).id }, offer: { name: 'Худи', photo: '/img/hoodie.webp' } });
    const [row] = await queryRows<{ actor_id: number | null }>(
      db,
      sql`select actor_id from feed_events where organization_id = ${a.id} and type = 'challenge' and subject_id = 102`,
    );
    expect(row?.actor_id).toBeNull();
  });

  it('reads a page in a bounded number of queries, whatever its size and kinds (no query per event)', async () => {
    let queries = 0;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute') return (q: Parameters<Db['execute']>[0]) => (queries++, target.execute(q));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const perPage: number[] = [];
    for (const limit of [1, 5, 100]) {
      queries = 0;
      const p = await feedPage(counting, { organizationId: a.id, viewerId: m(a, 0).id, filter: 'all', limit });
      expect(p.items.length).toBe(Math.min(limit, 9));
      perPage.push(queries);
    }
    expect(perPage[2]).toBe(perPage[1]);
    // Events, thanks, photos, what colleagues added, actors, likes, comments.
    expect(perPage[2]).toBeLessThanOrEqual(7);
  });

  it('never shows events of another organization; refuses a malformed cursor and an unknown filter', async () => {
    const c = await as(a, 1);
    const body = (await c.get('/api/feed?limit=100')).body;
    expect(body).not.toContain('секрет Otheria');
    for (const filter of FeedFilter.options) expect(JSON.stringify(await all(c, filter, 100))).not.toContain('секрет Otheria');
    for (const cursor of ['bad', Buffer.from('2020-01-01T00:00:00.000Z|x').toString('base64url'), Buffer.from('nope|1').toString('base64url')]) {
      const res = await c.get(`/api/feed?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await c.get('/api/feed?filter=everything')).json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/feed/filters', () => {
  it('offers all and only the filters whose kinds the organization has events of', async () => {
    const res = await (await as(a, 1)).get('/api/feed/filters');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: ['all', 'thanks', 'challenges', 'winners', 'purchases'] });
    // A community with thanks only: nothing but the thanks filter besides all; another
    // organization's events count for nothing.
    const thanksOnly = await createOrg(db, { name: 'Onlythanks', members: 2, accrual: 10 });
    const c = await as(thanksOnly, 1);
    expect((await c.get('/api/feed/filters')).json()).toEqual({ items: ['all'] });
    await thank(c, { recipientId: m(thanksOnly, 0).id });
    expect((await c.get('/api/feed/filters')).json()).toEqual({ items: ['all', 'thanks'] });
    expect((await app.inject({ method: 'GET', url: '/api/feed/filters' })).statusCode).toBe(401);
  });
});

describe('recordFeedEvent', () => {
  it('rejects a payload its kind does not accept and writes nothing', async () => {
    const before = await count(db, 'feed_events');
    const bad: FeedEventInput[] = [
      { organizationId: a.id, type: 'challenge', subjectId: 900, actorId: null, payload: { challenge: { id: 900 } } as never },
      { organizationId: a.id, type: 'winner', subjectId: 901, actorId: m(a, 1).id, payload: { challenge: challenge(1, 'x'), amount: -5 } },
      { organizationId: a.id, type: 'purchase', subjectId: 902, actorId: m(a, 1).id },
      { organizationId: a.id, type: 'transaction', subjectId: 903, actorId: m(a, 1).id, payload: { offer: 1 } as never },
    ];
    for (const e of bad) await expect(record(e)).rejects.toThrow();
    // The subject's own write rolls back with it.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update organizations set name = 'changed' where id = ${a.id}`);
        await recordFeedEvent(tx, bad[0]!);
      }),
    ).rejects.toThrow();
    expect(await count(db, 'feed_events')).toBe(before);
    const [org] = await queryRows<{ name: string }>(db, sql`select name from organizations where id = ${a.id}`);
    expect(org?.name).toBe('Feedia');
    // A subject has one event.
    await expect(record({ organizationId: a.id, type: 'purchase', subjectId: 301, actorId: m(a, 1).id, payload: { offer: { id: 1, name: 'x', photo: null } } })).rejects.toThrow();
  });
});

describe('GET /api/feed/event', () => {
  it('returns each kind as the feed shows it; 404 for another organization, unknown ids and admin transfers', async () => {
    const c = await as(a, 3);
    const items = await all(c, 'all', 100);
    for (const item of items) {
      const res = await c.get(`/api/feed/event?eventType=${item.type}&eventId=${item.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(item);
    }
    const foreign = await thank(await as(b, 2), { recipientId: m(b, 1).id });
    const intruder = await as(a, 0);
    for (const q of [`eventType=transaction&eventId=${foreign.id}`, 'eventType=purchase&eventId=303', 'eventType=challenge&eventId=999', 'eventType=winner&eventId=101']) {
      const res = await intruder.get(`/api/feed/event?${q}`);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const admin = await intruder.post('/api/admin/transfers', { userId: m(a, 1).id, direction: 'credit', amount: 5, reason: 'премия' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await intruder.get(`/api/feed/event?eventType=transaction&eventId=${admin.json().id}`)).statusCode).toBe(404);
    expect((await c.get('/api/feed/event?eventType=nope&eventId=1')).json().error.code).toBe('VALIDATION_ERROR');
  });

  it('likes and comments work on every kind and show in the feed and the detail', async () => {
    const liker = await as(a, 4);
    for (const [eventType, eventId] of [['challenge', 101], ['winner', 201], ['purchase', 301]] as const) {
      expect((await liker.post('/api/feed/likes', { eventType, eventId })).json()).toEqual({ count: 1, likedByMe: true });
      expect((await liker.post('/api/feed/comments', { eventType, eventId, text: 'Поздравляю!' })).statusCode).toBe(200);
      const detail = (await (await as(a, 1)).get(`/api/feed/event?eventType=${eventType}&eventId=${eventId}`)).json() as FeedEvent;
      expect(detail).toMatchObject({ likes: { count: 1, likedByMe: false }, commentsCount: 1 });
      const inFeed = (await all(liker, 'all', 100)).find((e) => e.type === eventType && e.id === eventId);
      expect(inFeed).toMatchObject({ likes: { count: 1, likedByMe: true }, commentsCount: 1 });
    }
    // The same subject id of another kind or organization is another event.
    expect((await liker.post('/api/feed/likes', { eventType: 'purchase', eventId: 303 })).statusCode).toBe(404);
    const otherKind = (await all(liker, 'all', 100)).find((e) => e.type === 'challenge' && e.id === 102);
    expect(otherKind?.likes.count).toBe(0);
  });
});

describe('photos and stickers on a thanks', () => {
  it('shows the photos in order and the sticker in the feed and the detail, and the sticker after it was deleted', async () => {
    const sender = await as(a, 2);
    const photos = [await insertImage(db, a.id, m(a, 2).id, { width: 1600, height: 1200 }), await insertImage(db, a.id, m(a, 2).id, { width: 900, height: 1600 })];
    const sticker = await insertSticker(db, a.id, m(a, 0).id, { name: 'Огонь' });
    const t = await thank(sender, { recipientId: m(a, 3).id, photoIds: [photos[1], photos[0]], stickerId: sticker.stickerId, message: 'С фото' });
    const expected = {
      photos: [
        { id: photos[1], url: imageUrl(photos[1]!), thumbUrl: imageUrl(photos[1]!, 'thumb'), width: 900, height: 1600 },
        { id: photos[0], url: imageUrl(photos[0]!), thumbUrl: imageUrl(photos[0]!, 'thumb'), width: 1600, height: 1200 },
      ],
      sticker: { id: sticker.stickerId, packId: sticker.packId, name: 'Огонь', image: { id: sticker.imageId, url: imageUrl(sticker.imageId), width: 512, height: 512 } },
    };
    expect(t).toMatchObject(expected);
    const viewer = await as(a, 4);
    const inFeed = (await all(viewer, 'thanks', 100)).find((e) => e.id === t.id) as TransactionEvent | undefined;
    expect(inFeed?.transaction).toMatchObject(expected);
    const detail = (await viewer.get(`/api/feed/event?eventType=transaction&eventId=${t.id}`)).json() as TransactionEvent;
    expect(detail.transaction).toMatchObject(expected);
    // A thanks without photos or sticker carries empty ones.
    const plain = (await all(viewer, 'thanks', 100)).find((e) => e.id !== t.id) as TransactionEvent | undefined;
    expect(plain?.transaction).toMatchObject({ photos: [], sticker: null });

    await deleteSticker(db, sticker);
    const after = (await viewer.get(`/api/feed/event?eventType=transaction&eventId=${t.id}`)).json() as TransactionEvent;
    expect(after.transaction).toMatchObject(expected);
    expect((await all(viewer, 'thanks', 100)).find((e) => e.id === t.id)).toMatchObject({ transaction: expected });
  });
});
