/**
 * Self-serve sign-up and onboarding (SPEC §1, §2 /onboarding; DOMAIN §6.6; decision 0035), through
 * the API. Sign-up is the sign-in with `signUp`: a new e-mail gets a real code and becomes an account
 * with no community, an existing one just signs in, and the answers never tell them apart; the
 * sign-in limits of decision 0011 apply. A signed-in person with no community creates one (they
 * become its administrator, it has the defaults, names are unique, attempts are limited per person
 * and per address, a second creation is refused) or joins one through an invite link's token with
 * decision 0032's counting (a used-up link refuses and writes nothing; a race for the last use
 * admits one). The creator then starts the first period, which credits their balances at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_BONUS_NAME, type InviteLink, type ProfileInfo } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { CODE_REQUESTS_PER_ADDRESS, MAX_LIVE_CODES } from '../../src/modules/auth/index.ts';
import { CREATIONS_PER_ADDRESS, CREATIONS_PER_USER } from '../../src/modules/onboarding/index.ts';
import { balanceOf, Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, TEST_CODE, type TestOrg } from '../helpers.ts';

let db: Db;
/** The app with the tests' sign-in code (AUTH_TEST_CODE), behind a trusted proxy: X-Forwarded-For is the address. */
let app: FastifyInstance;
/** The app without it: codes are real and read from its log. */
let real: FastifyInstance;
let realSink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let org: TestOrg;
const as = memberClients(() => app);

const ACCRUAL = 30;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db, { trustProxy: true }));
  ({ app: real, sink: realSink } = await createTestApp(db, { authTestCode: undefined, trustProxy: true }));
  org = await createOrg(db, { name: 'Acme', members: 2, accrual: ACCRUAL });
});
afterAll(async () => {
  await app.close();
  await real.close();
  await cleanup();
});

type ErrorBody = { error?: { code?: string; details?: { field?: string; retryAfter?: number; issues?: { path: string; message: string }[] } } };
const codeOf = (res: LightMyRequestResponse) => (res.json() as ErrorBody).error?.code;

let emails = 0;
/** An e-mail no account has. */
const freshEmail = () => `founder${++emails}-${Date.now().toString(36)}@signup.test`;
let addresses = 0;
/** A client address of its own (X-Forwarded-For). */
const freshAddress = () => {
  addresses++;
  return { 'x-forwarded-for': `10.9.${addresses >> 8}.${addresses & 255}` };
};

/** A new account signed up with the test code from a fresh client and address. */
async function signedUp(): Promise<{ client: Client; email: string; me: ProfileInfo }> {
  const email = freshEmail();
  const client = new Client(app);
  await client.get('/api/auth/csrf');
  const res = await client.post('/api/auth/verify', { login: email, code: TEST_CODE, signUp: true }, { headers: freshAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return { client, email, me: res.json() as ProfileInfo };
}

const create = (client: Client, name: string, headers: Record<string, string> = freshAddress()) => client.post('/api/onboarding/community', { name }, { headers });
const join = (client: Client, token: string) => client.post('/api/onboarding/join', { token }, { headers: freshAddress() });

/** A new link of Acme by its admin. */
async function link(body: Record<string, unknown> = {}): Promise<InviteLink> {
  const res = await (await as(org, 0)).post('/api/invite-links', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InviteLink;
}

describe('sign-up (decision 0035)', () => {
  /** POST /api/auth/code on the real-code app from `address`. */
  const ask = (client: Client, body: Record<string, unknown>, address: Record<string, string>) => client.post('/api/auth/code', body, { headers: address });

  it('sends a new e-mail a real code, and the verified account has no community', async () => {
    const email = freshEmail();
    const client = new Client(real);
    await client.get('/api/auth/csrf');
    const address = freshAddress();
    const res = await ask(client, { login: email, signUp: true }, address);
    expect(res.statusCode, res.body).toBe(200);
    const code = await vi.waitFor(() => {
      const found = realSink.codeFor(email);
      if (!found) throw new Error('no code yet');
      return found;
    });
    const verified = await client.post('/api/auth/verify', { login: email, code, signUp: true }, { headers: address });
    expect(verified.statusCode, verified.body).toBe(200);
    const me = verified.json() as ProfileInfo;
    expect(me.profile.organizationId).toBeNull();
    expect(me.privileged).toEqual([]);
    expect(me.communities).toBe(0);
    expect(((await client.get('/api/profile/me')).json() as ProfileInfo).profile.organizationId).toBeNull();
    const [user] = await queryRows<{ current_organization_id: number | null }>(db, sql`select current_organization_id from users where email = ${email}`);
    expect(user).toEqual({ current_organization_id: null });
  });

  it('answers alike for a new e-mail and one with an account; the existing account just signs in to its community', async () => {
    const client = new Client(real);
    await client.get('/api/auth/csrf');
    const existing = memberOf(org, 1).email;
    const fresh = freshEmail();
    const a = await ask(client, { login: existing, signUp: true }, freshAddress());
    const b = await ask(client, { login: fresh, signUp: true }, freshAddress());
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const code = await vi.waitFor(() => {
      const found = realSink.codeFor(existing);
      if (!found) throw new Error('no code yet');
      return found;
    });
    const usersBefore = await count(db, 'users');
    const res = await client.post('/api/auth/verify', { login: existing, code, signUp: true }, { headers: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProfileInfo).profile.organizationId).toBe(org.id);
    expect(await count(db, 'users')).toBe(usersBefore);
  });

  it('a wrong code answers alike for a new e-mail and an existing one', async () => {
    const client = new Client(real);
    await client.get('/api/auth/csrf');
    const pair = [memberOf(org, 0).email, freshEmail()];
    const answers = [];
    for (const login of pair) {
      await ask(client, { login, signUp: true }, freshAddress());
      const res = await client.post('/api/auth/verify', { login, code: '000000', signUp: true }, { headers: freshAddress() });
      answers.push({ status: res.statusCode, body: res.json() as unknown });
    }
    // A real code could be 000000 one time in a million; the answers are otherwise the same.
    expect(answers[0]).toEqual(answers[1]);
  });

  it('without signUp a new e-mail still gets no code, and a Telegram nickname never does', async () => {
    const client = new Client(real);
    await client.get('/api/auth/csrf');
    const email = freshEmail();
    expect((await ask(client, { login: email }, freshAddress())).statusCode).toBe(200);
    expect((await ask(client, { login: '@nobody_signs_up', signUp: true }, freshAddress())).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realSink.codeFor(email)).toBeUndefined();
    expect(realSink.codeFor('nobody_signs_up')).toBeUndefined();
    const res = await client.post('/api/auth/verify', { login: email, code: '123456' }, { headers: freshAddress() });
    expect(codeOf(res)).toBe('INVALID_CODE');
    expect(await count(db, 'users')).toBeGreaterThan(0);
    expect((await queryRows(db, sql`select 1 from users where email = ${email}`)).length).toBe(0);
  });

  it('is limited like sign-in: live codes per e-mail, then requests per address (decision 0011)', async () => {
    const client = new Client(real);
    await client.get('/api/auth/csrf');
    const email = freshEmail();
    for (let i = 0; i < MAX_LIVE_CODES; i++) expect((await ask(client, { login: email, signUp: true }, freshAddress())).statusCode).toBe(200);
    const refused = await ask(client, { login: email, signUp: true }, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');

    const address = freshAddress();
    for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS.max; i++) {
      expect((await ask(client, { login: freshEmail(), signUp: true }, address)).statusCode).toBe(200);
    }
    const limited = await ask(client, { login: freshEmail(), signUp: true }, address);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as ErrorBody).error?.details?.retryAfter).toBeGreaterThan(0);
  });

  it('refuses a malformed signUp on its field', async () => {
    const client = new Client(real);
    await client.get('/api/auth/csrf');
    const res = await ask(client, { login: freshEmail(), signUp: 'yes' }, freshAddress());
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).error?.details?.issues?.[0]?.path).toBe('signUp');
  });
});

describe('creating a community', () => {
  it('makes the creator its administrator, with the defaults, and the session follows', async () => {
    const { client, me: before } = await signedUp();
    expect(before.profile.organizationId).toBeNull();
    const res = await create(client, '  Ромашка  ');
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json() as ProfileInfo;
    const id = me.profile.organizationId;
    expect(id).not.toBeNull();
    expect(me.privileged.map((p) => p.role)).toEqual(['A']);
    expect(me.communities).toBe(1);
    const [row] = await queryRows<{ name: string; parent_id: number | null; colors_json: unknown; bonus_name: unknown; shared_key: string }>(
      db,
      sql`select name, parent_id, colors_json, bonus_name, shared_key from organizations where id = ${id}`,
    );
    expect(row).toMatchObject({ name: 'Ромашка', parent_id: null, colors_json: {}, bonus_name: DEFAULT_BONUS_NAME });
    expect(row?.shared_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const log = await queryRows<{ action: string; role: string }>(db, sql`select action, role from role_changes where organization_id = ${id}`);
    expect(log).toEqual([{ action: 'grant', role: 'A' }]);
    // The same session now works in the community, as its admin.
    expect(((await client.get('/api/profile/me')).json() as ProfileInfo).profile.organizationId).toBe(id);
    expect((await client.get('/api/organization/settings')).statusCode).toBe(200);
    expect((await client.get('/api/invite-links')).statusCode).toBe(200);
    expect(codeOf(await client.get('/api/periods/current'))).toBe('NO_ACTIVE_PERIOD');
  });

  it('refuses a name a root community has (any case) on its field, and a malformed one, writing nothing', async () => {
    const { client } = await signedUp();
    const before = await count(db, 'organizations');
    const taken = await create(client, 'ACME');
    expect(taken.statusCode).toBe(409);
    expect((taken.json() as ErrorBody).error).toMatchObject({ code: 'ORGANIZATION_NAME_TAKEN', details: { field: 'name' } });
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const bad = await create(client, name);
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as ErrorBody).error?.details?.issues?.[0]?.path).toBe('name');
    }
    expect(await count(db, 'organizations')).toBe(before);
    expect(((await client.get('/api/profile/me')).json() as ProfileInfo).profile.organizationId).toBeNull();
  });

  it('refuses a person who already is in a community, and makes one community of two parallel submits', async () => {
    const member = await as(org, 1);
    expect(codeOf(await create(member, 'Вторая жизнь'))).toBe('ALREADY_IN_COMMUNITY');
    const { client } = await signedUp();
    const before = await count(db, 'organizations');
    const results = await Promise.all([create(client, 'Двойной клик'), create(client, 'Двойной клик 2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.map(codeOf).filter(Boolean)).toEqual(['ALREADY_IN_COMMUNITY']);
    expect(await count(db, 'organizations')).toBe(before + 1);
  });

  it('lets one of two people racing for one name have it', async () => {
    const [a, b] = await Promise.all([signedUp(), signedUp()]);
    const results = await Promise.all([create(a.client, 'Гонка'), create(b.client, 'гонка')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await queryRows(db, sql`select 1 from organizations where lower(name) = 'гонка'`)).length).toBe(1);
  });

  it('limits attempts per person and per client address', async () => {
    const { client } = await signedUp();
    for (let i = 0; i < CREATIONS_PER_USER.max; i++) expect(codeOf(await create(client, 'Acme'))).toBe('ORGANIZATION_NAME_TAKEN');
    const refused = await create(client, 'Свободное имя');
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as ErrorBody).error?.details?.retryAfter).toBeGreaterThan(0);

    const address = freshAddress();
    for (let i = 0; i < CREATIONS_PER_ADDRESS.max; i++) {
      const { client: someone } = await signedUp();
      expect(codeOf(await create(someone, 'acme', address))).toBe('ORGANIZATION_NAME_TAKEN');
    }
    const { client: next } = await signedUp();
    expect((await create(next, 'Из того же офиса', address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await create(next, 'Из того же офиса')).statusCode).toBe(200);
  });

  it('the creator starts the first period today: it is active at once and credits their balances', async () => {
    const { client } = await signedUp();
    const me = (await create(client, 'Первый период')).json() as ProfileInfo;
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await client.post('/api/periods', { startDate: today, endDate: end, accrualAmount: 100, startingCreatorBalance: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', accrualAmount: 100, startingCreatorBalance: 50 });
    expect(await balanceOf(db, me.id, 'distribution')).toBe(150);
    const past = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(codeOf(await client.post('/api/periods', { startDate: past, endDate: end, accrualAmount: 1 }))).toBe('PERIOD_START_IN_PAST');
  });
});

describe('joining by an invite link while signed in', () => {
  it('joins the link’s community with its accrual and counts one use; again changes nothing', async () => {
    const invite = await link({ maxUses: 5 });
    const { client, me } = await signedUp();
    const res = await join(client, invite.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProfileInfo).profile.organizationId).toBe(org.id);
    expect((res.json() as ProfileInfo).privileged).toEqual([]);
    expect(await balanceOf(db, me.id, 'distribution')).toBe(ACCRUAL);
    const again = await join(client, invite.token);
    expect(again.statusCode).toBe(200);
    const [row] = await queryRows<{ uses: number }>(db, sql`select uses from invite_links where id = ${invite.id}`);
    expect(Number(row?.uses)).toBe(1);
    // Now in a community: creating one is refused.
    expect(codeOf(await create(client, 'Своё сообщество'))).toBe('ALREADY_IN_COMMUNITY');
  });

  it('refuses a used-up, revoked or unknown link and a malformed token, writing nothing', async () => {
    const once = await link({ maxUses: 1 });
    const first = await signedUp();
    expect((await join(first.client, once.token)).statusCode).toBe(200);
    const late = await signedUp();
    const memberships = await count(db, 'memberships');
    const usedUp = await join(late.client, once.token);
    expect(usedUp.statusCode).toBe(410);
    expect(codeOf(usedUp)).toBe('INVITE_USED_UP');
    const revoked = await link();
    await (await as(org, 0)).post(`/api/invite-links/revoke?id=${revoked.id}`, {});
    expect(codeOf(await join(late.client, revoked.token))).toBe('INVITE_REVOKED');
    expect(codeOf(await join(late.client, 'A'.repeat(43)))).toBe('INVITE_NOT_FOUND');
    const malformed = await join(late.client, 'short');
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as ErrorBody).error?.details?.issues?.[0]?.path).toBe('token');
    expect(await count(db, 'memberships')).toBe(memberships);
    expect(((await late.client.get('/api/profile/me')).json() as ProfileInfo).profile.organizationId).toBeNull();
  });

  it('admits exactly one of several people racing for the last use', async () => {
    const last = await link({ maxUses: 1 });
    const racers = await Promise.all(Array.from({ length: 6 }, () => signedUp()));
    const results = await Promise.all(racers.map((r) => join(r.client, last.token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'INVITE_USED_UP')).toHaveLength(racers.length - 1);
    const [row] = await queryRows<{ uses: number }>(db, sql`select uses from invite_links where id = ${last.id}`);
    expect(Number(row?.uses)).toBe(1);
  });

  it('refuses someone fired from that community', async () => {
    const invite = await link();
    const { client, me } = await signedUp();
    expect((await join(client, invite.token)).statusCode).toBe(200);
    await db.execute(sql`update memberships set fired_on = current_date - 1 where user_id = ${me.id} and organization_id = ${org.id}`);
    // Fired in the current community ends the session there (decision 0020); with none current it lives on.
    await db.execute(sql`update users set current_organization_id = null where id = ${me.id}`);
    expect(codeOf(await join(client, invite.token))).toBe('MEMBERSHIP_SUSPENDED');
  });
});
