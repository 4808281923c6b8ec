/**
 * Referral challenges through the API (docs/decisions/0045; SPEC §1 'referral', §7 'referrals: invite,
 * apply, register, participants special, organized_by, stats xlsx, winners xlsx'): a participant's
 * personal link, newcomers counted through the invite sign-in ("register") and the join of a signed-in
 * account ("apply"), the fraud rules (one person once, nobody for themself, a member already there
 * never, a fired or blocked invitee not counted, nothing after the end), the places paid to the best
 * referrers at the end with the ledger balanced, who sees the standings, and the two exports.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ChallengeReportsPage, ChallengesPage, MyReferral, ReferralLink, ReferralParticipantsPage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, TEST_CODE, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** Member 0 is the admin, 1 the organizer, 2–5 referrers. */
const ORGANIZER = 1;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Refer', members: 7, accrual: 200 });
  other = await createOrg(db, { name: 'Elsewhere', members: 3, accrual: 50 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;
let addresses = 0;
const freshAddress = () => {
  addresses++;
  return { 'x-forwarded-for': `10.9.${addresses >> 8}.${addresses & 255}` };
};
let emails = 0;
const freshEmail = () => `friend${++emails}-${Date.now().toString(36)}@referred.test`;

async function referralChallenge(body: Record<string, unknown> = {}): Promise<Challenge> {
  const res = await (await as(org, ORGANIZER)).post(
    '/api/challenges',
    { name: 'Приведи друга', description: 'Пригласите коллег в сообщество', fund: 30, places: 2, sponsor: 'distribution', winnerRule: 'referrals', endAt: new Date(Date.now() + 86_400_000).toISOString(), ...body },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}

async function linkFor(i: number, challengeId: number): Promise<ReferralLink> {
  const res = await (await as(org, i)).post('/api/challenges/referrals/invite', { challengeId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReferralLink>();
}

/** A new person signs up through `token` (the invite sign-in: "register"); returns their user id. */
async function register(token: string, email = freshEmail()): Promise<number> {
  const client = new Client(app);
  await client.get('/api/auth/csrf');
  const res = await client.post('/api/auth/verify', { login: email, code: TEST_CODE, inviteToken: token }, { headers: freshAddress() });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where lower(email) = ${email.toLowerCase()}`);
  return Number(row!.id);
}

async function mine(i: number, challengeId: number): Promise<MyReferral> {
  return (await (await as(org, i)).get(`/api/challenges/referrals/mine?id=${challengeId}`)).json<MyReferral>();
}

describe('taking part', () => {
  it('gives a participant one personal link (the same on a repeat), refuses the organizer and reports, and keeps the links off the admins’ panel', async () => {
    const c = await referralChallenge();
    expect(c).toMatchObject({ winnerRule: 'referrals', referralMinimum: 1, me: { canReport: false, canRefer: false, canDecide: false } });
    expect((await (await as(org, 2)).get(`/api/challenges/one?id=${c.id}`)).json<Challenge>().me).toMatchObject({ canRefer: true, canReport: false });
    expect((await mine(2, c.id)).link).toBeNull();
    const link = await linkFor(2, c.id);
    expect(link).toMatchObject({ challengeId: c.id, counted: 0, joined: 0, expiresAt: c.endAt });
    expect(link.path).toBe(`/community/invite?invite=${encodeURIComponent(link.token)}`);
    expect((await linkFor(2, c.id)).token).toBe(link.token);
    expect((await mine(2, c.id)).link?.token).toBe(link.token);
    expect((await (await as(org, 2)).get(`/api/challenges/one?id=${c.id}`)).json<Challenge>().participantsCount).toBe(1);

    const organizer = await (await as(org, ORGANIZER)).post('/api/challenges/referrals/invite', { challengeId: c.id });
    expect(code(organizer)).toBe('CHALLENGE_ORGANIZER_REPORT');
    const report = await (await as(org, 3)).post('/api/challenges/reports', { challengeId: c.id, text: 'Отчёт' });
    expect(report.statusCode).toBe(409);
    expect(code(report)).toBe('CHALLENGE_REFERRAL_ONLY');
    const foreign = await (await as(other, 0)).post('/api/challenges/referrals/invite', { challengeId: c.id });
    expect(foreign.statusCode).toBe(404);
    // A challenge that is not a referral one has no links.
    const plain = await (await as(org, ORGANIZER)).post(
      '/api/challenges',
      { name: 'Обычный', description: 'Отчёты', fund: 5, places: 1, sponsor: 'distribution', endAt: new Date(Date.now() + 86_400_000).toISOString() },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(plain.json<Challenge>().referralMinimum).toBeNull();
    expect((await (await as(org, 2)).post('/api/challenges/referrals/invite', { challengeId: plain.json<Challenge>().id })).statusCode).toBe(404);

    const panel = (await (await as(org, 0)).get('/api/invite-links')).json<{ items?: { token: string }[] } | { token: string }[]>();
    expect(JSON.stringify(panel)).not.toContain(link.token);
    const revoke = await (await as(org, 0)).post(`/api/invite-links/revoke?id=${await inviteIdOf(link.token)}`, {});
    expect(revoke.statusCode).toBe(404);
  });
});

async function inviteIdOf(token: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from invite_links where token = ${token}`);
  return Number(row!.id);
}

describe('counting', () => {
  it('counts newcomers who register or apply through the link, once each, never members already there, nor fired or blocked ones', async () => {
    const c = await referralChallenge();
    const link = await linkFor(2, c.id);
    const a = await register(link.token);
    const emailB = freshEmail();
    const b = await register(link.token, emailB);
    expect((await mine(2, c.id)).link).toMatchObject({ counted: 2, joined: 2 });
    // The same person again (already a member): nothing new.
    await register(link.token, emailB);
    expect((await mine(2, c.id)).link).toMatchObject({ counted: 2, joined: 2 });
    // A member of the community already — the referrer themself included — signs in with it: not counted.
    const member = new Client(app);
    await member.get('/api/auth/csrf');
    expect((await member.post('/api/auth/verify', { login: memberOf(org, 3).email, code: TEST_CODE, inviteToken: link.token }, { headers: freshAddress() })).statusCode).toBe(200);
    const self = new Client(app);
    await self.get('/api/auth/csrf');
    expect((await self.post('/api/auth/verify', { login: memberOf(org, 2).email, code: TEST_CODE, inviteToken: link.token }, { headers: freshAddress() })).statusCode).toBe(200);
    expect((await mine(2, c.id)).link).toMatchObject({ counted: 2, joined: 2 });
    // "Apply": someone of another community, signed in, joins through the link.
    const applicant = await as(other, 1);
    const joined = await applicant.post('/api/onboarding/join', { token: link.token }, { headers: freshAddress() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await mine(2, c.id)).link).toMatchObject({ counted: 3, joined: 3 });
    // A fired invitee and a blocked one stop counting; they still joined.
    const admin = await as(org, 0);
    expect((await admin.post(`/api/admin/employees/fire?id=${a}`, { firedOn: '2020-01-01' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/employees/block?id=${b}`, { blocked: true })).statusCode).toBe(200);
    expect((await mine(2, c.id)).link).toMatchObject({ counted: 1, joined: 3 });
    const [self2] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from challenge_referrals where referrer_id = invitee_id`);
    expect(Number(self2?.n)).toBe(0);
  });

  it('counts nothing once the challenge has ended, nor through an admin’s community link', async () => {
    const c = await referralChallenge();
    const link = await linkFor(3, c.id);
    expect((await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: c.id })).statusCode).toBe(200);
    await register(link.token);
    const community = await (await as(org, 0)).post('/api/invite-links', {});
    expect(community.statusCode, community.body).toBe(200);
    await register(community.json<{ token: string }>().token);
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from challenge_referrals where challenge_id = ${c.id}`);
    expect(Number(row?.n)).toBe(0);
  });
});

describe('winners, standings and exports', () => {
  it('pays the places to the best referrers at the end (the minimum, ties to who got there first), shows the standings to whom it may, and exports them', async () => {
    const c = await referralChallenge({ places: 2, fund: 60, referralMinimum: 2 });
    expect(c.referralMinimum).toBe(2);
    const [l2, l3, l4, l5] = [await linkFor(2, c.id), await linkFor(3, c.id), await linkFor(4, c.id), await linkFor(5, c.id)];
    // 4 brings three, 3 brings two (first), 2 brings two (later), 5 brings one (below the minimum).
    for (const token of [l4!.token, l4!.token, l4!.token, l3!.token, l3!.token, l2!.token, l2!.token, l5!.token]) await register(token);

    const standings = (await (await as(org, ORGANIZER)).get(`/api/challenges/referrals/participants?id=${c.id}`)).json<ReferralParticipantsPage>();
    expect(standings.items.map((p) => [p.user.id, p.counted, p.rank])).toEqual([
      [memberOf(org, 4).id, 3, 1],
      [memberOf(org, 3).id, 2, 2],
      [memberOf(org, 2).id, 2, 3],
      [memberOf(org, 5).id, 1, null],
    ]);
    const hidden = await (await as(org, 2)).get(`/api/challenges/referrals/participants?id=${c.id}`);
    expect(hidden.statusCode).toBe(403);
    const organized = (await (await as(org, ORGANIZER)).get('/api/challenges/referrals/organized?limit=50')).json<ChallengesPage>();
    expect(organized.items.map((x) => x.id)).toContain(c.id);
    expect(organized.items.every((x) => x.winnerRule === 'referrals')).toBe(true);

    const income4 = await balanceOf(db, memberOf(org, 4).id, 'income');
    const income3 = await balanceOf(db, memberOf(org, 3).id, 'income');
    const income2 = await balanceOf(db, memberOf(org, 2).id, 'income');
    const close = await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: c.id });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json<Challenge>()).toMatchObject({ status: 'completed', winnersCount: 2 });
    expect(await balanceOf(db, memberOf(org, 4).id, 'income')).toBe(income4 + 30);
    expect(await balanceOf(db, memberOf(org, 3).id, 'income')).toBe(income3 + 30);
    expect(await balanceOf(db, memberOf(org, 2).id, 'income')).toBe(income2);
    const winners = (await (await as(org, 6)).get(`/api/challenges/winners?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(winners.items.map((r) => [r.author?.id, r.referrals, r.prize, r.state])).toEqual([
      [memberOf(org, 4).id, 3, 30, 'accepted'],
      [memberOf(org, 3).id, 2, 30, 'accepted'],
    ]);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);

    // The exports: the organizer and admins; a member is refused.
    const stats = await (await as(org, ORGANIZER)).get(`/api/challenges/referrals/stats.xlsx?id=${c.id}&lang=en`);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(stats.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Place', 'Participant', 'Counted', 'Joined', 'Not counted (fired or blocked)', 'Last referral']);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(3).value).toBe(3);
    const won = await (await as(org, 0)).get(`/api/challenges/referrals/winners.xlsx?id=${c.id}`);
    expect(won.statusCode).toBe(200);
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(won.rawPayload as unknown as ArrayBuffer);
    expect(book2.worksheets[0]!.getRow(1).getCell(1).value).toBe('Место');
    expect(book2.worksheets[0]!.rowCount).toBe(3);
    expect((await (await as(org, 2)).get(`/api/challenges/referrals/stats.xlsx?id=${c.id}`)).statusCode).toBe(403);
    expect((await new Client(app).get(`/api/challenges/referrals/winners.xlsx?id=${c.id}`)).statusCode).toBe(401);
    expect((await (await as(other, 0)).get(`/api/challenges/referrals/winners.xlsx?id=${c.id}`)).statusCode).toBe(404);
  });

  it('shows the standings to everyone when the challenge shows its participants, and pays nobody below the minimum', async () => {
    const c = await referralChallenge({ places: 3, fund: 30, referralMinimum: 5, settings: { showParticipants: true } });
    const link = await linkFor(2, c.id);
    await register(link.token);
    const open = await (await as(org, 6)).get(`/api/challenges/referrals/participants?id=${c.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json<ReferralParticipantsPage>().items).toMatchObject([{ counted: 1, rank: null }]);
    const before = await balanceOf(db, memberOf(org, ORGANIZER).id, 'distribution');
    expect((await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: c.id })).json<Challenge>()).toMatchObject({ status: 'completed', winnersCount: 0 });
    // The whole fund returns.
    expect(await balanceOf(db, memberOf(org, ORGANIZER).id, 'distribution')).toBe(before + 30);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});
