/**
 * Challenges under concurrency (docs/decisions/0039): accepts of different reports for the last
 * place at once pay exactly one; a close while accepting never pays more than the fund; a storm of
 * creates (alone and as chains of new challenges), reports, accepts, rejects, closes and deletes on many challenges at once ends with every
 * call either succeeding or failing with an expected business code — never a deadlock or
 * serialization failure surfaced — and the ledger invariants hold with no point created or lost;
 * referral challenges joined, referred into and closed at once pay each place once (docs/decisions/0045).
 * Runs on PGlite (one connection: the calls interleave between statements) and, in the
 * 'server-pg' project, on real PostgreSQL with a pool (true parallelism).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { closeChallenge, createChainWithChallenges, createChallenge, createReport, decideReport, deleteChallenge, joinReferral, recordReferral } from '../../src/modules/challenges/index.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { memberships, users } from '../../src/db/schema.ts';
import { createOrg, createTestDb, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

const EXPECTED = new Set([
  'INSUFFICIENT_FUNDS',
  'CHALLENGE_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'CHALLENGE_COMPLETED',
  'CHALLENGE_HAS_PARTICIPANTS',
  'CHALLENGE_REPORT_LIMIT',
  'CHALLENGE_ORGANIZER_REPORT',
  'REPORT_ALREADY_DECIDED',
  'CHALLENGE_RECEPTION_CLOSED',
]);

const body = (fund: number, places: number) => ({
  name: 'Гонка',
  description: 'Кто быстрее',
  coverIds: [],
  thumbnailId: null,
  fund,
  places,
  sponsor: 'distribution' as const,
  winnerRule: 'organizer' as const,
  settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
  startAt: null,
  endAt: new Date(Date.now() + 3_600_000).toISOString(),
  invitedUserIds: [],
});

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    return `unexpected: ${String(err)}`;
  }
}

async function paidOut(challengeId: number): Promise<number> {
  const [row] = await queryRows<{ s: number }>(
    db,
    sql`select coalesce(sum(t.amount), 0)::int as s from challenge_transactions ct join transactions t on t.id = ct.transaction_id
        where ct.challenge_id = ${challengeId} and t.type in ('winnings', 'challenge_return')`,
  );
  return Number(row?.s ?? 0);
}

describe('challenges under concurrency', () => {
  let org: TestOrg;
  const v = (i: number) => ({ organizationId: org.id, userId: org.members[i]!.id });
  beforeAll(async () => {
    org = await createOrg(db, { name: 'Race', members: 12, accrual: 500 });
  });

  it('pays exactly one of several accepts for the last place', async () => {
    const c = await createChallenge(db, v(1), body(10, 1), randomUUID());
    const reports = await Promise.all([2, 3, 4, 5, 6].map(async (i) => (await createReport(db, v(i), { challengeId: c.id, text: `от ${i}` })).id));
    const outcomes = await Promise.all(reports.map((reportId) => outcome(decideReport(db, v(1), { reportId, decision: 'accept' }))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'CHALLENGE_COMPLETED')).toBe(true);
    expect(await paidOut(c.id)).toBe(10);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('never pays more than the fund when closed while accepting', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await createChallenge(db, v(1), body(17, 3), randomUUID());
      const reports = await Promise.all([2, 3, 4, 5].map(async (i) => (await createReport(db, v(i), { challengeId: c.id, text: 'x' })).id));
      const ops = reports.map((reportId) => outcome(decideReport(db, v(1), { reportId, decision: 'accept' })));
      ops.splice(round % 4, 0, outcome(closeChallenge(db, v(0), c.id)));
      const outcomes = await Promise.all(ops);
      for (const o of outcomes) expect(o === 'ok' || EXPECTED.has(o), o).toBe(true);
      expect(await paidOut(c.id)).toBe(17);
      const [row] = await queryRows<{ status: string; winners: number }>(db, sql`select status, winners_count as winners from challenges where id = ${c.id}`);
      expect(row?.status).toBe('completed');
      expect(Number(row?.winners)).toBeLessThanOrEqual(3);
    }
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('pays a referral challenge closed while people join it and newcomers arrive exactly once, never more than its fund', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await createChallenge(db, v(1), { ...body(30, 3), winnerRule: 'referrals' }, randomUUID());
      const newcomer = async (inviteLinkId: number) => {
        const [u] = await db.insert(users).values({ email: `${randomUUID()}@storm.test`, currentOrganizationId: org.id }).returning({ id: users.id });
        await db.insert(memberships).values({ organizationId: org.id, userId: u!.id });
        await recordReferral(db, inviteLinkId, u!.id);
      };
      const links = await Promise.all([2, 3, 4].map((i) => joinReferral(db, v(i), c.id)));
      const ids = await Promise.all(links.map(async (l) => Number((await queryRows<{ id: number }>(db, sql`select id from invite_links where token = ${l.token}`))[0]!.id)));
      const ops: Promise<string>[] = [];
      for (let k = 0; k < 9; k++) ops.push(outcome(newcomer(ids[k % 3]!)));
      ops.push(outcome(joinReferral(db, v(5), c.id)), outcome(joinReferral(db, v(6), c.id)));
      ops.splice(4 + round, 0, outcome(closeChallenge(db, v(0), c.id)), outcome(closeChallenge(db, v(1), c.id)));
      const outcomes = await Promise.all(ops);
      for (const o of outcomes) expect(o === 'ok' || EXPECTED.has(o), o).toBe(true);
      expect(await paidOut(c.id)).toBe(30);
      const [row] = await queryRows<{ winners: number; accepted: number }>(
        db,
        sql`select c.winners_count as winners, (select count(*)::int from challenge_reports r where r.challenge_id = c.id and r.state = 'accepted') as accepted from challenges c where c.id = ${c.id}`,
      );
      expect(Number(row?.winners)).toBe(Number(row?.accepted));
      expect(Number(row?.winners)).toBeLessThanOrEqual(3);
    }
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('survives a storm of creates, reports, decisions, closes and deletes', async () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * n);
    };
    const created: number[] = [];
    for (let i = 0; i < 6; i++) created.push((await createChallenge(db, v(1 + (i % 4)), body(20 + i, 1 + (i % 3)), randomUUID())).id);
    const reportIds: number[] = [];
    const outcomes: string[] = [];
    for (let wave = 0; wave < 4; wave++) {
      const ops: Promise<string>[] = [];
      for (let k = 0; k < 24; k++) {
        const who = rnd(12);
        const pick = created[rnd(created.length)]!;
        switch (rnd(6)) {
          case 0:
            if (rnd(3) === 0) {
              const chain = {
                name: 'Цепочка',
                description: 'Шаги',
                coverIds: [],
                thumbnailId: null,
                startAt: new Date().toISOString(),
                endAt: new Date(Date.now() + 3_600_000).toISOString(),
                challenges: [
                  { ...body(5 + rnd(60), 1 + rnd(3)), step: 1, sort: 0 },
                  { ...body(5 + rnd(60), 1 + rnd(3)), step: 1, sort: 1 },
                ],
              };
              ops.push(outcome(createChainWithChallenges(db, v(who), chain, randomUUID()).then((c) => void created.push(...c.steps.flatMap((s) => s.challenges.map((x) => x.id))))));
            } else ops.push(outcome(createChallenge(db, v(who), body(5 + rnd(60), 1 + rnd(4)), randomUUID()).then((c) => void created.push(c.id))));
            break;
          case 1:
          case 2:
            ops.push(outcome(createReport(db, v(who), { challengeId: pick, text: 'отчёт' }).then((r) => void reportIds.push(r.id))));
            break;
          case 3: {
            const reportId = reportIds[rnd(Math.max(reportIds.length, 1))];
            if (reportId === undefined) break;
            const [r] = await queryRows<{ creator_id: number }>(db, sql`select c.creator_id from challenge_reports r join challenges c on c.id = r.challenge_id where r.id = ${reportId}`);
            const organizer = org.members.findIndex((m) => m.id === Number(r?.creator_id));
            ops.push(outcome(decideReport(db, v(organizer), { reportId, decision: rnd(4) === 0 ? 'reject' : 'accept', reason: 'нет' })));
            break;
          }
          case 4:
            ops.push(outcome(closeChallenge(db, v(0), pick)));
            break;
          default:
            ops.push(outcome(deleteChallenge(db, v(0), pick)));
        }
      }
      outcomes.push(...(await Promise.all(ops)));
    }
    const unexpected = outcomes.filter((o) => o !== 'ok' && !EXPECTED.has(o));
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(20);
    const report = await checkLedgerInvariants(db);
    expect(report.problems).toEqual([]);
    expect(report.totals.created - report.totals.destroyed).toBe(report.totals.members);
  }, 120_000);
});
