/**
 * Challenge notifications (docs/decisions/0039 'Notifications'; issue 16): a report sent reaches the
 * organizer, an accepted (with the prize) or rejected (with the reason) report its author, the end
 * within a day the participants — once per challenge, by the job's pass — and a new community
 * challenge every active member. Each test checks exactly who got it: nobody in another
 * organization, never the actor, nobody twice; a refused action writes none; the list shows them
 * in the contract's shape, leading to the challenge.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ChallengeReport, Notification, NotificationPage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { notifyEndingChallenges, settleDueChallenges } from '../../src/modules/challenges/index.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** Member 0 is the admin, 1 the usual organizer, 2–5 participants, 6 blocked. */
const ADMIN = 0;
const ORGANIZER = 1;
const BLOCKED = 6;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Notes', members: 7, accrual: 300 });
  other = await createOrg(db, { name: 'Elsewhere', members: 3, accrual: 300 });
  await db.execute(sql`update memberships set blocked_at = now() where organization_id = ${org.id} and user_id = ${memberOf(org, BLOCKED).id}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const id = (o: TestOrg, i: number) => memberOf(o, i).id;
const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

async function created(o: TestOrg, i: number, body: Record<string, unknown> = {}): Promise<Challenge> {
  const res = await (await as(o, i)).post(
    '/api/challenges',
    { name: 'Идея недели', description: 'Как ускорить релизы', fund: 40, places: 2, sponsor: 'distribution', endAt: new Date(Date.now() + 48 * HOUR).toISOString(), ...body },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}
async function reported(o: TestOrg, i: number, challengeId: number): Promise<ChallengeReport> {
  const res = await (await as(o, i)).post('/api/challenges/reports', { challengeId, text: `Отчёт ${i}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChallengeReport>();
}
async function decide(o: TestOrg, i: number, reportId: number, decision: 'accept' | 'reject', reason?: string) {
  const res = await (await as(o, i)).post('/api/challenges/reports/decide', { reportId, decision, ...(reason !== undefined ? { reason } : {}) });
  expect(res.statusCode, res.body).toBe(200);
}

/** A notification row: who got it, in which organization, from whom, with what. */
interface Row {
  organization_id: number;
  recipient_id: number;
  actor_id: number | null;
  payload: Record<string, unknown>;
}

/** Every notification of `kind` about `objectType` `objectId`, in any organization, by recipient. */
async function rows(kind: Notification['kind'], objectType: 'challenge' | 'challenge_report', objectId: number): Promise<Row[]> {
  const found = await queryRows<Row>(
    db,
    sql`select organization_id, recipient_id, actor_id, payload from notifications
        where kind = ${kind} and object_type = ${objectType} and object_id = ${objectId} order by recipient_id`,
  );
  return found.map((r) => ({ ...r, organization_id: Number(r.organization_id), recipient_id: Number(r.recipient_id), actor_id: r.actor_id === null ? null : Number(r.actor_id) }));
}
const recipients = (list: Row[]) => list.map((r) => r.recipient_id);

/** Member `i`'s notifications through the API (the newest 100). */
async function listOf(o: TestOrg, i: number): Promise<Notification[]> {
  const res = await (await as(o, i)).get('/api/notifications?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPage>().items;
}

describe('a report sent', () => {
  it('tells the organizer only, naming the author, and a refused report tells nobody', async () => {
    const c = await created(org, ORGANIZER);
    const r = await reported(org, 2, c.id);
    const sent = await rows('challenge_report_sent', 'challenge_report', r.id);
    expect(sent).toEqual([{ organization_id: org.id, recipient_id: id(org, ORGANIZER), actor_id: id(org, 2), payload: { challengeId: c.id, challengeName: 'Идея недели' } }]);
    const item = (await listOf(org, ORGANIZER)).find((n) => n.kind === 'challenge_report_sent' && n.reportId === r.id);
    expect(item).toMatchObject({ kind: 'challenge_report_sent', challengeId: c.id, challengeName: 'Идея недели', reportId: r.id, readAt: null, actor: { id: id(org, 2) } });
    expect((await listOf(org, 2)).some((n) => n.kind === 'challenge_report_sent')).toBe(false);
    // A second report where one is allowed: refused, and nothing written.
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where kind = 'challenge_report_sent'`);
    const again = await (await as(org, 2)).post('/api/challenges/reports', { challengeId: c.id, text: 'Ещё раз' });
    expect(code(again)).toBe('CHALLENGE_REPORT_LIMIT');
    const after = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where kind = 'challenge_report_sent'`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('names the author to the organizer of an anonymous challenge too', async () => {
    const c = await created(org, ORGANIZER, { settings: { anonymous: true } });
    const r = await reported(org, 3, c.id);
    expect(await rows('challenge_report_sent', 'challenge_report', r.id)).toMatchObject([{ recipient_id: id(org, ORGANIZER), actor_id: id(org, 3) }]);
  });
});

describe('a report decided', () => {
  it('tells the author of an accepted report the prize, of a rejected one the reason, and nobody else', async () => {
    const c = await created(org, ORGANIZER, { fund: 40, places: 2 });
    const win = await reported(org, 2, c.id);
    const lose = await reported(org, 3, c.id);
    const waiting = await reported(org, 4, c.id);
    await decide(org, ORGANIZER, win.id, 'accept');
    await decide(org, ORGANIZER, lose.id, 'reject', 'Не по теме');
    expect(await rows('challenge_report_accepted', 'challenge_report', win.id)).toEqual([
      { organization_id: org.id, recipient_id: id(org, 2), actor_id: id(org, ORGANIZER), payload: { challengeId: c.id, challengeName: 'Идея недели', prize: 20 } },
    ]);
    expect(await rows('challenge_report_rejected', 'challenge_report', lose.id)).toEqual([
      { organization_id: org.id, recipient_id: id(org, 3), actor_id: id(org, ORGANIZER), payload: { challengeId: c.id, challengeName: 'Идея недели', reason: 'Не по теме' } },
    ]);
    // No decision on the other report, and nothing of the kind for the other side.
    expect(await rows('challenge_report_accepted', 'challenge_report', lose.id)).toEqual([]);
    expect(await rows('challenge_report_rejected', 'challenge_report', win.id)).toEqual([]);
    expect(await rows('challenge_report_accepted', 'challenge_report', waiting.id)).toEqual([]);
    expect(await rows('challenge_report_rejected', 'challenge_report', waiting.id)).toEqual([]);
    const mine = await listOf(org, 3);
    expect(mine.find((n) => n.kind === 'challenge_report_rejected' && n.reportId === lose.id)).toMatchObject({ challengeId: c.id, reason: 'Не по теме', actor: { id: id(org, ORGANIZER) } });
    const winner = await listOf(org, 2);
    expect(winner.find((n) => n.kind === 'challenge_report_accepted' && n.reportId === win.id)).toMatchObject({ challengeId: c.id, prize: 20 });
    const organizer = await listOf(org, ORGANIZER);
    expect(organizer.some((n) => n.kind === 'challenge_report_accepted' || n.kind === 'challenge_report_rejected')).toBe(false);
  });

  it('tells the winners of a vote without an actor when the challenge closes', async () => {
    const c = await created(org, ORGANIZER, { fund: 30, places: 1, winnerRule: 'voting' });
    const liked = await reported(org, 2, c.id);
    const other = await reported(org, 3, c.id);
    expect((await (await as(org, 4)).post('/api/challenges/reports/likes', { reportId: liked.id })).statusCode).toBe(200);
    expect((await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: c.id })).statusCode).toBe(200);
    expect(await rows('challenge_report_accepted', 'challenge_report', liked.id)).toEqual([
      { organization_id: org.id, recipient_id: id(org, 2), actor_id: null, payload: { challengeId: c.id, challengeName: 'Идея недели', prize: 30 } },
    ]);
    expect(await rows('challenge_report_accepted', 'challenge_report', other.id)).toEqual([]);
    expect((await listOf(org, 2)).find((n) => n.kind === 'challenge_report_accepted' && n.reportId === liked.id)?.actor).toBeNull();
  });

  it('on an admins challenge names the admin who decided', async () => {
    const c = await created(org, ORGANIZER, { winnerRule: 'admins' });
    const r = await reported(org, 5, c.id);
    await decide(org, ADMIN, r.id, 'reject', 'Без фото');
    expect(await rows('challenge_report_rejected', 'challenge_report', r.id)).toMatchObject([{ recipient_id: id(org, 5), actor_id: id(org, ADMIN) }]);
  });
});

describe('the end within a day', () => {
  it('tells the participants once, by the job, and nobody else', async () => {
    const end = Date.now() + 30 * HOUR;
    const c = await created(org, ORGANIZER, { endAt: new Date(end).toISOString() });
    await reported(org, 2, c.id);
    await reported(org, 3, c.id);
    const elsewhere = await created(other, 1, { endAt: new Date(end).toISOString() });
    await reported(other, 2, elsewhere.id);
    // A day and a half before the end: not yet.
    await notifyEndingChallenges(db, new Date(end - 36 * HOUR));
    expect(await rows('challenge_ends_soon', 'challenge', c.id)).toEqual([]);
    // Within a day: the two participants — not the organizer, not the other organization's.
    const first = await notifyEndingChallenges(db, new Date(end - 20 * HOUR));
    expect(first.challenges).toBeGreaterThanOrEqual(2);
    const told = await rows('challenge_ends_soon', 'challenge', c.id);
    expect(recipients(told).sort((a, b) => a - b)).toEqual([id(org, 2), id(org, 3)].sort((a, b) => a - b));
    expect(told.every((r) => r.organization_id === org.id && r.actor_id === null)).toBe(true);
    expect(told[0]?.payload).toEqual({ challengeName: 'Идея недели', endAt: new Date(end).toISOString() });
    expect(await rows('challenge_ends_soon', 'challenge', elsewhere.id)).toMatchObject([{ organization_id: other.id, recipient_id: id(other, 2) }]);
    const sent = await queryRows<{ at: string | null }>(db, sql`select ends_soon_notified_at as at from challenges where id = ${c.id}`);
    expect(sent[0]?.at).not.toBeNull();
    // Never twice: a later pass, or one racing it, writes nothing — not even for a newcomer.
    await reported(org, 4, c.id);
    const again = await Promise.all([notifyEndingChallenges(db, new Date(end - 19 * HOUR)), notifyEndingChallenges(db, new Date(end - 19 * HOUR))]);
    expect(await rows('challenge_ends_soon', 'challenge', c.id)).toHaveLength(2);
    expect(again.every((r) => r.notified === 0)).toBe(true);
    const item = (await listOf(org, 2)).find((n) => n.kind === 'challenge_ends_soon' && n.challengeId === c.id);
    expect(item).toMatchObject({ challengeName: 'Идея недели', endAt: new Date(end).toISOString(), actor: null });
  });

  it('skips challenges that completed or were deleted', async () => {
    const end = Date.now() + 30 * HOUR;
    const closed = await created(org, ORGANIZER, { endAt: new Date(end).toISOString() });
    await reported(org, 2, closed.id);
    expect((await (await as(org, ORGANIZER)).post('/api/challenges/close', { id: closed.id })).statusCode).toBe(200);
    const deleted = await created(org, ORGANIZER, { endAt: new Date(end).toISOString() });
    expect((await (await as(org, ORGANIZER)).send('DELETE', `/api/challenges?id=${deleted.id}`)).statusCode).toBe(200);
    await notifyEndingChallenges(db, new Date(end - 2 * HOUR));
    expect(await rows('challenge_ends_soon', 'challenge', closed.id)).toEqual([]);
    expect(await rows('challenge_ends_soon', 'challenge', deleted.id)).toEqual([]);
  });
});

describe('a new community challenge', () => {
  it('tells every active member but its creator, once; a member-funded one tells nobody', async () => {
    const c = await created(org, ADMIN, { sponsor: 'community', fund: 100, places: 2 });
    const told = await rows('challenge_published', 'challenge', c.id);
    const expected = org.members.map((m) => m.id).filter((u) => u !== id(org, ADMIN) && u !== id(org, BLOCKED));
    expect(recipients(told)).toEqual([...expected].sort((a, b) => a - b));
    expect(told.every((r) => r.organization_id === org.id && r.actor_id === null)).toBe(true);
    expect(told[0]?.payload).toEqual({ challengeName: 'Идея недели', fund: 100 });
    expect((await listOf(org, 3)).find((n) => n.kind === 'challenge_published' && n.challengeId === c.id)).toMatchObject({ fund: 100, challengeName: 'Идея недели', actor: null });
    expect((await listOf(other, 1)).some((n) => n.kind === 'challenge_published')).toBe(false);
    const own = await created(org, ORGANIZER);
    expect(await rows('challenge_published', 'challenge', own.id)).toEqual([]);
  });

  it('tells them when a deferred one starts, not before, and once however often the job runs', async () => {
    const start = Date.now() + 2 * HOUR;
    const c = await created(org, ADMIN, { sponsor: 'community', fund: 50, places: 1, startAt: new Date(start).toISOString(), endAt: new Date(start + 48 * HOUR).toISOString() });
    expect(c.status).toBe('deferred');
    expect(await rows('challenge_published', 'challenge', c.id)).toEqual([]);
    await settleDueChallenges(db, new Date(start + 1000));
    await settleDueChallenges(db, new Date(start + 60_000));
    expect(await rows('challenge_published', 'challenge', c.id)).toHaveLength(org.members.length - 2);
  });
});
