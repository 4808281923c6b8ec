import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { memberships, organizations, users } from '../../src/db/schema.ts';
import { changeLogin } from '../../src/modules/membership/service.ts';
import { Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';

/** Calls the app shell needs (SPEC §4 Organization change, §7): organizations, change + verify, markets, profile settings. */
let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let a: Awaited<ReturnType<typeof createOrg>>;
let b: Awaited<ReturnType<typeof createOrg>>;
let c: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db, { authTestCode: undefined }));
  a = await createOrg(db, { name: 'Acme', members: 3, accrual: 10 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 10 });
  c = await createOrg(db, { name: 'Core', members: 1, accrual: 10 });
  // Member 1 of Acme also belongs to Bolt (not to Core).
  await db.insert(memberships).values({ organizationId: b.id, userId: a.members[1]!.id });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** Signs in with the code written to the log (AUTH_TEST_CODE is off in this file). */
async function signIn(email: string): Promise<Client> {
  const client = new Client(app);
  await client.get('/api/auth/csrf');
  const req = await client.post('/api/auth/code', { login: email });
  expect(req.statusCode).toBe(200);
  const code = sink.codeFor(email);
  const res = await client.post('/api/auth/verify', { login: email, code });
  expect(res.statusCode).toBe(200);
  return client;
}

function put(client: Client, url: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': 'application/json',
      [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '',
    },
    payload: JSON.stringify(body),
  });
}

describe('GET /api/organizations/mine', () => {
  it('lists only the caller’s communities by name and marks the current one', async () => {
    const client = await signIn(a.members[1]!.email);
    const res = await client.get('/api/organizations/mine');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { id: a.id, name: 'Acme', isCurrent: true },
        { id: b.id, name: 'Bolt', isCurrent: false },
      ],
    });
    const single = await signIn(a.members[2]!.email);
    expect((await single.get('/api/organizations/mine')).json()).toEqual({ items: [{ id: a.id, name: 'Acme', isCurrent: true }] });
  });
  it('needs a session', async () => {
    expect((await new Client(app).get('/api/organizations/mine')).statusCode).toBe(401);
  });
});

describe('organization change (SPEC §4)', () => {
  it('refuses another organization the caller is not a member of (403) and writes no code', async () => {
    const client = await signIn(a.members[1]!.email);
    const before = sink.lines.length;
    const res = await client.post('/api/organizations/change', { organizationId: c.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(sink.codeFor(changeLogin(a.members[1]!.id))).toBeUndefined();
    expect(sink.lines.slice(before).some((l) => 'signInCode' in l)).toBe(false);
  });
  it('refuses the current organization (the client just closes the flow)', async () => {
    const client = await signIn(a.members[1]!.email);
    const res = await client.post('/api/organizations/change', { organizationId: a.id });
    expect(res.statusCode).toBe(400);
  });
  it('switches after the code: wrong code counts, right code makes the organization current; the code is single-use', async () => {
    const user = a.members[1]!;
    const client = await signIn(user.email);
    const res = await client.post('/api/organizations/change', { organizationId: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'code_sent', channel: 'log' });
    const code = sink.codeFor(changeLogin(user.id));
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    const bad = await client.post('/api/organizations/change/verify', { code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'INVALID_CODE', details: { attemptsLeft: 4 } });
    expect((await client.get('/api/organization/settings')).json().id).toBe(a.id);

    const ok = await client.post('/api/organizations/change/verify', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ organizationId: b.id });
    expect((await client.get('/api/organization/settings')).json().id).toBe(b.id);
    expect((await client.get('/api/organizations/mine')).json().items.find((o: { isCurrent: boolean }) => o.isCurrent).id).toBe(b.id);
    const [row] = await db.select({ current: users.currentOrganizationId }).from(users).where(eq(users.id, user.id));
    expect(row?.current).toBe(b.id);

    const again = await client.post('/api/organizations/change/verify', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CODE_EXPIRED');
  });
  it('a sign-in code of the same digits cannot confirm a switch, and a change code cannot sign in', async () => {
    const user = a.members[0]!;
    await db.insert(memberships).values({ organizationId: c.id, userId: user.id });
    const client = await signIn(user.email);
    expect((await client.post('/api/organizations/change/verify', { code: '123456' })).json().error.code).toBe('CODE_EXPIRED');
    await client.post('/api/organizations/change', { organizationId: c.id });
    const code = sink.codeFor(changeLogin(user.id));
    const other = new Client(app);
    await other.get('/api/auth/csrf');
    const res = await other.post('/api/auth/verify', { login: changeLogin(user.id), code });
    expect(res.statusCode).not.toBe(200);
  });
  it('refuses the verify when membership ended meanwhile (403), organization unchanged', async () => {
    const user = b.members[1]!;
    await db.insert(memberships).values({ organizationId: c.id, userId: user.id });
    const client = await signIn(user.email);
    await client.post('/api/organizations/change', { organizationId: c.id });
    const code = sink.codeFor(changeLogin(user.id));
    await db.delete(memberships).where(eq(memberships.userId, user.id));
    await db.insert(memberships).values({ organizationId: b.id, userId: user.id });
    const res = await client.post('/api/organizations/change/verify', { code });
    expect(res.statusCode).toBe(403);
    const [row] = await db.select({ current: users.currentOrganizationId }).from(users).where(eq(users.id, user.id));
    expect(row?.current).toBe(b.id);
  });
  it('needs CSRF and a session', async () => {
    const client = await signIn(a.members[2]!.email);
    expect((await client.post('/api/organizations/change', { organizationId: b.id }, { csrf: false })).statusCode).toBe(403);
    expect((await new Client(app).post('/api/organizations/change/verify', { code: '123456' })).statusCode).not.toBe(200);
  });
});

describe('markets (SPEC §7 markets available, §6 admins manage markets)', () => {
  it('lists nothing until an admin opens a market; only active markets of the caller’s organization', async () => {
    const member = await signIn(a.members[2]!.email);
    const admin = await signIn(a.members[0]!.email);
    const other = await signIn(b.members[0]!.email);
    expect((await member.get('/api/markets/available')).json()).toEqual({ items: [] });

    const created = await admin.post('/api/markets', { name: ' Бенефит-кафе ' });
    expect(created.statusCode).toBe(200);
    const market = created.json() as { id: number; name: string };
    expect(market.name).toBe('Бенефит-кафе');
    expect(created.json()).toMatchObject({ canAdminister: true, publicKey: expect.any(String) });
    // A member sees the market, but neither administers it nor gets its public key.
    const seen = { ...market, canAdminister: false, publicKey: null };
    expect((await member.get('/api/markets/available')).json()).toEqual({ items: [seen] });
    expect((await other.get('/api/markets/available')).json()).toEqual({ items: [] });

    // Another organization's admin cannot close it (404, nothing changes).
    const foreign = await other.post('/api/markets/close', { id: market.id });
    expect(foreign.statusCode).toBe(404);
    expect((await member.get('/api/markets/available')).json()).toEqual({ items: [seen] });

    expect((await admin.post('/api/markets/close', { id: market.id })).json()).toEqual({ ok: true });
    expect((await member.get('/api/markets/available')).json()).toEqual({ items: [] });
  });
  it('opening and closing markets is for admins only (403), nothing is written', async () => {
    const member = await signIn(a.members[2]!.email);
    const before = (await member.get('/api/markets/available')).json();
    const res = await member.post('/api/markets', { name: 'Моё кафе' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await member.post('/api/markets/close', { id: 1 })).statusCode).toBe(403);
    expect((await member.get('/api/markets/available')).json()).toEqual(before);
  });
  it('refuses an empty name with the translated key', async () => {
    const admin = await signIn(a.members[0]!.email);
    const res = await admin.post('/api/markets', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].message).toBe('validation.required');
  });
  it('a hidden market lists nothing', async () => {
    const admin = await signIn(c.members[0]!.email);
    await admin.post('/api/markets', { name: 'Кафе' });
    expect((await admin.get('/api/markets/available')).json().items).toHaveLength(1);
    await db.update(organizations).set({ hideMarket: true }).where(eq(organizations.id, c.id));
    expect((await admin.get('/api/markets/available')).json()).toEqual({ items: [] });
  });
  it('needs a session', async () => {
    expect((await new Client(app).get('/api/markets/available')).statusCode).toBe(401);
  });
});

describe('profile settings (details.language, details.emailOnThanks)', () => {
  it('reads ru by default, saves en, refuses other languages without a change', async () => {
    const client = await signIn(b.members[0]!.email);
    expect((await client.get('/api/profile/settings')).json()).toEqual({ details: { language: 'ru', emailOnThanks: true } });
    const saved = await put(client, '/api/profile/settings', { details: { language: 'en' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ details: { language: 'en', emailOnThanks: true } });
    const bad = await put(client, '/api/profile/settings', { details: { language: 'de' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await client.get('/api/profile/settings')).json()).toEqual({ details: { language: 'en', emailOnThanks: true } });
    // Another user's language is untouched.
    const other = await signIn(b.members[1]!.email);
    expect((await other.get('/api/profile/settings')).json()).toEqual({ details: { language: 'ru', emailOnThanks: true } });
  });
  it('PATCH saves only what it is given; PUT keeps an e-mail choice it is not given; a non-boolean is refused without a change', async () => {
    const client = await signIn(c.members[0]!.email);
    const off = await client.send('PATCH', '/api/profile/settings', { details: { emailOnThanks: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ details: { language: 'ru', emailOnThanks: false } });
    expect((await client.get('/api/profile/settings')).json()).toEqual({ details: { language: 'ru', emailOnThanks: false } });
    const lang = await client.send('PATCH', '/api/profile/settings', { details: { language: 'en' } });
    expect(lang.json()).toEqual({ details: { language: 'en', emailOnThanks: false } });
    expect((await put(client, '/api/profile/settings', { details: { language: 'ru' } })).json()).toEqual({ details: { language: 'ru', emailOnThanks: false } });
    expect((await put(client, '/api/profile/settings', { details: { language: 'ru', emailOnThanks: true } })).json()).toEqual({
      details: { language: 'ru', emailOnThanks: true },
    });
    for (const value of ['false', 0, null]) {
      const bad = await client.send('PATCH', '/api/profile/settings', { details: { emailOnThanks: value } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.issues[0]).toMatchObject({ path: 'details.emailOnThanks', message: 'validation.invalid' });
    }
    expect((await client.get('/api/profile/settings')).json()).toEqual({ details: { language: 'ru', emailOnThanks: true } });
    // Another member's choice is untouched.
    expect((await (await signIn(b.members[1]!.email)).get('/api/profile/settings')).json().details.emailOnThanks).toBe(true);
  });
  it('needs a session', async () => {
    expect((await new Client(app).get('/api/profile/settings')).statusCode).toBe(401);
  });
});
