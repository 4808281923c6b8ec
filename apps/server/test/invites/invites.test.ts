/**
 * Invite links (SPEC §2 /community/invite; DOMAIN §6.6; docs/decisions/0032), through the API: an
 * admin makes links (expiry, uses, division), lists them with their status and revokes them; members
 * are refused and nobody reaches another community's links. Anyone may look a link up (the
 * community's name and whether it admits, nothing else). Signing in with a link's token makes a new
 * or an existing account a member of its community, in its division, with the period's accrual, and
 * counts the use in the same transaction; a link that no longer admits is refused and nothing
 * changes; when many people race for a link's last use exactly one joins (a real race on
 * PostgreSQL, serialized on PGlite); signing up through a link is limited per client address with
 * the sign-in calls (decision 0011). The demo seed's links show each status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { InviteLink, InviteLinksResponse, ProfileInfo } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { CODE_CHECKS_PER_ADDRESS } from '../../src/modules/auth/index.ts';
import { createDivisions } from '../../src/modules/people/index.ts';
import { seedInviteLinks } from '../../src/seed/inviteLinks.ts';
import { balanceOf, Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, TEST_CODE, TEST_DATABASE_URL, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let org: TestOrg;
let far: TestOrg;
let sales: number;
let farDivision: number;
const as = memberClients(() => app);

const ACCRUAL = 40;

/** Acme: 0 admin, 1 member, 2 member (fired later); a division «Продажи». Far: another community with its admin 0 and a division. */
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  // Behind a trusted proxy, so that each sign-in below comes from an address of its own (X-Forwarded-For)
  // and only the limits tests run into the per-address limits.
  ({ app, sink } = await createTestApp(db, { trustProxy: true }));
  org = await createOrg(db, { name: 'Acme', members: 3, accrual: ACCRUAL });
  far = await createOrg(db, { name: 'Far', members: 2, accrual: 10 });
  sales = (await createDivisions(db, org.id, [{ name: 'Продажи' }])).get('Продажи') ?? 0;
  farDivision = (await createDivisions(db, far.id, [{ name: 'Склад' }])).get('Склад') ?? 0;
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const PATH = '/api/invite-links';
type ErrorBody = { error?: { code?: string; details?: { field?: string; issues?: { path: string; message: string }[] } } };
const codeOf = (res: LightMyRequestResponse) => (res.json() as ErrorBody).error?.code;
const issueOn = (res: LightMyRequestResponse, field: string) => (res.json() as ErrorBody).error?.details?.issues?.find((i) => i.path === field)?.message;
const list = async (o: TestOrg): Promise<InviteLink[]> => ((await (await as(o, 0)).get(PATH)).json() as InviteLinksResponse).items;
const create = async (body: Record<string, unknown>, o: TestOrg = org) => (await as(o, 0)).post(PATH, body);
/** A new link of Acme made by its admin with `body`. */
const made = async (body: Record<string, unknown> = {}): Promise<InviteLink> => {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InviteLink;
};
const usesOf = async (id: number) => Number((await queryRows<{ uses: number }>(db, sql`select uses from invite_links where id = ${id}`))[0]?.uses);
const lookup = (token: string) => app.inject({ method: 'GET', url: `${PATH}/lookup?token=${encodeURIComponent(token)}` });
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let emails = 0;
/** An e-mail no account has. */
const freshEmail = () => `newcomer${++emails}-${Date.now().toString(36)}@invited.test`;

let addresses = 0;
/** A client address of its own (sent as X-Forwarded-For). */
const freshAddress = () => {
  addresses++;
  return { 'x-forwarded-for': `10.0.${addresses >> 8}.${addresses & 255}` };
};

/** Signs `login` in with the test code and `extra` (an invite token…) from a fresh client and address; the raw answer. */
async function verify(login: string, extra: Record<string, unknown>): Promise<{ res: LightMyRequestResponse; client: Client }> {
  const client = new Client(app);
  await client.get('/api/auth/csrf');
  const res = await client.post('/api/auth/verify', { login, code: TEST_CODE, ...extra }, { headers: freshAddress() });
  return { res, client };
}

/** The membership of `email`'s account in `organizationId`, or undefined. */
async function membershipOf(email: string, organizationId: number) {
  const [row] = await queryRows<{ user_id: number; division_id: number | null }>(
    db,
    sql`select m.user_id, m.division_id from memberships m join users u on u.id = m.user_id where lower(u.email) = ${email.toLowerCase()} and m.organization_id = ${organizationId}`,
  );
  return row;
}

describe('making and listing links', () => {
  it('makes links with an expiry, uses and a division, or none of them, listed newest first as active', async () => {
    const expiresAt = inFuture(30);
    const full = await made({ expiresAt, maxUses: 25, divisionId: sales });
    expect(full).toMatchObject({ status: 'active', uses: 0, maxUses: 25, division: { id: sales, name: 'Продажи' }, revokedAt: null });
    expect(Date.parse(full.expiresAt ?? '')).toBe(Date.parse(expiresAt));
    expect(full.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const open = await made({});
    expect(open).toMatchObject({ status: 'active', uses: 0, maxUses: null, expiresAt: null, division: null });
    expect(open.token).not.toBe(full.token);
    expect((await list(org)).map((l) => l.id).slice(0, 2)).toEqual([open.id, full.id]);
    const [row] = await queryRows<{ created_by: number; organization_id: number }>(db, sql`select created_by, organization_id from invite_links where id = ${full.id}`);
    expect(row).toEqual({ created_by: memberOf(org, 0).id, organization_id: org.id });
  });

  it('refuses an expiry that has passed, malformed values and a division of another community, making nothing', async () => {
    const before = await count(db, 'invite_links');
    const past = await create({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect([past.statusCode, codeOf(past), (past.json() as ErrorBody).error?.details?.field]).toEqual([422, 'INVITE_EXPIRY_IN_PAST', 'expiresAt']);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expiresAt: '2026-13-01T00:00:00Z' }, 'expiresAt', 'validation.date'],
      [{ expiresAt: 'tomorrow' }, 'expiresAt', 'validation.date'],
      [{ maxUses: 0 }, 'maxUses', 'validation.tooSmall'],
      [{ maxUses: 10_001 }, 'maxUses', 'validation.tooBig'],
      [{ maxUses: 1.5 }, 'maxUses', 'validation.integer'],
      [{ divisionId: 'x' }, 'divisionId', 'validation.id'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect([res.statusCode, issueOn(res, field)], JSON.stringify(body)).toEqual([400, message]);
    }
    const foreign = await create({ divisionId: farDivision });
    expect([foreign.statusCode, codeOf(foreign), (foreign.json() as ErrorBody).error?.details?.field]).toEqual([404, 'NOT_FOUND', 'divisionId']);
    expect(await count(db, 'invite_links')).toBe(before);
  });

  it('keeps links from members and from other communities', async () => {
    const link = await made({});
    const member = await as(org, 1);
    for (const res of [await member.get(PATH), await member.post(PATH, {}), await member.post(`${PATH}/revoke?id=${link.id}`, {})]) {
      expect([res.statusCode, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
    }
    const anonymous = new Client(app);
    await anonymous.get('/api/auth/csrf');
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    const stranger = await as(far, 0);
    const revoke = await stranger.post(`${PATH}/revoke?id=${link.id}`, {});
    expect([revoke.statusCode, codeOf(revoke)]).toEqual([404, 'NOT_FOUND']);
    expect(await list(far)).toEqual([]);
    expect((await list(org)).find((l) => l.id === link.id)?.status).toBe('active');
  });

  it('revokes a link once: its status and time stay as they were on a second revocation', async () => {
    const link = await made({ maxUses: 3 });
    const admin = await as(org, 0);
    const first = await admin.post(`${PATH}/revoke?id=${link.id}`, {});
    expect(first.statusCode).toBe(200);
    const revoked = first.json() as InviteLink;
    expect(revoked.status).toBe('revoked');
    expect(revoked.revokedAt).not.toBeNull();
    const again = (await admin.post(`${PATH}/revoke?id=${link.id}`, {})).json() as InviteLink;
    expect(again.revokedAt).toBe(revoked.revokedAt);
    expect((await admin.post(`${PATH}/revoke?id=999999`, {})).statusCode).toBe(404);
  });
});

describe('looking a link up', () => {
  it('tells the community’s name and whether it admits — nothing else', async () => {
    const link = await made({ maxUses: 5, divisionId: sales, expiresAt: inFuture(3) });
    const res = await lookup(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ organizationName: 'Acme', status: 'active', usable: true });
    await (await as(org, 0)).post(`${PATH}/revoke?id=${link.id}`, {});
    expect((await lookup(link.token)).json()).toEqual({ organizationName: 'Acme', status: 'revoked', usable: false });
  });

  it('answers INVITE_NOT_FOUND for a token of no link and 400 for a malformed one', async () => {
    const unknown = await lookup('A'.repeat(43));
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'INVITE_NOT_FOUND']);
    const malformed = await lookup('short');
    expect([malformed.statusCode, issueOn(malformed, 'token')]).toEqual([400, 'validation.invalid']);
  });
});

describe('signing up through a link', () => {
  it('makes a new account a member of the community in the link’s division, with the period’s accrual, and counts the use', async () => {
    const link = await made({ maxUses: 10, divisionId: sales });
    const email = freshEmail();
    // The real code path: the code is asked for with the token (an e-mail of no account gets one) and checked with it.
    const client = new Client(app);
    await client.get('/api/auth/csrf');
    const asked = await client.post('/api/auth/code', { login: email, inviteToken: link.token }, { headers: freshAddress() });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = sink.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const res = await client.post('/api/auth/verify', { login: email, code, inviteToken: link.token }, { headers: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProfileInfo).profile.organizationId).toBe(org.id);
    const membership = await membershipOf(email, org.id);
    expect(membership?.division_id).toBe(sales);
    expect(await balanceOf(db, Number(membership?.user_id), 'distribution')).toBe(ACCRUAL);
    expect(await usesOf(link.id)).toBe(1);
    expect((await client.get('/api/profile/me')).statusCode).toBe(200);
  });

  it('a code asked for with a link joins nobody without it: the use is counted only with the token', async () => {
    const link = await made({});
    const email = freshEmail();
    const client = new Client(app);
    await client.get('/api/auth/csrf');
    await client.post('/api/auth/code', { login: email, inviteToken: link.token }, { headers: freshAddress() });
    const res = await client.post('/api/auth/verify', { login: email, code: sink.codeFor(email) }, { headers: freshAddress() });
    expect([res.statusCode, codeOf(res)]).toEqual([404, 'USER_NOT_FOUND']);
    expect(await usesOf(link.id)).toBe(0);
  });

  it('adds a community to an existing account, which lands there; a member already there just signs in, uncounted', async () => {
    const link = await made({ maxUses: 5 });
    const farMember = memberOf(far, 1);
    const { res } = await verify(farMember.email, { inviteToken: link.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProfileInfo).profile.organizationId).toBe(org.id);
    expect(await membershipOf(farMember.email, org.id)).toMatchObject({ division_id: null });
    expect(await membershipOf(farMember.email, far.id)).toBeDefined();
    expect(await usesOf(link.id)).toBe(1);

    const again = await verify(farMember.email, { inviteToken: link.token });
    expect(again.res.statusCode).toBe(200);
    const member = await verify(memberOf(org, 1).email, { inviteToken: link.token });
    expect(member.res.statusCode).toBe(200);
    expect(await usesOf(link.id)).toBe(1);
  });

  it('refuses a fired member of the community (MEMBERSHIP_SUSPENDED), uncounted', async () => {
    const link = await made({ maxUses: 5 });
    const fired = memberOf(org, 2);
    await db.execute(sql`update memberships set fired_on = current_date - 1 where user_id = ${fired.id} and organization_id = ${org.id}`);
    const { res } = await verify(fired.email, { inviteToken: link.token });
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'MEMBERSHIP_SUSPENDED']);
    expect(await usesOf(link.id)).toBe(0);
  });

  it('refuses expired, used-up, revoked and unknown links on both calls, and nothing changes', async () => {
    const expired = await made({ maxUses: 5 });
    await db.execute(sql`update invite_links set expires_at = now() - interval '1 minute' where id = ${expired.id}`);
    const usedUp = await made({ maxUses: 1 });
    expect((await verify(freshEmail(), { inviteToken: usedUp.token })).res.statusCode).toBe(200);
    const revoked = await made({});
    await (await as(org, 0)).post(`${PATH}/revoke?id=${revoked.id}`, {});

    const users = await count(db, 'users');
    const memberships = await count(db, 'memberships');
    const cases: [string, number, string][] = [
      [expired.token, 410, 'INVITE_EXPIRED'],
      [usedUp.token, 410, 'INVITE_USED_UP'],
      [revoked.token, 410, 'INVITE_REVOKED'],
      ['B'.repeat(43), 404, 'INVITE_NOT_FOUND'],
    ];
    for (const [token, status, code] of cases) {
      const email = freshEmail();
      const { res, client } = await verify(email, { inviteToken: token });
      expect([res.statusCode, codeOf(res)], code).toEqual([status, code]);
      const asked = await client.post('/api/auth/code', { login: email, inviteToken: token }, { headers: freshAddress() });
      expect([asked.statusCode, codeOf(asked)], code).toEqual([status, code]);
      expect(sink.codeFor(email)).toBeUndefined();
      // An existing account is refused the same way and stays where it was.
      const existing = await verify(memberOf(far, 0).email, { inviteToken: token });
      expect([existing.res.statusCode, codeOf(existing.res)], code).toEqual([status, code]);
    }
    expect(await count(db, 'users')).toBe(users);
    expect(await count(db, 'memberships')).toBe(memberships);
    expect(await usesOf(expired.id)).toBe(0);
    expect(await usesOf(usedUp.id)).toBe(1);
    expect(await usesOf(revoked.id)).toBe(0);
  });

  it('with a link, a shared key given too is not read: the link decides the community', async () => {
    const link = await made({});
    const email = freshEmail();
    const { res } = await verify(email, { inviteToken: link.token, sharedKey: far.sharedKey });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProfileInfo).profile.organizationId).toBe(org.id);
    expect(await membershipOf(email, far.id)).toBeUndefined();
    expect(await usesOf(link.id)).toBe(1);
    const wrongKey = await verify(freshEmail(), { inviteToken: link.token, sharedKey: 'no-such-key' });
    expect(wrongKey.res.statusCode).toBe(200);
  });

  it('keeps admitting into no division once its division is deleted', async () => {
    const division = (await createDivisions(db, org.id, [{ name: 'Временный отдел' }])).get('Временный отдел') ?? 0;
    const link = await made({ divisionId: division });
    const deleted = await (await as(org, 0)).send('DELETE', `/api/divisions?id=${division}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(org)).find((l) => l.id === link.id)).toMatchObject({ status: 'active', division: null });
    const email = freshEmail();
    expect((await verify(email, { inviteToken: link.token })).res.statusCode).toBe(200);
    expect(await membershipOf(email, org.id)).toMatchObject({ division_id: null });
  });
});

describe(`racing for the last use (${TEST_DATABASE_URL ? 'PostgreSQL: concurrent transactions' : 'PGlite: one connection, serialized'})`, () => {
  it('admits exactly one of many sign-ups on a link with one use left; the others are refused and leave nothing behind', async () => {
    const link = await made({ maxUses: 3, divisionId: sales });
    expect((await verify(freshEmail(), { inviteToken: link.token })).res.statusCode).toBe(200);
    expect((await verify(freshEmail(), { inviteToken: link.token })).res.statusCode).toBe(200);
    const users = await count(db, 'users');
    const racers = Array.from({ length: 12 }, () => freshEmail());
    const clients = await Promise.all(
      racers.map(async () => {
        const c = new Client(app);
        await c.get('/api/auth/csrf');
        return c;
      }),
    );
    const results = await Promise.all(racers.map((login, i) => clients[i]!.post('/api/auth/verify', { login, code: TEST_CODE, inviteToken: link.token }, { headers: freshAddress() })));
    const statuses = results.map((r) => `${r.statusCode} ${codeOf(r) ?? ''}`.trim());
    expect(statuses.filter((s) => s === '200')).toHaveLength(1);
    expect(statuses.filter((s) => s === '410 INVITE_USED_UP')).toHaveLength(racers.length - 1);
    expect(await usesOf(link.id)).toBe(3);
    expect(await count(db, 'users')).toBe(users + 1);
    const winner = racers[results.findIndex((r) => r.statusCode === 200)] ?? '';
    expect(await membershipOf(winner, org.id)).toMatchObject({ division_id: sales });
    expect((await list(org)).find((l) => l.id === link.id)).toMatchObject({ status: 'usedUp', uses: 3, maxUses: 3 });
  });
});

describe('limits (decision 0011)', () => {
  it('limits sign-ups by invite per client address with the code checks, apart from other addresses', async () => {
    const link = await made({ maxUses: 1 });
    const address = '198.51.100.90';
    const anon = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/csrf', remoteAddress: address });
      return res.cookies.find((c) => c.name === 'gratia_csrf')?.value ?? '';
    };
    const token = await anon();
    const attempt = (login: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        remoteAddress: address,
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        cookies: { gratia_csrf: token },
        payload: JSON.stringify({ login, code: '000000', inviteToken: 'C'.repeat(43) }),
      });
    for (let i = 0; i < CODE_CHECKS_PER_ADDRESS.max; i++) expect(codeOf(await attempt(`guess${i}@invited.test`))).toBe('INVITE_NOT_FOUND');
    const refused = await attempt(freshEmail());
    expect([refused.statusCode, codeOf(refused)]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The link was not touched by any of it, and another address still joins through it.
    expect(await usesOf(link.id)).toBe(0);
    expect((await verify(freshEmail(), { inviteToken: link.token })).res.statusCode).toBe(200);
  });
});

describe('the demo seed', () => {
  it('gives a community an admitting link into a division, an expired one and a revoked one', async () => {
    const demo = await createOrg(db, { name: 'Seeded', members: 1, accrual: 0 });
    const division = (await createDivisions(db, demo.id, [{ name: 'Продажи' }])).get('Продажи') ?? 0;
    expect(await seedInviteLinks(db, { organizationId: demo.id, adminId: memberOf(demo, 0).id, divisionId: division, now: new Date('2026-03-15T12:00:00Z') })).toBe(3);
    const links = await list(demo);
    expect(links.map((l) => [l.status, l.uses, l.maxUses, l.division?.name ?? null])).toEqual([
      ['active', 0, 25, 'Продажи'],
      ['revoked', 2, null, null],
      ['expired', 7, 10, null],
    ]);
    expect(Date.parse(links[0]?.expiresAt ?? '')).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});
