/**
 * Challenges through the API (docs/decisions/0039; SPEC §1, §3–§5, §7, §8; DOMAIN §1.5–1.7): create
 * from a member's or the community's points, deferred starts, reports and their rules, accept and
 * reject, voting by likes, edit restrictions, delete, close, anonymity, invited-only, the list
 * filters and pages, the permission matrix (member, organizer, admin, superuser, another
 * organization) and the money on the ledger — balances exact, nothing written by a refusal, and the
 * ledger invariants after every part.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ChallengeCreateOptions, ChallengeParticipantsPage, ChallengeReport, ChallengeReportsPage, ChallengesPage, FeedPage, MyChallengeResult } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { settleDueChallenges } from '../../src/modules/challenges/index.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { completePeriod } from '../../src/modules/periods/lifecycle.ts';
import { balanceOf, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';
import { insertImage } from '../mediaRows.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** Member 0 is the admin, 1 the usual organizer, 2–5 participants, 6 a superuser who is a plain member. */
const ADMIN = 0;
const ORGANIZER = 1;
const SUPER = 6;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Chal', members: 8, accrual: 200 });
  other = await createOrg(db, { name: 'Other', members: 2, accrual: 100 });
  await db.update(users).set({ superuser: true }).where(sql`${users.id} in (${memberOf(org, SUPER).id}, ${memberOf(other, 1).id})`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const id = (o: TestOrg, i: number) => memberOf(o, i).id;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function expectLedgerOk() {
  const report = await checkLedgerInvariants(db);
  expect(report.problems).toEqual([]);
}

/** POST /api/challenges as member `i`. */
async function create(o: TestOrg, i: number, body: Record<string, unknown> = {}, key = randomUUID()) {
  return (await as(o, i)).post(
    '/api/challenges',
    { name: 'Лучшая идея квартала', description: 'Предложите, как ускорить релизы', fund: 30, places: 4, sponsor: 'distribution', endAt: inAnHour(), ...body },
    { headers: { 'idempotency-key': key } },
  );
}
async function created(o: TestOrg, i: number, body: Record<string, unknown> = {}): Promise<Challenge> {
  const res = await create(o, i, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}
async function report(o: TestOrg, i: number, challengeId: number, body: Record<string, unknown> = { text: 'Мой отчёт' }) {
  return (await as(o, i)).post('/api/challenges/reports', { challengeId, ...body });
}
async function reported(o: TestOrg, i: number, challengeId: number, body?: Record<string, unknown>): Promise<ChallengeReport> {
  const res = await report(o, i, challengeId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChallengeReport>();
}
async function decide(o: TestOrg, i: number, reportId: number, decision: 'accept' | 'reject', reason?: string) {
  return (await as(o, i)).post('/api/challenges/reports/decide', { reportId, decision, ...(reason !== undefined ? { reason } : {}) });
}
async function getOne(o: TestOrg, i: number, challengeId: number) {
  return (await as(o, i)).get(`/api/challenges/one?id=${challengeId}`);
}
const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

describe('creating', () => {
  it('moves the fund from points to give into the challenge, caps places at the fund, publishes it, and retries once', async () => {
    const before = await balanceOf(db, id(org, ORGANIZER), 'distribution');
    const key = randomUUID();
    const endAt = inAnHour();
    const res = await create(org, ORGANIZER, { fund: 30, places: 4, endAt }, key);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json<Challenge>();
    expect(c).toMatchObject({ fund: 30, places: 4, prize: 7, status: 'active', receptionOpen: true, sponsor: 'distribution', fromOrganization: false, winnersCount: 0, remainingPlaces: 4 });
    expect(c.me).toMatchObject({ isOrganizer: true, edit: 'full', canDelete: true, canClose: true, canDecide: true, canReport: false });
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(before - 30);
    // The same key and body: the same challenge, no second debit; another body: a conflict.
    const again = await create(org, ORGANIZER, { fund: 30, places: 4, endAt }, key);
    expect(again.json<Challenge>().id).toBe(c.id);
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(before - 30);
    const conflict = await create(org, ORGANIZER, { fund: 31, places: 4, endAt }, key);
    expect(conflict.statusCode).toBe(409);
    expect(code(conflict)).toBe('IDEMPOTENCY_CONFLICT');
    const capped = await created(org, ORGANIZER, { fund: 3, places: 10 });
    expect(capped).toMatchObject({ places: 3, prize: 1 });
    const feed = (await (await as(org, 2)).get('/api/feed?filter=challenges')).json<FeedPage>();
    expect(feed.items.some((e) => e.type === 'challenge' && e.challenge.id === c.id && e.challenge.title === 'Лучшая идея квартала')).toBe(true);
    await expectLedgerOk();
  });

  it('refuses what it cannot pay, bad dates, the community account for members, with nothing written', async () => {
    const challenges = await count(db, 'challenges');
    const accounts = await count(db, 'accounts');
    const before = await balanceOf(db, id(org, 2), 'distribution');
    const poor = await create(org, 2, { fund: before + 1 });
    expect(poor.statusCode).toBe(422);
    expect(code(poor)).toBe('INSUFFICIENT_FUNDS');
    const dates = await create(org, 2, { startAt: new Date(Date.now() + 60_000).toISOString(), endAt: new Date(Date.now() + 120_000).toISOString() });
    expect(dates.statusCode).toBe(422);
    expect(code(dates)).toBe('CHALLENGE_DATES_INVALID');
    const past = await create(org, 2, { endAt: new Date(Date.now() - 60_000).toISOString() });
    expect(code(past)).toBe('CHALLENGE_DATES_INVALID');
    const community = await create(org, 2, { sponsor: 'community' });
    expect(community.statusCode).toBe(403);
    const superCommunity = await create(org, SUPER, { sponsor: 'community' });
    expect(superCommunity.statusCode).toBe(403);
    const strangerImage = await insertImage(db, org.id, id(org, 3));
    const image = await create(org, 2, { coverIds: [strangerImage] });
    expect(code(image)).toBe('IMAGE_NOT_FOUND');
    const invalid = await create(org, 2, { name: '', fund: 0 });
    expect(invalid.statusCode).toBe(400);
    const missingKey = await (await as(org, 2)).post('/api/challenges', { name: 'x', description: 'y', fund: 1, places: 1, sponsor: 'distribution', endAt: inAnHour() });
    expect(missingKey.statusCode).toBe(400);
    expect(await count(db, 'challenges')).toBe(challenges);
    expect(await count(db, 'accounts')).toBe(accounts);
    expect(await balanceOf(db, id(org, 2), 'distribution')).toBe(before);
    const noPeriod = await createOrg(db, { name: 'Idle', members: 1, accrual: 0, activePeriod: false });
    const idle = await create(noPeriod, 0, { fund: 1, places: 1 });
    expect(code(idle)).toBe('NO_ACTIVE_PERIOD');
  });

  it('offers the member accounts with balances, and the community account to admins only', async () => {
    const member = (await (await as(org, 2)).get('/api/challenges/create-options')).json<ChallengeCreateOptions>();
    expect(member.activePeriod).toBe(true);
    expect(member.sponsors.map((s) => s.sponsor)).toEqual(['distribution', 'income', 'challenge']);
    expect(member.sponsors[0]?.balance).toBe(await balanceOf(db, id(org, 2), 'distribution'));
    const admin = (await (await as(org, ADMIN)).get('/api/challenges/create-options')).json<ChallengeCreateOptions>();
    expect(admin.sponsors.map((s) => s.sponsor)).toContain('community');
  });

  it('lets admins run a challenge with the community account, which never touches their own points', async () => {
    const before = await balanceOf(db, id(org, ADMIN), 'distribution');
    const c = await created(org, ADMIN, { sponsor: 'community', fund: 500, places: 2 });
    expect(c).toMatchObject({ fromOrganization: true, sponsor: 'community', prize: 250 });
    expect(await balanceOf(db, id(org, ADMIN), 'distribution')).toBe(before);
    const r = await reported(org, 2, c.id);
    const income = await balanceOf(db, id(org, 2), 'income');
    expect((await decide(org, ADMIN, r.id, 'accept')).statusCode).toBe(200);
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(income + 250);
    const closed = (await (await as(org, ADMIN)).post('/api/challenges/close', { id: c.id })).json<Challenge>();
    expect(closed).toMatchObject({ status: 'completed', completionReason: 'closed' });
    await expectLedgerOk();
  });
});

describe('deferred start', () => {
  it('waits, refuses reports, then starts on the job and is published', async () => {
    const start = new Date(Date.now() + 600_000);
    const c = await created(org, ORGANIZER, { startAt: start.toISOString(), endAt: new Date(start.getTime() + 3_600_000).toISOString() });
    expect(c.status).toBe('deferred');
    expect((await (await as(org, 2)).get('/api/challenges?filter=upcoming')).json<ChallengesPage>().items.map((x) => x.id)).toContain(c.id);
    const early = await report(org, 2, c.id);
    expect(code(early)).toBe('CHALLENGE_NOT_STARTED');
    const feedBefore = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_events where type = 'challenge' and subject_id = ${c.id}`);
    expect(feedBefore[0]?.n).toBe(0);
    const r = await settleDueChallenges(db, new Date(start.getTime() + 1000));
    expect(r.started).toBeGreaterThanOrEqual(1);
    expect((await getOne(org, 2, c.id)).json<Challenge>().status).toBe('active');
    const feedAfter = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_events where type = 'challenge' and subject_id = ${c.id}`);
    expect(feedAfter[0]?.n).toBe(1);
  });
});

describe('reports and decisions', () => {
  it('applies the report rules and pays each accepted report at once, completing when the places are filled', async () => {
    const c = await created(org, ORGANIZER, { fund: 20, places: 3 });
    expect(code(await report(org, ORGANIZER, c.id))).toBe('CHALLENGE_ORGANIZER_REPORT');
    const empty = await report(org, 2, c.id, {});
    expect(empty.statusCode).toBe(400);
    const r2 = await reported(org, 2, c.id);
    expect(r2.state).toBe('sent');
    expect(code(await report(org, 2, c.id))).toBe('CHALLENGE_REPORT_LIMIT');
    const photo = await insertImage(db, org.id, id(org, 3));
    const r3 = await reported(org, 3, c.id, { photoId: photo });
    expect(r3.photo?.id).toBe(photo);
    const r4 = await reported(org, 4, c.id, { text: 'Третий' });
    const r5 = await reported(org, 5, c.id, { text: 'Четвёртый' });
    // Only the organizer decides an `organizer` challenge; a reason is required to reject.
    expect((await decide(org, 2, r3.id, 'accept')).statusCode).toBe(403);
    expect((await decide(org, ADMIN, r3.id, 'accept')).statusCode).toBe(403);
    expect((await decide(org, ORGANIZER, r3.id, 'reject')).statusCode).toBe(400);
    const rejected = (await decide(org, ORGANIZER, r3.id, 'reject', 'Нет фото процесса')).json<ChallengeReport>();
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'Нет фото процесса' });
    const mine = (await (await as(org, 3)).get(`/api/challenges/result?id=${c.id}`)).json<MyChallengeResult>();
    expect(mine.reports[0]).toMatchObject({ state: 'rejected', reason: 'Нет фото процесса' });
    expect(code(await decide(org, ORGANIZER, r3.id, 'accept'))).toBe('REPORT_ALREADY_DECIDED');
    const income = await balanceOf(db, id(org, 2), 'income');
    const accepted = (await decide(org, ORGANIZER, r2.id, 'accept')).json<ChallengeReport>();
    expect(accepted).toMatchObject({ state: 'accepted', prize: 6 });
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(income + 6);
    const feed = (await (await as(org, 4)).get('/api/feed?filter=winners')).json<FeedPage>();
    expect(feed.items.some((e) => e.type === 'winner' && e.winner.id === id(org, 2) && e.amount === 6)).toBe(true);
    // Winners are for everyone; candidates of a closed-list challenge only for the organizer and admins.
    const winners = (await (await as(org, 5)).get(`/api/challenges/winners?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(winners.items.map((w) => w.id)).toEqual([r2.id]);
    expect((await (await as(org, 5)).get(`/api/challenges/contenders?id=${c.id}`)).statusCode).toBe(403);
    expect((await (await as(org, 5)).get(`/api/challenges/participants?id=${c.id}`)).statusCode).toBe(403);
    const candidates = (await (await as(org, ORGANIZER)).get(`/api/challenges/contenders?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(candidates.items.map((x) => x.id)).toEqual([r4.id, r5.id]);
    // Every report (the offers tab) for the organizer and admins, by state if asked; nobody else.
    const offers = (await (await as(org, ORGANIZER)).get(`/api/challenges/reports?id=${c.id}&limit=3`)).json<ChallengeReportsPage>();
    expect(offers.items.map((x) => [x.id, x.state])).toEqual([[r2.id, 'accepted'], [r3.id, 'rejected'], [r4.id, 'sent']]);
    const offersRest = (await (await as(org, ADMIN)).get(`/api/challenges/reports?id=${c.id}&limit=3&cursor=${offers.nextCursor}`)).json<ChallengeReportsPage>();
    expect(offersRest.items.map((x) => x.id)).toEqual([r5.id]);
    expect((await (await as(org, ORGANIZER)).get(`/api/challenges/reports?id=${c.id}&state=rejected`)).json<ChallengeReportsPage>().items.map((x) => x.reason)).toEqual(['Нет фото процесса']);
    expect((await (await as(org, 5)).get(`/api/challenges/reports?id=${c.id}`)).statusCode).toBe(403);
    expect((await (await as(org, ORGANIZER)).get(`/api/challenges/reports?id=${c.id}&state=won`)).statusCode).toBe(400);
    expect((await (await as(other, 0)).get(`/api/challenges/reports?id=${c.id}`)).statusCode).toBe(404);
    expect((await (await as(org, ADMIN)).get(`/api/challenges/participants?id=${c.id}`)).json<ChallengeParticipantsPage>().items).toHaveLength(4);
    const organizerBefore = await balanceOf(db, id(org, ORGANIZER), 'distribution');
    await decide(org, ORGANIZER, r4.id, 'accept');
    const last = await decide(org, ORGANIZER, r5.id, 'accept');
    expect(last.statusCode).toBe(200);
    const done = (await getOne(org, ORGANIZER, c.id)).json<Challenge>();
    expect(done).toMatchObject({ status: 'completed', completionReason: 'places_filled', winnersCount: 3, remainingPlaces: 0 });
    // 20 − 3 × 6 = 2 come back to the organizer's points to give.
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(organizerBefore + 2);
    expect(code(await report(org, 7, c.id))).toBe('CHALLENGE_COMPLETED');
    // The history: the fund left the organizer, the rest came back; the prize reached the winner.
    type Item = { type: string; direction: string; amount: number };
    const organizerHistory = (await (await as(org, ORGANIZER)).get('/api/history?limit=100')).json<{ items: Item[] }>().items;
    expect(organizerHistory.find((h) => h.type === 'challenge_contribution' && h.amount === 20)?.direction).toBe('sent');
    expect(organizerHistory.find((h) => h.type === 'challenge_return' && h.amount === 2)?.direction).toBe('received');
    expect(organizerHistory.some((h) => h.type === 'winnings')).toBe(false);
    const winnerHistory = (await (await as(org, 2)).get('/api/history?filter=received&limit=100')).json<{ items: Item[] }>().items;
    expect(winnerHistory.find((h) => h.type === 'winnings' && h.amount === 6)?.direction).toBe('received');
    await expectLedgerOk();
  });

  it('lets only admins decide an `admins` challenge', async () => {
    const c = await created(org, ORGANIZER, { fund: 10, places: 1, winnerRule: 'admins' });
    const r = await reported(org, 2, c.id);
    expect((await decide(org, ORGANIZER, r.id, 'accept')).statusCode).toBe(403);
    expect((await decide(org, SUPER, r.id, 'accept')).statusCode).toBe(403);
    expect((await decide(org, ADMIN, r.id, 'accept')).statusCode).toBe(200);
    expect((await getOne(org, 2, c.id)).json<Challenge>().status).toBe('completed');
    await expectLedgerOk();
  });

  it('ends and resumes the reception, and closing returns what is left', async () => {
    const c = await created(org, ORGANIZER, { fund: 12, places: 2 });
    expect((await (await as(org, 2)).post('/api/challenges/reception', { id: c.id, open: false })).statusCode).toBe(403);
    expect((await (await as(org, ORGANIZER)).post('/api/challenges/reception', { id: c.id, open: false })).json<Challenge>().receptionOpen).toBe(false);
    expect(code(await report(org, 2, c.id))).toBe('CHALLENGE_RECEPTION_CLOSED');
    await (await as(org, ORGANIZER)).post('/api/challenges/reception', { id: c.id, open: true });
    const r = await reported(org, 2, c.id);
    await decide(org, ORGANIZER, r.id, 'accept');
    const before = await balanceOf(db, id(org, ORGANIZER), 'distribution');
    expect((await (await as(org, 2)).post('/api/challenges/close', { id: c.id })).statusCode).toBe(403);
    const closed = (await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: c.id })).json<Challenge>();
    expect(closed).toMatchObject({ status: 'completed', completionReason: 'closed' });
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(before + 6);
    expect(code(await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: c.id }))).toBe('CHALLENGE_COMPLETED');
    await expectLedgerOk();
  });

  it('completes at its end date on the job, returning the unpaid fund', async () => {
    const c = await created(org, ORGANIZER, { fund: 9, places: 3, endAt: new Date(Date.now() + 400_000).toISOString() });
    const before = await balanceOf(db, id(org, ORGANIZER), 'distribution');
    const r = await settleDueChallenges(db, new Date(Date.now() + 500_000));
    expect(r.completed).toBeGreaterThanOrEqual(1);
    expect((await getOne(org, ORGANIZER, c.id)).json<Challenge>()).toMatchObject({ status: 'completed', completionReason: 'ended' });
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(before + 9);
    await expectLedgerOk();
  });
});

describe('comments on reports', () => {
  it('are for whoever may see the report — its author, the organizer and admins, everyone once it won — and counted on it', async () => {
    const c = await created(org, ORGANIZER, { fund: 10, places: 2 });
    const r = await reported(org, 2, c.id);
    const comments = (i: number) => as(org, i).then((client) => client.get(`/api/feed/comments?eventType=report&eventId=${r.id}`));
    const post = (o: TestOrg, i: number, text: string) => as(o, i).then((client) => client.post('/api/feed/comments', { eventType: 'report', eventId: r.id, text }));
    expect((await post(org, 2, 'Добавлю фото завтра')).statusCode).toBe(200);
    expect((await post(org, ORGANIZER, 'Ждём!')).statusCode).toBe(200);
    expect((await post(org, ADMIN, 'Отличная идея')).statusCode).toBe(200);
    // Another member does not see a candidate of a closed-list challenge: the report is not there for them.
    const before = await count(db, 'feed_comments');
    expect((await post(org, 5, 'Подсмотрю')).statusCode).toBe(404);
    expect((await comments(5)).statusCode).toBe(404);
    expect((await post(other, 0, 'Чужой')).statusCode).toBe(404);
    expect(await count(db, 'feed_comments')).toBe(before);
    const thread = (await comments(2)).json<{ items: { text: string; eventType: string }[] }>().items;
    expect(thread.map((x) => x.text)).toEqual(['Добавлю фото завтра', 'Ждём!', 'Отличная идея']);
    expect(thread.every((x) => x.eventType === 'report')).toBe(true);
    const candidates = (await (await as(org, ORGANIZER)).get(`/api/challenges/contenders?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(candidates.items.find((x) => x.id === r.id)?.commentsCount).toBe(3);
    // A winning report is public: everyone reads and comments.
    expect((await decide(org, ORGANIZER, r.id, 'accept')).statusCode).toBe(200);
    expect((await comments(5)).statusCode).toBe(200);
    expect((await post(org, 5, 'Поздравляю!')).statusCode).toBe(200);
    const winners = (await (await as(org, 5)).get(`/api/challenges/winners?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(winners.items[0]?.commentsCount).toBe(4);
    // A feed comment's rules hold: only its author edits it; a deleted one leaves the count.
    const mine = (await comments(5)).json<{ items: { id: number; text: string }[] }>().items.find((x) => x.text === 'Поздравляю!')!;
    expect((await (await as(org, 2)).send('PATCH', `/api/feed/comments?id=${mine.id}`, { text: 'x' })).statusCode).toBe(403);
    expect((await (await as(org, 5)).send('DELETE', `/api/feed/comments?id=${mine.id}`)).statusCode).toBe(200);
    expect((await (await as(org, 5)).get(`/api/challenges/winners?id=${c.id}`)).json<ChallengeReportsPage>().items[0]?.commentsCount).toBe(3);
  });
});

describe('voting', () => {
  it('pays the most-liked reports at the end (ties: the earliest), never by hand', async () => {
    const end = new Date(Date.now() + 400_000);
    const c = await created(org, ORGANIZER, { fund: 10, places: 2, winnerRule: 'voting', endAt: end.toISOString() });
    expect(c.me.canSeeCandidates).toBe(true);
    const a = await reported(org, 2, c.id, { text: 'A' });
    const b = await reported(org, 3, c.id, { text: 'B' });
    const d = await reported(org, 4, c.id, { text: 'D' });
    expect(code(await decide(org, ORGANIZER, a.id, 'accept'))).toBe('CHALLENGE_VOTING');
    const like = async (i: number, reportId: number) => (await as(org, i)).post('/api/challenges/reports/likes', { reportId });
    expect(code(await like(2, a.id))).toBe('SELF_ACTION');
    await like(5, d.id);
    await like(6, d.id);
    await like(5, b.id);
    await like(6, a.id);
    expect((await like(5, b.id)).json<{ count: number }>().count).toBe(1);
    const unliked = await (await as(org, 7)).send('DELETE', `/api/challenges/reports/likes?reportId=${a.id}`);
    expect(unliked.json<{ count: number; likedByMe: boolean }>()).toEqual({ count: 1, likedByMe: false });
    // Everyone sees the candidates of a voting challenge.
    expect((await (await as(org, 7)).get(`/api/challenges/contenders?id=${c.id}`)).json<ChallengeReportsPage>().items).toHaveLength(3);
    const incomeA = await balanceOf(db, id(org, 2), 'income');
    const incomeD = await balanceOf(db, id(org, 4), 'income');
    await settleDueChallenges(db, new Date(end.getTime() + 1000));
    const winners = (await (await as(org, 7)).get(`/api/challenges/winners?id=${c.id}`)).json<ChallengeReportsPage>();
    // d has 2 likes; a and b 1 each: a was first.
    expect(winners.items.map((w) => w.id).sort()).toEqual([a.id, d.id].sort());
    expect(await balanceOf(db, id(org, 4), 'income')).toBe(incomeD + 5);
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(incomeA + 5);
    expect(code(await like(7, b.id))).toBe('CHALLENGE_COMPLETED');
    await expectLedgerOk();
  });
});

describe('editing and deleting', () => {
  it('edits everything before anyone took part (moving the money), then only name, description and covers', async () => {
    const before = await balanceOf(db, id(org, ORGANIZER), 'distribution');
    const c = await created(org, ORGANIZER, { fund: 10, places: 2 });
    const res = await (await as(org, ORGANIZER)).send('PATCH', '/api/challenges', { id: c.id, fund: 16, places: 4, winnerRule: 'admins' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Challenge>()).toMatchObject({ fund: 16, places: 4, prize: 4, winnerRule: 'admins' });
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(before - 16);
    expect((await (await as(org, 2)).send('PATCH', '/api/challenges', { id: c.id, name: 'Чужое' })).statusCode).toBe(403);
    await reported(org, 2, c.id);
    const locked = await (await as(org, ORGANIZER)).send('PATCH', '/api/challenges', { id: c.id, name: 'Новое имя', fund: 20 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json<{ error: { code: string; details: { fields: string[] } } }>().error).toMatchObject({ code: 'CHALLENGE_FIELDS_LOCKED', details: { fields: ['fund'] } });
    expect((await getOne(org, ORGANIZER, c.id)).json<Challenge>()).toMatchObject({ name: 'Лучшая идея квартала', fund: 16 });
    const cover = await insertImage(db, org.id, id(org, ORGANIZER));
    const basic = await (await as(org, ADMIN)).send('PATCH', '/api/challenges', { id: c.id, name: 'Новое имя', description: 'Новое описание', coverIds: [] });
    expect(basic.json<Challenge>()).toMatchObject({ name: 'Новое имя', description: 'Новое описание' });
    const covered = await (await as(org, ORGANIZER)).send('PATCH', '/api/challenges', { id: c.id, coverIds: [cover] });
    expect(covered.json<Challenge>().covers.map((x) => x.id)).toEqual([cover]);
    expect(covered.json<Challenge>().me.edit).toBe('basic');
    expect(code(await (await as(org, ORGANIZER)).send('DELETE', `/api/challenges?id=${c.id}`))).toBe('CHALLENGE_HAS_PARTICIPANTS');
    await expectLedgerOk();
  });

  it('deletes a challenge nobody took part in, returning the whole fund', async () => {
    const before = await balanceOf(db, id(org, ORGANIZER), 'distribution');
    const c = await created(org, ORGANIZER, { fund: 11, places: 1 });
    expect((await (await as(org, 2)).send('DELETE', `/api/challenges?id=${c.id}`)).statusCode).toBe(403);
    expect((await (await as(org, ORGANIZER)).send('DELETE', `/api/challenges?id=${c.id}`)).statusCode).toBe(200);
    expect(await balanceOf(db, id(org, ORGANIZER), 'distribution')).toBe(before);
    const gone = await getOne(org, ORGANIZER, c.id);
    expect(gone.statusCode).toBe(404);
    expect(code(gone)).toBe('CHALLENGE_NOT_FOUND');
    const byAdmin = await created(org, ORGANIZER, { fund: 5, places: 1 });
    expect((await (await as(org, ADMIN)).send('DELETE', `/api/challenges?id=${byAdmin.id}`)).statusCode).toBe(200);
    await expectLedgerOk();
  });
});

describe('anonymity and invitations', () => {
  it('shows nicknames to everyone but the organizer and the author', async () => {
    const c = await created(org, ORGANIZER, { fund: 6, places: 1, settings: { anonymous: true, showParticipants: true } });
    const r = await reported(org, 2, c.id, { text: 'Тайно', nickname: 'Лис' });
    const byOther = (await (await as(org, 3)).get(`/api/challenges/contenders?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(byOther.items[0]).toMatchObject({ id: r.id, author: null, nickname: 'Лис' });
    const byAdmin = (await (await as(org, ADMIN)).get(`/api/challenges/participants?id=${c.id}`)).json<ChallengeParticipantsPage>();
    expect(byAdmin.items[0]).toMatchObject({ user: null, nickname: 'Лис' });
    const byOrganizer = (await (await as(org, ORGANIZER)).get(`/api/challenges/contenders?id=${c.id}`)).json<ChallengeReportsPage>();
    expect(byOrganizer.items[0]?.author?.id).toBe(id(org, 2));
    const byAuthor = (await (await as(org, 2)).get(`/api/challenges/result?id=${c.id}`)).json<MyChallengeResult>();
    expect(byAuthor.reports[0]?.author?.id).toBe(id(org, 2));
    await decide(org, ORGANIZER, r.id, 'accept');
    const winnerEvents = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_events where type = 'winner' and subject_id = ${r.id}`);
    expect(winnerEvents[0]?.n).toBe(0);
    await expectLedgerOk();
  });

  it('admits only the invited on an invited-only challenge', async () => {
    const c = await created(org, ORGANIZER, { fund: 4, places: 1, settings: { invitedOnly: true }, invitedUserIds: [id(org, 3)] });
    expect(code(await report(org, 2, c.id))).toBe('CHALLENGE_NOT_INVITED');
    expect((await getOne(org, 2, c.id)).json<Challenge>().me.canReport).toBe(false);
    expect((await getOne(org, 3, c.id)).json<Challenge>().me.canReport).toBe(true);
    await reported(org, 3, c.id);
    expect(code(await create(org, ORGANIZER, { settings: { invitedOnly: true }, invitedUserIds: [id(other, 0)] }))).toBe('USER_NOT_FOUND');
  });
});

describe('lists', () => {
  it('filters and pages on the server', async () => {
    const client = await as(org, 7);
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await client.get(`/api/challenges?filter=all&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      const page: ChallengesPage = res.json<ChallengesPage>();
      all.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from challenges where organization_id = ${org.id} and deleted_at is null`);
    expect(all).toHaveLength(total?.n ?? -1);
    expect(new Set(all).size).toBe(all.length);
    const active = (await client.get('/api/challenges?filter=active&limit=100')).json<ChallengesPage>();
    expect(active.items.every((c) => c.status === 'active')).toBe(true);
    const ended = (await client.get('/api/challenges?filter=ended&limit=100')).json<ChallengesPage>();
    expect(ended.items.every((c) => c.status === 'completed')).toBe(true);
    const my = (await (await as(org, 3)).get('/api/challenges?filter=my&limit=100')).json<ChallengesPage>();
    expect(my.items.length).toBeGreaterThan(0);
    expect(my.items.every((c) => c.me.myReports.length > 0 || c.me.isOrganizer)).toBe(true);
    expect((await client.get('/api/challenges?filter=nope')).statusCode).toBe(400);
    expect((await client.get('/api/challenges?cursor=@@')).statusCode).toBe(400);
  });

  it('puts the running challenges with most participants first on the main page, never another organization’s', async () => {
    const quiet = await created(org, ORGANIZER, { name: 'Тихий', fund: 5, places: 1 });
    const busy = await created(org, ORGANIZER, { name: 'Людный', fund: 5, places: 5 });
    await reported(org, 2, busy.id);
    await reported(org, 3, busy.id);
    await reported(org, 4, quiet.id);
    await created(other, 0, { name: 'Чужой', fund: 5, places: 1 });
    const top = (await (await as(org, 7)).get('/api/challenges/top?limit=10')).json<{ items: Challenge[] }>().items;
    expect(top.every((c) => c.status === 'active' && c.receptionOpen)).toBe(true);
    expect(top.map((c) => c.name)).not.toContain('Чужой');
    const counts = top.map((c) => c.participantsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(top.findIndex((c) => c.id === busy.id)).toBeLessThan(top.findIndex((c) => c.id === quiet.id));
    expect((await (await as(org, 7)).get('/api/challenges/top')).json<{ items: Challenge[] }>().items.length).toBeLessThanOrEqual(3);
    expect((await (await as(org, 7)).get('/api/challenges/top?limit=11')).statusCode).toBe(400);
    await expectLedgerOk();
  });
});

describe('another organization and the superuser', () => {
  it('never reaches another organization’s challenge or report, superuser or not', async () => {
    const c = await created(org, ORGANIZER, { fund: 5, places: 1, settings: { showParticipants: true } });
    const r = await reported(org, 2, c.id);
    for (const i of [0, 1]) {
      const client = await as(other, i);
      const calls = [
        client.get(`/api/challenges/one?id=${c.id}`),
        client.get(`/api/challenges/contenders?id=${c.id}`),
        client.get(`/api/challenges/winners?id=${c.id}`),
        client.get(`/api/challenges/result?id=${c.id}`),
        client.get(`/api/challenges/participants?id=${c.id}`),
        client.send('PATCH', '/api/challenges', { id: c.id, name: 'x' }),
        client.send('DELETE', `/api/challenges?id=${c.id}`),
        client.post('/api/challenges/close', { id: c.id }),
        client.post('/api/challenges/reception', { id: c.id, open: false }),
        client.post('/api/challenges/reports', { challengeId: c.id, text: 'x' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(code(res)).toBe('CHALLENGE_NOT_FOUND');
      }
      for (const res of [await client.post('/api/challenges/reports/decide', { reportId: r.id, decision: 'accept' }), await client.post('/api/challenges/reports/likes', { reportId: r.id })]) {
        expect(res.statusCode).toBe(404);
        expect(code(res)).toBe('REPORT_NOT_FOUND');
      }
      const list = (await client.get('/api/challenges?limit=100')).json<ChallengesPage>();
      expect(list.items.map((x) => x.id)).not.toContain(c.id);
    }
    // A superuser who is a plain member here acts as a member: no edit, no decide, but a report.
    const asSuper = (await getOne(org, SUPER, c.id)).json<Challenge>();
    expect(asSuper.me).toMatchObject({ isOrganizer: false, edit: null, canDelete: false, canClose: false, canDecide: false, canReport: true });
    expect((await (await as(org, SUPER)).post('/api/challenges/close', { id: c.id })).statusCode).toBe(403);
    expect((await decide(org, SUPER, r.id, 'accept')).statusCode).toBe(403);
    // Signed out: 401 before anything is read.
    const anon = await app.inject({ method: 'GET', url: `/api/challenges/one?id=${c.id}` });
    expect(anon.statusCode).toBe(401);
    expect((await (await as(org, ORGANIZER)).get(`/api/challenges/one?id=999999`)).statusCode).toBe(404);
  });
});

describe('periods', () => {
  it('never sweeps the escrow at a period end; points to give returned later expire to that period', async () => {
    const o = await createOrg(db, { name: 'Span', members: 3, accrual: 50 });
    const c = await created(o, 1, { fund: 20, places: 2 });
    const [escrowBefore] = await queryRows<{ b: number }>(db, sql`select a.balance::int as b from challenges c join accounts a on a.id = c.escrow_account_id where c.id = ${c.id}`);
    expect(escrowBefore?.b).toBe(20);
    await completePeriod(db, o.periodId ?? 0, new Date(), true);
    const [escrowAfter] = await queryRows<{ b: number }>(db, sql`select a.balance::int as b from challenges c join accounts a on a.id = c.escrow_account_id where c.id = ${c.id}`);
    expect(escrowAfter?.b).toBe(20);
    await expectLedgerOk();
    const r = await reported(o, 2, c.id);
    expect((await decide(o, 1, r.id, 'accept')).statusCode).toBe(200);
    expect((await (await as(o, 1)).post('/api/challenges/close', { id: c.id })).statusCode).toBe(200);
    const [dist] = await queryRows<{ b: number }>(db, sql`select balance::int as b from accounts where user_id = ${id(o, 1)} and kind = 'distribution' and period_id = ${o.periodId}`);
    expect(dist?.b).toBe(0);
    await expectLedgerOk();
  });
});
