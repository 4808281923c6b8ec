import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@gratia/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { Client, count, createOrg, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let a: Awaited<ReturnType<typeof createOrg>>;
let b: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 5, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 100, hideBalances: true });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const m = (o: typeof a, i: number) => {
  const x = o.members[i];
  if (!x) throw new Error(`no member ${i}`);
  return x;
};
async function as(o: typeof a, i: number) {
  const c = new Client(app);
  await c.signIn(m(o, i).email);
  return c;
}
const thank = (c: Client, body: Record<string, unknown>) =>
  c.post('/api/transfers', { message: 'Спасибо за помощь', ...body }, { headers: { 'idempotency-key': randomUUID() } });

describe('CSRF (SPEC §7)', () => {
  it('refuses a non-GET without the header, with a header that differs from the cookie, or bound to another session; nothing is written', async () => {
    const c = await as(a, 1);
    const before = await count(db, 'transactions');
    const body = { recipientId: m(a, 2).id, amount: 1, message: 'x' };
    const noHeader = await c.post('/api/transfers', body, { csrf: false, headers: { 'idempotency-key': randomUUID() } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('CSRF_INVALID');
    const mismatch = await c.post('/api/transfers', body, { headers: { 'idempotency-key': randomUUID(), [CSRF_HEADER]: 'abc.def' } });
    expect(mismatch.json().error.code).toBe('CSRF_INVALID');
    // An anonymous token (cookie and header agree) is not valid for a signed-in session.
    const anon = new Client(app);
    await anon.get('/api/auth/csrf');
    const anonToken = anon.cookies.get(CSRF_COOKIE) ?? '';
    const wrongBinding = await app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), [CSRF_HEADER]: anonToken },
      cookies: { [SESSION_COOKIE]: c.cookies.get(SESSION_COOKIE) ?? '', [CSRF_COOKIE]: anonToken },
      payload: body,
    });
    expect(wrongBinding.statusCode).toBe(403);
    const codeNoCsrf = await new Client(app).post('/api/auth/code', { login: m(a, 1).email }, { csrf: false });
    expect(codeNoCsrf.statusCode).toBe(403);
    expect(sink.codeFor(m(a, 1).email)).toBeUndefined();
    expect(await count(db, 'transactions')).toBe(before);
    expect(await count(db, 'one_time_codes')).toBe(0);
    // And the same request with the right header succeeds.
    expect((await thank(c, { recipientId: m(a, 2).id, amount: 1 })).statusCode).toBe(200);
  });

  it('issues the cookie on API responses when missing and rebinds it at sign-in and logout', async () => {
    const c = new Client(app);
    const first = await c.get('/api/auth/csrf');
    expect(first.json()).toEqual({ ok: true });
    const anonToken = c.cookies.get(CSRF_COOKIE);
    expect(anonToken).toMatch(/^[\w-]+\.[\w-]+$/);
    await c.post('/api/auth/verify', { login: m(a, 3).email, code: '424242' });
    const sessionToken = c.cookies.get(CSRF_COOKIE);
    expect(sessionToken).not.toBe(anonToken);
    await c.post('/api/auth/logout', {});
    expect(c.cookies.get(CSRF_COOKIE)).not.toBe(sessionToken);
    const fresh = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(fresh.statusCode).toBe(404);
    expect(fresh.json().error.code).toBe('NOT_FOUND');
    expect(fresh.cookies.some((x) => x.name === CSRF_COOKIE)).toBe(true);
  });
});

describe('organization isolation', () => {
  it('search, transfers, values, feed and settings never cross organizations', async () => {
    const ca = await as(a, 0);
    const cb = await as(b, 0);
    await thank(ca, { recipientId: m(a, 1).id, amount: 5, message: 'секрет компании Acme' });

    const search = (await cb.get('/api/users/search?q=')).json().items as { id: number }[];
    expect(search.map((u) => u.id).sort()).toEqual([m(b, 1).id, m(b, 2).id].sort());
    const searchA = (await cb.get(`/api/users/search?q=${encodeURIComponent('Имя')}`)).json().items as { id: number }[];
    expect(searchA.every((u) => b.members.some((x) => x.id === u.id))).toBe(true);

    expect((await thank(cb, { recipientId: m(a, 1).id, amount: 1 })).json().error.code).toBe('USER_NOT_FOUND');
    expect((await thank(cb, { recipientId: m(b, 1).id, amount: 1, valueId: a.valueIds[0] })).json().error.code).toBe('VALUE_NOT_FOUND');
    const values = (await cb.get('/api/values')).json().items as { id: number }[];
    expect(values.map((v) => v.id).sort()).toEqual([...b.valueIds].sort());
    const feed = (await cb.get('/api/feed')).body;
    expect(feed).not.toContain('секрет компании Acme');
    expect((await cb.get('/api/organization/settings')).json().id).toBe(b.id);
    expect((await cb.get('/api/balance')).json()).toMatchObject({ distribute: null, received: null, hidden: true });
  });
});

describe('anonymity', () => {
  it('hides the sender of an anonymous thanks from everyone but the sender', async () => {
    const sender = await as(a, 2);
    const created = await thank(sender, { recipientId: m(a, 3).id, amount: 2, isAnonymous: true, message: 'аноним-метка' });
    expect(created.json().sender.id).toBe(m(a, 2).id);
    const id = created.json().id as number;
    for (const viewer of [3, 4, 0]) {
      const c = await as(a, viewer);
      const res = await c.get('/api/feed?limit=100');
      const item = (res.json().items as { id: number; transaction: { sender: unknown; isAnonymous: boolean } }[]).find((i) => i.id === id);
      expect(item?.transaction.isAnonymous).toBe(true);
      expect(item?.transaction.sender).toBeNull();
      const raw = JSON.stringify(item);
      expect(raw).not.toContain(m(a, 2).tgName);
    }
    const own = (await sender.get('/api/feed?limit=100')).json().items.find((i: { id: number }) => i.id === id);
    expect(own.transaction.sender.id).toBe(m(a, 2).id);
  });
});

describe('feed pagination', () => {
  it('pages newest first with a keyset cursor without gaps or duplicates', async () => {
    const c = await as(a, 4);
    for (let i = 0; i < 7; i++) expect((await thank(c, { recipientId: m(a, i % 2).id, amount: 1 })).statusCode).toBe(200);
    const [own] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where organization_id = ${a.id}`);
    await thank(await as(b, 1), { recipientId: m(b, 2).id, amount: 1 });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await c.get(`/api/feed?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json() as { items: { id: number; createdAt: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    const feedA = seen.length;
    expect(new Set(seen).size).toBe(feedA);
    expect(feedA).toBe(own?.n); // exactly org A's rows; org B's thanks are not there
    expect(seen).toEqual([...seen].sort((x, y) => y - x));
    expect((await c.get('/api/feed?cursor=bad')).json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('HTTP basics', () => {
  it('401 on auth routes without a session, and GET never writes', async () => {
    const anon = new Client(app);
    for (const path of ['/api/profile/me', '/api/balance', '/api/feed', '/api/values', '/api/users/search', '/api/organization/settings', '/api/periods/current']) {
      const res = await anon.get(path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    const c = await as(a, 1);
    const tables = ['transactions', 'ledger_entries', 'accounts', 'sessions', 'one_time_codes', 'users', 'memberships'];
    const before = await Promise.all(tables.map((t) => count(db, t)));
    for (const path of ['/api/profile/me', '/api/balance', '/api/feed', '/api/values', '/api/users/search?q=Им', '/api/organization/settings', '/api/periods/current', '/api/auth/csrf']) {
      expect((await c.get(path)).statusCode, path).toBe(200);
    }
    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);
  });

  it('serves the OpenAPI document generated from the contracts and the docs UI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/transfers', '/api/feed', '/api/auth/verify']));
    expect(doc.components.schemas).toHaveProperty('Transfer');
    expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('logs the x-page-url header (its path) with the request', async () => {
    await app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { 'x-page-url': 'https://app.example/feed?x=1' } });
    expect(sink.lines.some((l) => l.pageUrl === 'https://app.example/feed')).toBe(true);
  });
});
