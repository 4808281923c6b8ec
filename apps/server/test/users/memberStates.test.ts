/**
 * What firing, blocking and hiding fields do outside the people screens (docs/decisions/0020): a
 * fired or blocked member cannot sign in to that community (and a live session of theirs ends), is
 * not offered by the pickers and cannot be thanked, while a planned fire date changes nothing
 * yet; a person in two communities who is fired in one lands in the other. A hidden name part is
 * answered as '' (and a hidden Telegram nickname as null) in search, suggestions, feed and
 * history, and searching for it finds nobody.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Colleague, FeedPage, HistoryPage, UserOrganizationsResponse } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { memberships, profiles } from '../../src/db/schema.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);
const id = (i: number) => memberOf(org, i).id;
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });

const setState = (userId: number, organizationId: number, values: { firedOn?: string | null; blockedAt?: Date | null }) =>
  db
    .update(memberships)
    .set(values)
    .where(sql`${memberships.userId} = ${userId} and ${memberships.organizationId} = ${organizationId}`);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const searchIds = async (c: Client, q: string) => {
  const res = await c.get(`/api/users/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Colleague[] }).items;
};
const verify = async (login: string) => {
  const c = new Client(app);
  await c.get('/api/auth/csrf');
  return { c, res: await c.post('/api/auth/verify', { login, code: '424242' }) };
};

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 8, accrual: 100 });
  other = await createOrg(db, { name: 'Bolt', members: 2, accrual: 100 });
  // Member 7 of Acme works in Bolt too.
  await db.insert(memberships).values({ organizationId: other.id, userId: id(7) });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('fired and blocked members', () => {
  it('cannot sign in; the answer says their participation is suspended', async () => {
    await setState(id(1), org.id, { firedOn: daysFromToday(0) });
    await setState(id(2), org.id, { blockedAt: new Date() });
    for (const i of [1, 2]) {
      const { res } = await verify(memberOf(org, i).email);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('MEMBERSHIP_SUSPENDED');
    }
  });

  it('with a fire date still ahead, sign in as usual', async () => {
    await setState(id(3), org.id, { firedOn: daysFromToday(3) });
    const { res } = await verify(memberOf(org, 3).email);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lose a live session at once when blocked', async () => {
    const c = await as(org, 4);
    expect((await c.get('/api/profile/me')).statusCode).toBe(200);
    await setState(id(4), org.id, { blockedAt: new Date() });
    expect((await c.get('/api/profile/me')).statusCode).toBe(401);
    await setState(id(4), org.id, { blockedAt: null });
    expect((await verify(memberOf(org, 4).email)).res.statusCode).toBe(200);
  });

  it('land in another community where they are still active, which is the only one they are offered', async () => {
    await setState(id(7), org.id, { firedOn: daysFromToday(-1) });
    const { c, res } = await verify(memberOf(org, 7).email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.organizationId).toBe(other.id);
    const mine = (await c.get('/api/organizations/mine')).json() as UserOrganizationsResponse;
    expect(mine.items.map((o) => o.id)).toEqual([other.id]);
    const change = await c.post('/api/organizations/change', { organizationId: org.id });
    expect(change.statusCode, change.body).toBe(403);
  });

  it('are not offered by search or suggestions; a planned leaver still is', async () => {
    const c = await as(org, 0);
    const found = (await searchIds(c, '')).map((u) => u.id);
    expect(found).not.toContain(id(1));
    expect(found).not.toContain(id(2));
    expect(found).not.toContain(id(7));
    expect(found).toContain(id(3));
    const suggested = ((await c.get('/api/users/suggestions?limit=30')).json() as { items: Colleague[] }).items.map((u) => u.id);
    expect(suggested).not.toContain(id(1));
    expect(suggested).not.toContain(id(2));
    expect(suggested).toContain(id(3));
  });

  it('cannot be thanked, and no point moves', async () => {
    const c = await as(org, 0);
    const before = [await balanceOf(db, id(0), 'distribution'), await balanceOf(db, id(1), 'income'), await balanceOf(db, id(2), 'income')];
    for (const i of [1, 2]) {
      const res = await c.post('/api/transfers', { recipientId: id(i), amount: 5, message: 'Спасибо!' }, key());
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('RECIPIENT_INACTIVE');
    }
    expect([await balanceOf(db, id(0), 'distribution'), await balanceOf(db, id(1), 'income'), await balanceOf(db, id(2), 'income')]).toEqual(before);
  });

  it('keep their history, and a thanks they got before cannot be added to', async () => {
    const sender = await as(org, 5);
    const sent = await sender.post('/api/transfers', { recipientId: id(6), amount: 3, message: 'За релиз' }, key());
    expect(sent.statusCode, sent.body).toBe(200);
    await setState(id(6), org.id, { blockedAt: new Date() });
    const adder = await as(org, 0);
    const added = await adder.post('/api/transfers/additions', { transferId: sent.json().id, amount: 1 }, key());
    expect(added.statusCode, added.body).toBe(409);
    expect(added.json().error.code).toBe('RECIPIENT_INACTIVE');
    const history = (await sender.get('/api/history?filter=sent')).json() as HistoryPage;
    expect(history.items.some((h) => h.counterpart?.id === id(6))).toBe(true);
    await setState(id(6), org.id, { blockedAt: null });
  });
});

describe('hidden fields in lists', () => {
  it('a hidden surname is answered as empty and never matched; the nickname still finds the person', async () => {
    const target = memberOf(org, 5);
    await db.update(profiles).set({ nickname: 'starlight', hiddenFields: ['surname', 'tgName'] }).where(eq(profiles.userId, target.id));
    const c = await as(org, 0);
    expect((await searchIds(c, 'Acmeов5')).map((u) => u.id)).toEqual([]);
    expect((await searchIds(c, target.tgName)).map((u) => u.id)).toEqual([]);
    const [byNick] = await searchIds(c, 'starl');
    expect(byNick).toMatchObject({ id: target.id, firstName: 'Имя5', surname: '', tgName: null, nickname: 'starlight' });

    const feed = (await c.get('/api/feed')).json() as FeedPage;
    const card = feed.items.find((e) => e.type === 'transaction' && e.transaction.sender?.id === target.id);
    expect(card?.type === 'transaction' && card.transaction.sender).toMatchObject({ surname: '', tgName: null, firstName: 'Имя5' });

    const history = (await (await as(org, 6)).get('/api/history?filter=received')).json() as HistoryPage;
    expect(history.items.find((h) => h.counterpart?.id === target.id)?.counterpart).toMatchObject({ surname: '', tgName: null });
  });
});
