/**
 * Chains of challenges and the public challenge page through the API (docs/decisions/0043; SPEC §1,
 * §2, §7, §8; DOMAIN §1.8, §1.12): building a chain (empty, gaps, challenges that cannot go in,
 * nothing written by a refusal), locking by steps (a report not rejected finishes a challenge; a
 * rejection locks the later steps again; a locked challenge refuses reports), the chain's progress
 * and participants (anonymous challenges left out), editing and deleting by the author or an
 * admin, another community; and the public page: every field of its response, a wrong uuid, and
 * covers readable without signing in only through the share.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ChainDetail, ChainParticipantsPage, ChainsPage, ChallengeReport, ChallengesPage, PublicChallenge } from '@gratia/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { balanceOf, Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, TEST_CODE, type TestOrg } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** Member 0 is the admin, 1 the chain's author, 2–5 participants. */
const ADMIN = 0;
const AUTHOR = 1;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Chains', members: 7, accrual: 200 });
  other = await createOrg(db, { name: 'Elsewhere', members: 2, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string; details?: Record<string, unknown> } }>().error.code;
const details = (res: { json: <T>() => T }) => res.json<{ error: { details: Record<string, unknown> } }>().error.details;

async function challengeOf(o: TestOrg, i: number, body: Record<string, unknown> = {}): Promise<Challenge> {
  const res = await (await as(o, i)).post(
    '/api/challenges',
    { name: 'Шаг цепочки', description: 'Задание', fund: 10, places: 2, sponsor: 'distribution', endAt: inADay(), ...body },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}

function chainBody(steps: { challengeId: number; step: number; sort?: number }[], extra: Record<string, unknown> = {}) {
  return {
    name: 'Адаптация новичка',
    description: 'Три шага первой недели',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: inADay(),
    steps: steps.map((s, i) => ({ sort: i, ...s })),
    ...extra,
  };
}

async function makeChain(o: TestOrg, i: number, steps: { challengeId: number; step: number }[]): Promise<ChainDetail> {
  const res = await (await as(o, i)).post('/api/challenges/chains', chainBody(steps));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChainDetail>();
}

async function report(o: TestOrg, i: number, challengeId: number) {
  return (await as(o, i)).post('/api/challenges/reports', { challengeId, text: 'Готово' });
}

async function one(o: TestOrg, i: number, id: number): Promise<Challenge> {
  const res = await (await as(o, i)).get(`/api/challenges/one?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}

describe('building a chain', () => {
  it('refuses an empty chain, a gap in the steps, a challenge listed twice and bad dates, with nothing written', async () => {
    const a = await challengeOf(org, AUTHOR);
    const b = await challengeOf(org, AUTHOR);
    const chains = await count(db, 'challenge_chains');
    const author = await as(org, AUTHOR);
    const empty = await author.post('/api/challenges/chains', chainBody([]));
    expect(empty.statusCode).toBe(422);
    expect(code(empty)).toBe('CHAIN_EMPTY');
    const gap = await author.post('/api/challenges/chains', chainBody([{ challengeId: a.id, step: 1 }, { challengeId: b.id, step: 3 }]));
    expect(gap.statusCode).toBe(422);
    expect(code(gap)).toBe('CHAIN_STEPS_GAP');
    expect(details(gap)).toMatchObject({ step: 2 });
    const noFirst = await author.post('/api/challenges/chains', chainBody([{ challengeId: a.id, step: 2 }]));
    expect(details(noFirst)).toMatchObject({ step: 1 });
    const twice = await author.post('/api/challenges/chains', chainBody([{ challengeId: a.id, step: 1 }, { challengeId: a.id, step: 2 }]));
    expect(code(twice)).toBe('CHAIN_CHALLENGE_UNAVAILABLE');
    const dates = await author.post('/api/challenges/chains', chainBody([{ challengeId: a.id, step: 1 }], { endAt: new Date(Date.now() - 120_000).toISOString() }));
    expect(code(dates)).toBe('CHALLENGE_DATES_INVALID');
    const invalid = await author.post('/api/challenges/chains', chainBody([{ challengeId: a.id, step: 0 }], { name: ' ' }));
    expect(invalid.statusCode).toBe(400);
    expect(await count(db, 'challenge_chains')).toBe(chains);
    expect((await one(org, AUTHOR, a.id)).chain).toBeNull();
  });

  it("refuses someone else's, another community's, completed and already chained challenges for a member; an admin may chain anyone's", async () => {
    const mine = await challengeOf(org, AUTHOR);
    const theirs = await challengeOf(org, 2);
    const foreign = await challengeOf(other, 0);
    const completed = await challengeOf(org, AUTHOR);
    expect((await (await as(org, AUTHOR)).post('/api/challenges/close', { id: completed.id })).statusCode).toBe(200);
    const author = await as(org, AUTHOR);
    for (const [challenge, expected] of [
      [theirs, theirs.id],
      [foreign, foreign.id],
      [completed, completed.id],
    ] as const) {
      const res = await author.post('/api/challenges/chains', chainBody([{ challengeId: mine.id, step: 1 }, { challengeId: challenge.id, step: 2 }]));
      expect(res.statusCode, res.body).toBe(422);
      expect(code(res)).toBe('CHAIN_CHALLENGE_UNAVAILABLE');
      expect(details(res)).toMatchObject({ challengeId: expected });
    }
    expect((await one(org, AUTHOR, mine.id)).chain).toBeNull();
    const admin = await makeChain(org, ADMIN, [{ challengeId: mine.id, step: 1 }, { challengeId: theirs.id, step: 2 }]);
    expect(admin.steps.map((s) => [s.step, s.challenges.map((c) => c.id)])).toEqual([
      [1, [mine.id]],
      [2, [theirs.id]],
    ]);
    const again = await author.post('/api/challenges/chains', chainBody([{ challengeId: mine.id, step: 1 }]));
    expect(code(again)).toBe('CHAIN_CHALLENGE_UNAVAILABLE');
    // The candidates a member may chain: their own, in no chain, not completed.
    const candidates = (await author.get('/api/challenges/chains/candidates?limit=50')).json<ChallengesPage>();
    const ids = candidates.items.map((c) => c.id);
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(completed.id);
    expect(candidates.items.every((c) => c.organizer.id === memberOf(org, AUTHOR).id && c.chain === null && c.status !== 'completed')).toBe(true);
    const editing = (await (await as(org, ADMIN)).get(`/api/challenges/chains/candidates?chainId=${admin.id}&limit=50`)).json<ChallengesPage>();
    expect(editing.items.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });
});

describe('a chain with new challenges (from a chain template)', () => {
  const item = (step: number, fund: number, extra: Record<string, unknown> = {}) => ({
    name: `Шаг ${step}`,
    description: 'Задание шага',
    fund,
    places: 1,
    sponsor: 'distribution',
    endAt: inADay(),
    step,
    sort: 0,
    ...extra,
  });

  it('pays every fund and makes the chain in one go, returns the same chain on a retry, and writes nothing when one item is refused', async () => {
    const client = await as(org, 6);
    const before = await balanceOf(db, memberOf(org, 6).id, 'distribution');
    const challenges = await count(db, 'challenges');
    const chains = await count(db, 'challenge_chains');
    const poor = await client.post('/api/challenges/chains/new-challenges', chainBody([], { steps: undefined, challenges: [item(1, 5), item(2, before)] }), { headers: { 'idempotency-key': randomUUID() } });
    expect(poor.statusCode, poor.body).toBe(422);
    expect(code(poor)).toBe('INSUFFICIENT_FUNDS');
    expect(details(poor)).toMatchObject({ index: 1 });
    const gap = await client.post('/api/challenges/chains/new-challenges', chainBody([], { steps: undefined, challenges: [item(2, 5)] }), { headers: { 'idempotency-key': randomUUID() } });
    expect(code(gap)).toBe('CHAIN_STEPS_GAP');
    const empty = await client.post('/api/challenges/chains/new-challenges', chainBody([], { steps: undefined, challenges: [] }), { headers: { 'idempotency-key': randomUUID() } });
    expect(code(empty)).toBe('CHAIN_EMPTY');
    expect(await count(db, 'challenges')).toBe(challenges);
    expect(await count(db, 'challenge_chains')).toBe(chains);
    expect(await balanceOf(db, memberOf(org, 6).id, 'distribution')).toBe(before);

    const key = randomUUID();
    const body = chainBody([], { steps: undefined, challenges: [item(1, 5), item(1, 6, { sort: 1, winnerRule: 'voting' }), item(2, 7)] });
    const made = await client.post('/api/challenges/chains/new-challenges', body, { headers: { 'idempotency-key': key } });
    expect(made.statusCode, made.body).toBe(200);
    const chain = made.json<ChainDetail>();
    expect(chain.steps.map((s) => s.challenges.map((c) => [c.name, c.fund, c.winnerRule]))).toEqual([
      [
        ['Шаг 1', 5, 'organizer'],
        ['Шаг 1', 6, 'voting'],
      ],
      [['Шаг 2', 7, 'organizer']],
    ]);
    expect(await balanceOf(db, memberOf(org, 6).id, 'distribution')).toBe(before - 18);
    const retry = await client.post('/api/challenges/chains/new-challenges', body, { headers: { 'idempotency-key': key } });
    expect(retry.json<ChainDetail>().id).toBe(chain.id);
    expect(await count(db, 'challenges')).toBe(challenges + 3);
    expect(await count(db, 'challenge_chains')).toBe(chains + 1);
    expect(await balanceOf(db, memberOf(org, 6).id, 'distribution')).toBe(before - 18);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});

describe('locking by steps', () => {
  it('opens step 2 once step 1 is finished by a report not rejected, and a rejection locks it again', async () => {
    const s1a = await challengeOf(org, AUTHOR, { name: 'Знакомство', settings: { multipleReports: true } });
    const s1b = await challengeOf(org, AUTHOR, { name: 'Экскурсия по офису' });
    const s2 = await challengeOf(org, AUTHOR, { name: 'Первый проект' });
    const chain = await makeChain(org, AUTHOR, [
      { challengeId: s1a.id, step: 1 },
      { challengeId: s1b.id, step: 1 },
      { challengeId: s2.id, step: 2 },
    ]);
    expect(chain).toMatchObject({ stepsCount: 2, challengesTotal: 3, challengesFinished: 0, participantsCount: 0, state: 'active', me: { edit: 'full', canDelete: true } });

    const locked = await one(org, 3, s2.id);
    expect(locked).toMatchObject({ available: false, chain: { id: chain.id, step: 2, steps: 2 }, me: { canReport: false } });
    expect(locked.dependencies).toEqual([
      { id: s1a.id, name: 'Знакомство', step: 1 },
      { id: s1b.id, name: 'Экскурсия по офису', step: 1 },
    ]);
    const refused = await report(org, 3, s2.id);
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('CHALLENGE_NOT_AVAILABLE');
    expect((await one(org, 3, s2.id)).participantsCount).toBe(0);

    // Step 1 has two challenges: one report leaves the other as the blocker.
    expect((await report(org, 3, s1a.id)).statusCode).toBe(200);
    expect((await one(org, 3, s2.id)).dependencies.map((d) => d.id)).toEqual([s1b.id]);
    const first = await report(org, 3, s1b.id);
    expect(first.statusCode).toBe(200);
    const open = await one(org, 3, s2.id);
    expect(open).toMatchObject({ available: true, dependencies: [], me: { canReport: true } });
    // Another member is still locked: availability is per member.
    expect((await one(org, 4, s2.id)).available).toBe(false);

    // A rejection of the step-1 report locks step 2 again.
    const rejected = await (await as(org, AUTHOR)).post('/api/challenges/reports/decide', { reportId: first.json<ChallengeReport>().id, decision: 'reject', reason: 'Нет фото' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await one(org, 3, s2.id)).dependencies.map((d) => d.id)).toEqual([s1b.id]);
    expect(code(await report(org, 3, s2.id))).toBe('CHALLENGE_NOT_AVAILABLE');
    // An accepted one counts as finished too.
    const again = await report(org, 5, s1a.id);
    const second = await report(org, 5, s1b.id);
    expect((await (await as(org, AUTHOR)).post('/api/challenges/reports/decide', { reportId: second.json<ChallengeReport>().id, decision: 'accept' })).statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect((await one(org, 5, s2.id)).available).toBe(true);
    expect((await report(org, 5, s2.id)).statusCode).toBe(200);

    const progress = (await (await as(org, 5)).get(`/api/challenges/chains/one?id=${chain.id}`)).json<ChainDetail>();
    expect(progress).toMatchObject({ challengesFinished: 3, challengesTotal: 3, participantsCount: 2, me: { edit: null, canDelete: false } });
    expect((await (await as(org, 3)).get(`/api/challenges/chains/one?id=${chain.id}`)).json<ChainDetail>().challengesFinished).toBe(1);
    const people = (await (await as(org, 4)).get(`/api/challenges/chains/participants?id=${chain.id}`)).json<ChainParticipantsPage>();
    expect(people.items.map((p) => [p.user.id, p.challengesFinished])).toEqual([
      [memberOf(org, 3).id, 1],
      [memberOf(org, 5).id, 3],
    ]);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('counts a referral step finished once the member brought in its minimum of newcomers who are still members', async () => {
    const refer = await challengeOf(org, AUTHOR, { name: 'Приведи коллегу', winnerRule: 'referrals', referralMinimum: 2 });
    const next = await challengeOf(org, AUTHOR, { name: 'После приглашений' });
    const chain = await makeChain(org, AUTHOR, [
      { challengeId: refer.id, step: 1 },
      { challengeId: next.id, step: 2 },
    ]);
    const link = await (await as(org, 4)).post('/api/challenges/referrals/invite', { challengeId: refer.id });
    expect(link.statusCode, link.body).toBe(200);
    // Taking part alone finishes nothing: a referral challenge takes no reports.
    expect((await one(org, 4, next.id)).dependencies.map((d) => d.id)).toEqual([refer.id]);
    const token = link.json<{ token: string }>().token;
    const signUp = async (n: number) => {
      const client = new Client(app);
      await client.get('/api/auth/csrf');
      const email = `chain-newcomer${n}-${Date.now().toString(36)}@referred.test`;
      const res = await client.post('/api/auth/verify', { login: email, code: TEST_CODE, inviteToken: token }, { headers: { 'x-forwarded-for': `10.8.0.${n}` } });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await queryRows<{ id: number }>(db, sql`select id from users where lower(email) = ${email}`);
      return Number(row!.id);
    };
    await signUp(1);
    expect((await one(org, 4, next.id)).available).toBe(false);
    const second = await signUp(2);
    expect((await one(org, 4, next.id))).toMatchObject({ available: true, dependencies: [] });
    expect((await (await as(org, 4)).get(`/api/challenges/chains/one?id=${chain.id}`)).json<ChainDetail>().challengesFinished).toBe(1);
    expect((await report(org, 4, next.id)).statusCode).toBe(200);
    // A blocked newcomer stops counting: the step is unfinished again and step 2 takes no more reports.
    expect((await (await as(org, ADMIN)).post(`/api/admin/employees/block?id=${second}`, { blocked: true })).statusCode).toBe(200);
    expect((await one(org, 4, next.id)).dependencies.map((d) => d.id)).toEqual([refer.id]);
    expect((await (await as(org, 4)).get(`/api/challenges/chains/one?id=${chain.id}`)).json<ChainDetail>().challengesFinished).toBe(1);
  });

  it('leaves the participants of anonymous challenges out of the chain, and pages the participants', async () => {
    const named = await challengeOf(org, AUTHOR);
    const anonymous = await challengeOf(org, AUTHOR, { settings: { anonymous: true } });
    const chain = await makeChain(org, AUTHOR, [
      { challengeId: named.id, step: 1 },
      { challengeId: anonymous.id, step: 1 },
    ]);
    expect((await report(org, 2, anonymous.id)).statusCode).toBe(200);
    for (const i of [3, 4, 5]) expect((await report(org, i, named.id)).statusCode).toBe(200);
    const viewer = await as(org, 6);
    const page1 = (await viewer.get(`/api/challenges/chains/participants?id=${chain.id}&limit=2`)).json<ChainParticipantsPage>();
    expect(page1.items.map((p) => p.user.id)).toEqual([memberOf(org, 3).id, memberOf(org, 4).id]);
    const page2 = (await viewer.get(`/api/challenges/chains/participants?id=${chain.id}&limit=2&cursor=${page1.nextCursor}`)).json<ChainParticipantsPage>();
    expect(page2).toMatchObject({ nextCursor: null });
    expect(page2.items.map((p) => p.user.id)).toEqual([memberOf(org, 5).id]);
    expect((await viewer.get(`/api/challenges/chains/one?id=${chain.id}`)).json<ChainDetail>().participantsCount).toBe(3);
  });
});

describe('editing and deleting', () => {
  it('lets the author rearrange the steps until someone takes part, then only the rest; others may not; another community sees nothing', async () => {
    const a = await challengeOf(org, AUTHOR);
    const b = await challengeOf(org, AUTHOR);
    const c = await challengeOf(org, AUTHOR);
    const chain = await makeChain(org, AUTHOR, [{ challengeId: a.id, step: 1 }, { challengeId: b.id, step: 2 }]);
    const author = await as(org, AUTHOR);
    const rearranged = await author.send('PATCH', '/api/challenges/chains', { id: chain.id, steps: [{ challengeId: c.id, step: 1, sort: 0 }, { challengeId: a.id, step: 2, sort: 0 }] });
    expect(rearranged.statusCode, rearranged.body).toBe(200);
    expect(rearranged.json<ChainDetail>().steps.map((s) => s.challenges.map((x) => x.id))).toEqual([[c.id], [a.id]]);
    expect((await one(org, AUTHOR, b.id)).chain).toBeNull();

    const member = await as(org, 2);
    const forbidden = await member.send('PATCH', '/api/challenges/chains', { id: chain.id, name: 'Моя цепочка' });
    expect(forbidden.statusCode).toBe(403);
    expect((await member.send('DELETE', `/api/challenges/chains?id=${chain.id}`)).statusCode).toBe(403);
    const foreign = await (await as(other, 0)).get(`/api/challenges/chains/one?id=${chain.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(code(foreign)).toBe('CHAIN_NOT_FOUND');
    expect((await (await as(other, 0)).send('DELETE', `/api/challenges/chains?id=${chain.id}`)).statusCode).toBe(404);

    expect((await report(org, 2, c.id)).statusCode).toBe(200);
    const locked = await author.send('PATCH', '/api/challenges/chains', { id: chain.id, steps: [{ challengeId: c.id, step: 1, sort: 0 }] });
    expect(locked.statusCode).toBe(409);
    expect(code(locked)).toBe('CHAIN_FIELDS_LOCKED');
    const basic = await author.send('PATCH', '/api/challenges/chains', { id: chain.id, name: 'Адаптация 2.0', description: 'Новое описание' });
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json<ChainDetail>()).toMatchObject({ name: 'Адаптация 2.0', me: { edit: 'basic', canDelete: false } });
    const admin = await (await as(org, ADMIN)).send('PATCH', '/api/challenges/chains', { id: chain.id, description: 'Админ поправил' });
    expect(admin.statusCode).toBe(200);
    const busy = await author.send('DELETE', `/api/challenges/chains?id=${chain.id}`);
    expect(busy.statusCode).toBe(409);
    expect(code(busy)).toBe('CHAIN_HAS_PARTICIPANTS');
  });

  it('deletes a chain nobody took part in and frees its challenges', async () => {
    const a = await challengeOf(org, AUTHOR);
    const chain = await makeChain(org, AUTHOR, [{ challengeId: a.id, step: 1 }]);
    expect((await (await as(org, ADMIN)).send('DELETE', `/api/challenges/chains?id=${chain.id}`)).statusCode).toBe(200);
    expect((await (await as(org, AUTHOR)).get(`/api/challenges/chains/one?id=${chain.id}`)).statusCode).toBe(404);
    expect((await one(org, AUTHOR, a.id)).chain).toBeNull();
    const list = (await (await as(org, AUTHOR)).get('/api/challenges/chains?limit=50')).json<ChainsPage>();
    expect(list.items.map((c) => c.id)).not.toContain(chain.id);
  });

  it("lists the community's chains newest first in pages, and the caller's own with 'my'", async () => {
    const mine = await makeChain(org, 4, [{ challengeId: (await challengeOf(org, 4)).id, step: 1 }]);
    const client = await as(org, 4);
    const all = (await client.get('/api/challenges/chains?limit=2')).json<ChainsPage>();
    expect(all.items[0]?.id).toBe(mine.id);
    expect(all.nextCursor).not.toBeNull();
    const rest = (await client.get(`/api/challenges/chains?limit=50&cursor=${all.nextCursor}`)).json<ChainsPage>();
    expect(rest.items.every((c) => c.id < all.items[1]!.id)).toBe(true);
    const my = (await client.get('/api/challenges/chains?filter=my&limit=50')).json<ChainsPage>();
    expect(my.items.map((c) => c.id)).toContain(mine.id);
    expect((await (await as(other, 0)).get('/api/challenges/chains?limit=50')).json<ChainsPage>().items).toEqual([]);
  });
});

/** Uploads a small PNG as member `i`'s photo and returns its id. */
async function uploadPhoto(o: TestOrg, i: number): Promise<string> {
  const c = await as(o, i);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
  const body = multipartBody([{ filename: 'cover.png', data: png }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': body.contentType, [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '' },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

describe('the public page', () => {
  it('answers exactly the public fields to anyone with the uuid, and 404 for a wrong or missing one', async () => {
    const cover = await uploadPhoto(org, AUTHOR);
    const c = await challengeOf(org, AUTHOR, { name: 'Открытый челлендж', coverIds: [cover], places: 2 });
    const winner = await report(org, 2, c.id);
    expect((await (await as(org, AUTHOR)).post('/api/challenges/reports/decide', { reportId: winner.json<ChallengeReport>().id, decision: 'accept' })).statusCode).toBe(200);
    expect((await report(org, 3, c.id)).statusCode).toBe(200);

    const anonymous = new Client(app);
    const res = await anonymous.get(`/api/challenges/public?id=${c.id}&uuid=${c.shareUuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<PublicChallenge>();
    expect(Object.keys(page).sort()).toEqual(
      ['community', 'covers', 'description', 'endAt', 'fund', 'id', 'name', 'participantsCount', 'places', 'prize', 'startAt', 'status', 'thumbnail', 'winnerRule', 'winners', 'winnersCount'].sort(),
    );
    expect(Object.keys(page.community).sort()).toEqual(['bonusName', 'logo', 'name']);
    // Nested objects too: an image is its share URLs and size, a winner a name and a prize — nothing more.
    const imageKeys = Object.keys(page.covers[0]!).sort();
    expect(page.covers).toHaveLength(1);
    expect(imageKeys.every((k) => ['id', 'url', 'thumbUrl', 'width', 'height'].includes(k))).toBe(true);
    expect(imageKeys).toEqual(expect.arrayContaining(['url', 'thumbUrl']));
    if (page.thumbnail) expect(Object.keys(page.thumbnail).sort()).toEqual(imageKeys);
    if (page.community.logo) expect(Object.keys(page.community.logo).every((k) => ['id', 'url', 'thumbUrl', 'width', 'height'].includes(k))).toBe(true);
    expect(page.winners.every((w) => Object.keys(w).sort().join() === 'name,prize')).toBe(true);
    expect(page).toMatchObject({ id: c.id, name: 'Открытый челлендж', fund: 10, places: 2, prize: 5, winnersCount: 1, participantsCount: 2, status: 'active', community: { name: 'Chains' } });
    // Participants are hidden on this challenge: the winner is a prize without a name.
    expect(page.winners).toEqual([{ name: null, prize: 5 }]);
    expect(JSON.stringify(page)).not.toContain(memberOf(org, 2).email);
    expect(JSON.stringify(page)).not.toContain('Имя2');
    expect(JSON.stringify(page)).not.toContain('Готово');

    for (const url of [`/api/challenges/public?id=${c.id}&uuid=${randomUUID()}`, `/api/challenges/public?id=${c.id + 1000}&uuid=${c.shareUuid}`]) {
      const wrong = await anonymous.get(url);
      expect(wrong.statusCode).toBe(404);
      expect(code(wrong)).toBe('CHALLENGE_NOT_FOUND');
    }
    expect((await anonymous.get(`/api/challenges/public?id=${c.id}`)).statusCode).toBe(400);

    // The cover: readable through the share, not without it, not with another uuid.
    const [shared] = page.covers;
    expect(shared?.url).toContain(`challenge=${c.id}`);
    expect((await anonymous.get(shared!.url)).statusCode).toBe(200);
    expect((await anonymous.get(shared!.thumbUrl)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/images/${cover}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/images/${cover}?challenge=${c.id}&uuid=${randomUUID()}`)).statusCode).toBe(404);
    // An image of the community that is not this challenge's cover stays private.
    const otherPhoto = await uploadPhoto(org, AUTHOR);
    expect((await anonymous.get(`/api/images/${otherPhoto}?challenge=${c.id}&uuid=${c.shareUuid}`)).statusCode).toBe(404);
  });

  it('names the winners when the challenge shows its participants, by nickname when anonymous, and hides a deleted challenge', async () => {
    const shown = await challengeOf(org, AUTHOR, { settings: { showParticipants: true } });
    const nick = await challengeOf(org, AUTHOR, { settings: { showParticipants: true, anonymous: true } });
    for (const c of [shown, nick]) {
      const r = await (await as(org, 2)).post('/api/challenges/reports', { challengeId: c.id, text: 'Отчёт', nickname: 'Тигр' });
      expect((await (await as(org, AUTHOR)).post('/api/challenges/reports/decide', { reportId: r.json<ChallengeReport>().id, decision: 'accept' })).statusCode).toBe(200);
    }
    const anonymous = new Client(app);
    const named = (await anonymous.get(`/api/challenges/public?id=${shown.id}&uuid=${shown.shareUuid}`)).json<PublicChallenge>();
    expect(named.winners).toEqual([{ name: 'Имя2 Chainsов2', prize: 5 }]);
    const hidden = (await anonymous.get(`/api/challenges/public?id=${nick.id}&uuid=${nick.shareUuid}`)).json<PublicChallenge>();
    expect(hidden.winners).toEqual([{ name: 'Тигр', prize: 5 }]);

    const gone = await challengeOf(org, AUTHOR);
    expect((await (await as(org, AUTHOR)).send('DELETE', `/api/challenges?id=${gone.id}`)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/challenges/public?id=${gone.id}&uuid=${gone.shareUuid}`)).statusCode).toBe(404);
  });
});
