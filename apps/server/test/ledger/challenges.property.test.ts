/**
 * Property-based test of challenge money (fast-check; docs/decisions/0039): random sequences of
 * challenges created from points to give, received points or the community account (by members,
 * who may not, and the admin), reports, accepts and rejects, closes, deletes and the end-date job,
 * a chain made with two new challenges at once (both funds, or neither: docs/decisions/0043), a
 * referral challenge closed after its participants brought people in (docs/decisions/0045),
 * run against the real services beside a tiny model of who should hold what. After every step: each
 * operation succeeded or failed exactly as the model predicts (with the right code), every member's
 * points to give and received points and every challenge's escrow equal the model, and the ledger
 * invariants hold (journals balance, escrows belong to one challenge and hold fund − prizes paid
 * while running and nothing after, community funds counted as created and destroyed).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createAdminTransfer } from '../../src/modules/adminTransfers/service.ts';
import { closeChallenge, createChainWithChallenges, createChallenge, createReport, decideReport, deleteChallenge, joinReferral, recordReferral, settleDueChallenges } from '../../src/modules/challenges/index.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { memberships, users } from '../../src/db/schema.ts';
import { createOrg, createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

const MEMBERS = 4;
type Sponsor = 'distribution' | 'income' | 'community';
type Cmd =
  | { op: 'create'; by: number; sponsor: Sponsor; fund: number; places: number }
  | { op: 'report'; by: number; pick: number }
  | { op: 'decide'; accept: boolean; pick: number; asOrganizer: boolean }
  | { op: 'close'; pick: number; byAdmin: boolean }
  | { op: 'delete'; pick: number }
  | { op: 'credit'; to: number; amount: number }
  | { op: 'chain'; by: number; funds: [number, number] }
  | { op: 'referral'; by: number; fund: number; places: number; counts: readonly [number, number, number] };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      by: member,
      sponsor: fc.constantFrom<Sponsor>('distribution', 'income', 'community'),
      fund: fc.integer({ min: 1, max: 45 }),
      places: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 8, arbitrary: fc.record({ op: fc.constant('report' as const), by: member, pick: fc.nat(100) }) },
  { weight: 8, arbitrary: fc.record({ op: fc.constant('decide' as const), accept: fc.integer({ min: 0, max: 3 }).map((n) => n > 0), pick: fc.nat(100), asOrganizer: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('close' as const), pick: fc.nat(100), byAdmin: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat(100) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('credit' as const), to: member, amount: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('referral' as const),
      by: member,
      fund: fc.integer({ min: 1, max: 30 }),
      places: fc.integer({ min: 1, max: 3 }),
      counts: fc.constantFrom([2, 1, 0] as const, [0, 3, 1] as const, [1, 0, 2] as const, [0, 0, 0] as const, [3, 2, 1] as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('chain' as const), by: member, funds: fc.tuple(fc.integer({ min: 1, max: 35 }), fc.integer({ min: 1, max: 35 })) }) },
);

interface ModelChallenge {
  id: number;
  creator: number;
  sponsor: Sponsor;
  fund: number;
  places: number;
  prize: number;
  winners: number;
  escrow: number;
  status: 'active' | 'completed' | 'deleted';
  participants: Set<number>;
}
interface ModelReport {
  id: number;
  challenge: ModelChallenge;
  by: number;
  state: 'sent' | 'accepted' | 'rejected';
}

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    throw err;
  }
}

/** The entry `pick` (0 … 100) chooses: below 70 one `prefer` accepts (the latest of them), else any. */
function choose<T>(pick: number, list: readonly T[], prefer: (entry: T) => boolean): T | undefined {
  const preferred = list.filter(prefer);
  if (pick < 70 && preferred.length > 0) return preferred[preferred.length - 1 - (pick % Math.min(preferred.length, 3))];
  return list[pick % Math.max(list.length, 1)];
}

const coverage = { created: 0, accepted: 0, filled: 0, closed: 0, deleted: 0, ended: 0, refusedFunds: 0, chains: 0, refusedChains: 0, referralWinners: 0 };

describe('challenge money (property)', () => {
  it('moves exactly the points the model says, and the invariants hold after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 28 }), async (cmds) => {
        const org = await createOrg(db, { name: 'Prop', members: MEMBERS, accrual: 60 });
        const ids = org.members.map((m) => m.id);
        const viewer = (i: number) => ({ organizationId: org.id, userId: ids[i]! });
        const dist = ids.map(() => 60);
        const inc = ids.map(() => 0);
        const challenges: ModelChallenge[] = [];
        const reports: ModelReport[] = [];
        const completeModel = (c: ModelChallenge) => {
          const rest = c.escrow;
          if (c.sponsor === 'distribution') dist[c.creator]! += rest;
          if (c.sponsor === 'income') inc[c.creator]! += rest;
          c.escrow = 0;
          c.status = 'completed';
        };
        for (const cmd of cmds) {
          let expected: string;
          let got: string;
          if (cmd.op === 'create') {
            const balance = cmd.sponsor === 'distribution' ? dist[cmd.by]! : cmd.sponsor === 'income' ? inc[cmd.by]! : Infinity;
            expected = cmd.sponsor === 'community' && cmd.by !== 0 ? 'FORBIDDEN' : balance < cmd.fund ? 'INSUFFICIENT_FUNDS' : 'ok';
            let createdId = 0;
            got = await outcome(
              createChallenge(
                db,
                viewer(cmd.by),
                {
                  name: 'Челлендж',
                  description: 'Описание',
                  coverIds: [],
                  thumbnailId: null,
                  fund: cmd.fund,
                  places: cmd.places,
                  sponsor: cmd.sponsor,
                  winnerRule: 'organizer',
                  settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
                  startAt: null,
                  endAt: new Date(Date.now() + 3_600_000).toISOString(),
                  invitedUserIds: [],
                },
                randomUUID(),
              ).then((c) => (createdId = c.id)),
            );
            if (got === 'INSUFFICIENT_FUNDS') coverage.refusedFunds++;
            if (got === 'ok') {
              coverage.created++;
              if (cmd.sponsor === 'distribution') dist[cmd.by]! -= cmd.fund;
              if (cmd.sponsor === 'income') inc[cmd.by]! -= cmd.fund;
              const places = Math.min(cmd.places, cmd.fund);
              challenges.push({ id: createdId, creator: cmd.by, sponsor: cmd.sponsor, fund: cmd.fund, places, prize: Math.floor(cmd.fund / places), winners: 0, escrow: cmd.fund, status: 'active', participants: new Set() });
            }
          } else if (cmd.op === 'report') {
            const c = choose(cmd.pick, challenges, (x) => x.status === 'active' && x.creator !== cmd.by && !x.participants.has(cmd.by));
            if (!c) continue;
            expected =
              c.status === 'deleted' ? 'CHALLENGE_NOT_FOUND' : c.creator === cmd.by ? 'CHALLENGE_ORGANIZER_REPORT' : c.status === 'completed' ? 'CHALLENGE_COMPLETED' : c.participants.has(cmd.by) ? 'CHALLENGE_REPORT_LIMIT' : 'ok';
            let reportId = 0;
            got = await outcome(createReport(db, viewer(cmd.by), { challengeId: c.id, text: 'Отчёт' }).then((r) => (reportId = r.id)));
            if (got === 'ok') {
              c.participants.add(cmd.by);
              reports.push({ id: reportId, challenge: c, by: cmd.by, state: 'sent' });
            }
          } else if (cmd.op === 'decide') {
            const r = choose(cmd.pick, reports, (x) => x.state === 'sent' && x.challenge.status === 'active');
            if (!r) continue;
            const c = r.challenge;
            const actor = cmd.asOrganizer ? c.creator : (c.creator + 1) % MEMBERS;
            expected =
              c.status === 'deleted' ? 'CHALLENGE_NOT_FOUND' : actor !== c.creator ? 'FORBIDDEN' : r.state !== 'sent' ? 'REPORT_ALREADY_DECIDED' : c.status === 'completed' ? 'CHALLENGE_COMPLETED' : 'ok';
            got = await outcome(decideReport(db, viewer(actor), { reportId: r.id, decision: cmd.accept ? 'accept' : 'reject', reason: 'Причина' }));
            if (got === 'ok') {
              if (!cmd.accept) r.state = 'rejected';
              else {
                coverage.accepted++;
                r.state = 'accepted';
                inc[r.by]! += c.prize;
                c.escrow -= c.prize;
                c.winners++;
                if (c.winners === c.places) {
                  coverage.filled++;
                  completeModel(c);
                }
              }
            }
          } else if (cmd.op === 'close') {
            const c = choose(cmd.pick, challenges, (x) => x.status === 'active');
            if (!c) continue;
            const actor = cmd.byAdmin ? 0 : c.creator;
            expected = c.status === 'deleted' ? 'CHALLENGE_NOT_FOUND' : c.status === 'completed' ? 'CHALLENGE_COMPLETED' : 'ok';
            got = await outcome(closeChallenge(db, viewer(actor), c.id));
            if (got === 'ok') {
              coverage.closed++;
              completeModel(c);
            }
          } else if (cmd.op === 'delete') {
            const c = challenges[cmd.pick % Math.max(challenges.length, 1)];
            if (!c) continue;
            expected = c.status === 'deleted' ? 'CHALLENGE_NOT_FOUND' : c.status === 'completed' || c.participants.size > 0 ? 'CHALLENGE_HAS_PARTICIPANTS' : 'ok';
            got = await outcome(deleteChallenge(db, viewer(c.creator), c.id));
            if (got === 'ok') {
              coverage.deleted++;
              completeModel(c);
              c.status = 'deleted';
            }
          } else if (cmd.op === 'referral') {
            // A referral challenge: the other members take part, bring in cmd.counts newcomers each, and it is closed.
            expected = dist[cmd.by]! < cmd.fund ? 'INSUFFICIENT_FUNDS' : 'ok';
            let challengeId = 0;
            got = await outcome(
              createChallenge(
                db,
                viewer(cmd.by),
                {
                  name: 'Приведи друга',
                  description: 'Приглашения',
                  coverIds: [],
                  thumbnailId: null,
                  fund: cmd.fund,
                  places: cmd.places,
                  sponsor: 'distribution',
                  winnerRule: 'referrals',
                  settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
                  startAt: null,
                  endAt: new Date(Date.now() + 3_600_000).toISOString(),
                  invitedUserIds: [],
                },
                randomUUID(),
              ).then((c) => (challengeId = c.id)),
            );
            if (got === 'ok') {
              dist[cmd.by]! -= cmd.fund;
              const places = Math.min(cmd.places, cmd.fund);
              const prize = Math.floor(cmd.fund / places);
              const referrers = [0, 1, 2, 3].filter((i) => i !== cmd.by).slice(0, 3);
              for (const [k, who] of referrers.entries()) {
                const link = await joinReferral(db, viewer(who), challengeId);
                const [row] = await queryRows<{ id: number }>(db, sql`select id from invite_links where token = ${link.token}`);
                for (let n = 0; n < cmd.counts[k]!; n++) {
                  const [u] = await db.insert(users).values({ email: `${randomUUID()}@ref.test`, currentOrganizationId: org.id }).returning({ id: users.id });
                  await db.insert(memberships).values({ organizationId: org.id, userId: u!.id });
                  await recordReferral(db, Number(row!.id), u!.id);
                }
              }
              expect(await outcome(closeChallenge(db, viewer(cmd.by), challengeId))).toBe('ok');
              const ranked = referrers.map((who, k) => ({ who, n: cmd.counts[k]! })).filter((r) => r.n >= 1).sort((a, b) => b.n - a.n).slice(0, places);
              for (const r of ranked) inc[r.who]! += prize;
              coverage.referralWinners += ranked.length;
              dist[cmd.by]! += cmd.fund - prize * ranked.length;
            }
          } else if (cmd.op === 'chain') {
            // Two new challenges in one step of a new chain: both funds from points to give, or nothing.
            expected = dist[cmd.by]! < cmd.funds[0] + cmd.funds[1] ? 'INSUFFICIENT_FUNDS' : 'ok';
            const item = (fund: number, sort: number) => ({
              name: 'Шаг',
              description: 'Задание',
              coverIds: [],
              thumbnailId: null,
              fund,
              places: 1,
              sponsor: 'distribution' as const,
              winnerRule: 'organizer' as const,
              settings: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false },
              startAt: null,
              endAt: new Date(Date.now() + 3_600_000).toISOString(),
              invitedUserIds: [],
              step: 1,
              sort,
            });
            let madeIds: number[] = [];
            got = await outcome(
              createChainWithChallenges(
                db,
                viewer(cmd.by),
                { name: 'Цепочка', description: 'Шаги', coverIds: [], thumbnailId: null, startAt: new Date().toISOString(), endAt: new Date(Date.now() + 3_600_000).toISOString(), challenges: [item(cmd.funds[0], 0), item(cmd.funds[1], 1)] },
                randomUUID(),
              ).then((chain) => (madeIds = chain.steps.flatMap((s) => s.challenges.map((c) => c.id)))),
            );
            if (got === 'INSUFFICIENT_FUNDS') coverage.refusedChains++;
            if (got === 'ok') {
              coverage.chains++;
              for (const [i, fund] of cmd.funds.entries()) {
                dist[cmd.by]! -= fund;
                challenges.push({ id: madeIds[i]!, creator: cmd.by, sponsor: 'distribution', fund, places: 1, prize: fund, winners: 0, escrow: fund, status: 'active', participants: new Set() });
              }
            }
          } else {
            expected = 'ok';
            got = await outcome(createAdminTransfer(db, { adminId: ids[0]!, organizationId: org.id }, { userId: ids[cmd.to]!, direction: 'credit', account: 'income', amount: cmd.amount, reason: 'Бонус' }, randomUUID()));
            if (got === 'ok') inc[cmd.to]! += cmd.amount;
          }
          expect(got, JSON.stringify(cmd)).toBe(expected);
          const rows = await queryRows<{ user_id: number; kind: string; balance: number }>(
            db,
            sql`select user_id, kind, balance::int as balance from accounts where organization_id = ${org.id} and kind in ('distribution', 'income')`,
          );
          for (const [i, userId] of ids.entries()) {
            expect(rows.find((r) => Number(r.user_id) === userId && r.kind === 'distribution')?.balance ?? 0).toBe(dist[i]);
            expect(rows.find((r) => Number(r.user_id) === userId && r.kind === 'income')?.balance ?? 0).toBe(inc[i]);
          }
          for (const c of challenges) {
            const [e] = await queryRows<{ b: number }>(db, sql`select a.balance::int as b from challenges c join accounts a on a.id = c.escrow_account_id where c.id = ${c.id}`);
            expect(e?.b).toBe(c.escrow);
          }
          const report = await checkLedgerInvariants(db);
          expect(report.problems).toEqual([]);
        }
        // The end date passes: every running challenge completes and returns its rest.
        const r = await settleDueChallenges(db, new Date(Date.now() + 7_200_000));
        const running = challenges.filter((c) => c.status === 'active');
        expect(r.completed).toBeGreaterThanOrEqual(running.length);
        for (const c of running) completeModel(c);
        if (running.length > 0) coverage.ended++;
        for (const c of challenges) {
          const [e] = await queryRows<{ b: number }>(db, sql`select a.balance::int as b from challenges c join accounts a on a.id = c.escrow_account_id where c.id = ${c.id}`);
          expect(e?.b).toBe(0);
        }
        expect((await checkLedgerInvariants(db)).problems).toEqual([]);
      }),
      { numRuns: 30, seed: 39 },
    );
    expect(coverage.created).toBeGreaterThan(10);
    expect(coverage.accepted).toBeGreaterThan(8);
    expect(coverage.filled + coverage.closed + coverage.deleted + coverage.ended).toBeGreaterThan(3);
    expect(coverage.refusedFunds).toBeGreaterThan(0);
    expect(coverage.filled).toBeGreaterThan(0);
    expect(coverage.chains).toBeGreaterThan(0);
    expect(coverage.referralWinners).toBeGreaterThan(0);
    expect(coverage.refusedChains).toBeGreaterThan(0);
  }, 240_000);
});
