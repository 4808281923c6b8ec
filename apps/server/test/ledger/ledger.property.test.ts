/**
 * Property-based test of the points economy (fast-check): random sequences of thanks, additions to
 * a thanks (docs/decisions/0014), cancels (of thanks, of additions, of thanks with additions, which
 * take their additions with them), admin credits and debits, period starts and ends, clock moves
 * and idempotent retries — and, since docs/decisions/0023, approval thresholds switched on and off,
 * thanks above them that wait, lists of them approved or declined (duplicates, decided ones and a
 * controller's own refusing the whole list), withdrawn by their sender or declined at the period's
 * end, and a manager's redistributions — run against
 * the real services on the test database, beside a tiny model of who should hold what. After every
 * step: each operation succeeded or failed exactly as the model predicts (with the right code),
 * every member balance (points to give, received and waiting) equals the model, and the ledger
 * invariants hold (journals balance to zero, no member account negative, cached balances equal
 * their entries, points only created by accrual, starting balances (docs/decisions/0029) or admin credit and only destroyed by expiry or
 * admin debit, additions hang on a standing thanks, every thanks' points sit where its status says),
 * and every thanks' additions summary (points, colleagues) equals the model.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { organizations, privilegedRoles } from '../../src/db/schema.ts';
import { decideThanks } from '../../src/modules/approvals/index.ts';
import { createRedistribution } from '../../src/modules/redistribution/index.ts';
import { createAdminTransfer } from '../../src/modules/adminTransfers/service.ts';
import { createAdminBatch, createAdminMove } from '../../src/modules/adminTransfers/index.ts';
import { emit } from '../../src/modules/globalAdmin/index.ts';
import { cancelTransfer } from '../../src/modules/history/service.ts';
import { withTxRetry } from '../../src/db/txRetry.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { addDays, reconcileOrganization, utcDay } from '../../src/modules/periods/lifecycle.ts';
import { createPeriod } from '../../src/modules/periods/service.ts';
import { loadAdditionsSummaries } from '../../src/modules/feed/index.ts';
import { createAddition, createTransfer } from '../../src/modules/transfers/index.ts';
import { createOrg, createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

const MEMBERS = 4;
const CANCEL_SECONDS = 60;
/** Member 0 is the admin, 1 a controller, 2 a manager of the whole community (docs/decisions/0023). */
const CONTROLLER = 1;
const MANAGER = 2;

type Cmd =
  | { op: 'start'; accrual: number; user: number; creator: number }
  | { op: 'end' }
  | { op: 'thanks'; from: number; to: number; amount: number; anonymous: boolean }
  | { op: 'add'; from: number; pick: number; amount: number }
  | { op: 'retry' }
  | { op: 'cancel'; pick: number }
  | { op: 'admin'; user: number; credit: boolean; income: boolean; amount: number }
  | { op: 'move'; from: number; to: number; fromIncome: boolean; toIncome: boolean; amount: number }
  | { op: 'bulk'; mode: 'all' | 'only' | 'except'; picks: number[]; income: boolean; amount: number }
  | { op: 'wait'; seconds: number }
  | { op: 'threshold'; value: number | null }
  | { op: 'decide'; approve: boolean; admin: boolean; picks: number[] }
  | { op: 'redistribute'; to: number; amount: number }
  | { op: 'emit'; user: number | null; amount: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('start' as const),
      accrual: fc.integer({ min: 0, max: 60 }),
      user: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
      creator: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('end' as const) }) },
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant('thanks' as const), from: member, to: member, amount: fc.integer({ min: 1, max: 50 }), anonymous: fc.boolean() }),
  },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('add' as const), from: member, pick: fc.nat(100), amount: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('retry' as const) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(100) }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('admin' as const), user: member, credit: fc.boolean(), income: fc.boolean(), amount: fc.integer({ min: 1, max: 80 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('move' as const), from: member, to: member, fromIncome: fc.boolean(), toIncome: fc.boolean(), amount: fc.integer({ min: 1, max: 60 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('bulk' as const),
      mode: fc.constantFrom('all' as const, 'only' as const, 'except' as const),
      picks: fc.uniqueArray(member, { maxLength: 3 }),
      income: fc.boolean(),
      amount: fc.integer({ min: 1, max: 30 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 90 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('threshold' as const), value: fc.option(fc.integer({ min: 1, max: 30 }), { freq: 4 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('decide' as const), approve: fc.boolean(), admin: fc.boolean(), picks: fc.array(fc.nat(100), { minLength: 1, maxLength: 3 }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('redistribute' as const), to: member, amount: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('emit' as const), user: fc.option(member, { freq: 2 }), amount: fc.integer({ min: 1, max: 60 }) }) },
);

/**
 * The index in `sent` that `pick` (0 … 100) chooses: below 70 one of the three latest entries that
 * `prefer` accepts (so additions meet thanks still within their cancel window, and cancels meet
 * thanks with additions), else — or when none is preferred — any entry.
 */
function pickIndex<T>(pick: number, sent: readonly T[], prefer: (entry: T, index: number) => boolean = () => true): number {
  const preferred = sent.map((e, i) => (prefer(e, i) ? i : -1)).filter((i) => i >= 0);
  if (pick < 70 && preferred.length > 0) return preferred[preferred.length - 1 - (pick % Math.min(preferred.length, 3))]!;
  return pick % sent.length;
}

/** How often the interesting paths ran over all sequences (asserted after the property, so the generator keeps reaching them). */
const coverage = { additions: 0, additionCancels: 0, cascades: 0, held: 0, approved: 0, declined: 0, withdrawn: 0, closedWaiting: 0, redistributions: 0, emissions: 0, moves: 0, bulks: 0 };

/** What the model expects of one operation: ok, or the error code. */
type Outcome = 'ok' | string;

async function codeOf(p: Promise<unknown>): Promise<Outcome> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    throw err;
  }
}

async function runSequence(cmds: Cmd[]): Promise<void> {
  const org = await createOrg(db, { name: 'Prop', members: MEMBERS, accrual: 0, activePeriod: false });
  await db.update(organizations).set({ transactionCancelTime: CANCEL_SECONDS }).where(sql`${organizations.id} = ${org.id}`);
  const ids = org.members.map((m) => m.id);
  const admin = ids[0]!;
  await db.insert(privilegedRoles).values([
    { organizationId: org.id, userId: ids[CONTROLLER]!, role: 'C', roleName: 'Контролёр' },
    { organizationId: org.id, userId: ids[MANAGER]!, role: 'M', roleName: 'Менеджер' },
  ]);
  let now = new Date();
  // The model.
  let period: { id: number; end: string } | null = null;
  let dist = ids.map(() => 0);
  let inc = ids.map(() => 0);
  let wait = ids.map(() => 0);
  let threshold: number | null = null;
  // Thanks and additions (`additionTo`: the index of the thanks in `sent`), oldest first;
  // `waiting` while a thanks above the threshold waits for a decision.
  const sent: { id: number; from: number; to: number; amount: number; at: number; periodId: number; canceled: boolean; waiting: boolean; additionTo: number | null }[] = [];
  let last:
    | { kind: 'thanks'; from: number; key: string; body: { recipientId: number; amount: number; message: string; valueId: null; isAnonymous: boolean }; id: number }
    | { kind: 'addition'; from: number; key: string; body: { transferId: number; amount: number; message: string }; id: number }
    | { kind: 'redistribution'; from: number; key: string; body: { recipientId: number; amount: number; message: string }; id: number }
    | null = null;
  const additionsOf = (index: number) => sent.filter((a) => a.additionTo === index && !a.canceled);

  for (const cmd of cmds) {
    let expected: Outcome = 'ok';
    let actual: Outcome = 'ok';
    switch (cmd.op) {
      case 'start': {
        if (period) {
          expected = 'PERIOD_OVERLAP';
          actual = await codeOf(
            createPeriod(db, org.id, { startDate: utcDay(now), endDate: addDays(utcDay(now), 2), accrualAmount: cmd.accrual, startingCreatorBalance: cmd.creator, startingUserBalance: cmd.user }, undefined, now),
          );
          break;
        }
        const start = utcDay(now);
        const p = await createPeriod(db, org.id, { startDate: start, endDate: addDays(start, 2), accrualAmount: cmd.accrual, startingCreatorBalance: cmd.creator, startingUserBalance: cmd.user }, undefined, now);
        expect(p.status).toBe('active');
        period = { id: p.id, end: p.endDate };
        // Starting balances (docs/decisions/0029): the administrator (member 0) gets the creator
        // balance to give on top of the accrual, every member the user balance received.
        dist = ids.map((_, i) => cmd.accrual + (i === 0 ? cmd.creator : 0));
        inc = ids.map(() => cmd.user);
        wait = ids.map(() => 0);
        break;
      }
      case 'end': {
        if (!period) {
          expect(await reconcileOrganization(db, org.id, now)).toEqual({ activated: [], completed: [] });
          break;
        }
        now = new Date(`${addDays(period.end, 1)}T00:00:00Z`);
        const r = await reconcileOrganization(db, org.id, now);
        expect(r.completed).toEqual([period.id]);
        // What still waited was declined (its points back to give, then expired with the rest).
        for (const e of sent.filter((x) => x.waiting)) {
          e.waiting = false;
          e.canceled = true;
          coverage.closedWaiting++;
        }
        period = null;
        dist = ids.map(() => 0);
        inc = ids.map(() => 0);
        wait = ids.map(() => 0);
        break;
      }
      case 'thanks': {
        const from = ids[cmd.from]!;
        const to = ids[cmd.to]!;
        if (cmd.from === cmd.to) expected = 'SELF_TRANSFER';
        else if (!period) expected = 'NO_ACTIVE_PERIOD';
        else if (dist[cmd.from]! < cmd.amount) expected = 'INSUFFICIENT_FUNDS';
        const key = randomUUID();
        const body = { recipientId: to, amount: cmd.amount, message: 'prop', valueId: null, isAnonymous: cmd.anonymous };
        let id = 0;
        actual = await codeOf(
          createTransfer(db, { userId: from, organizationId: org.id }, body, key, { createdAt: now }).then((t) => {
            id = t.id;
          }),
        );
        if (expected === 'ok' && actual === 'ok' && period) {
          // Above the threshold it waits (equal to it does not).
          const held = threshold !== null && cmd.amount > threshold;
          dist[cmd.from]! -= cmd.amount;
          if (held) wait[cmd.from]! += cmd.amount;
          else inc[cmd.to]! += cmd.amount;
          if (held) coverage.held++;
          sent.push({ id, from: cmd.from, to: cmd.to, amount: cmd.amount, at: now.getTime(), periodId: period.id, canceled: false, waiting: held, additionTo: null });
          last = { kind: 'thanks', from, key, body, id };
        }
        break;
      }
      case 'add': {
        if (sent.length === 0) break;
        // Mostly a recent thanks (an addition now and then, which is refused).
        const index = pickIndex(cmd.pick, sent, (e) => e.additionTo === null && !e.canceled);
        const t = sent[index]!;
        // A waiting thanks is nobody's to see yet; an addition never waits, so it may carry at most the threshold.
        if (t.waiting) expected = 'NOT_FOUND';
        else if (t.additionTo !== null || cmd.from === t.from || cmd.from === t.to || t.canceled) expected = 'ADDITION_NOT_ALLOWED';
        else if (threshold !== null && cmd.amount > threshold) expected = 'MAX_TRANSFER_EXCEEDED';
        else if (!period) expected = 'NO_ACTIVE_PERIOD';
        else if (dist[cmd.from]! < cmd.amount) expected = 'INSUFFICIENT_FUNDS';
        const key = randomUUID();
        const from = ids[cmd.from]!;
        const body = { transferId: t.id, amount: cmd.amount, message: 'prop' };
        let id = 0;
        actual = await codeOf(
          createAddition(db, { userId: from, organizationId: org.id }, body, key, { createdAt: now }).then((a) => {
            id = a.id;
          }),
        );
        if (expected === 'ok' && actual === 'ok' && period) {
          dist[cmd.from]! -= cmd.amount;
          inc[t.to]! += cmd.amount;
          sent.push({ id, from: cmd.from, to: t.to, amount: cmd.amount, at: now.getTime(), periodId: period.id, canceled: false, waiting: false, additionTo: index });
          last = { kind: 'addition', from, key, body, id };
          coverage.additions++;
        }
        break;
      }
      case 'retry': {
        if (!last) break;
        // The same key and body: the first transfer (or addition) comes back, nothing moves.
        const again =
          last.kind === 'thanks'
            ? await createTransfer(db, { userId: last.from, organizationId: org.id }, last.body, last.key, { createdAt: now })
            : last.kind === 'addition'
              ? await createAddition(db, { userId: last.from, organizationId: org.id }, last.body, last.key, { createdAt: now })
              : await createRedistribution(db, { userId: last.from, organizationId: org.id }, last.body, last.key, now);
        expect(again.id).toBe(last.id);
        break;
      }
      case 'cancel': {
        if (sent.length === 0) break;
        // Mostly a recent thanks with additions or an addition, while it stands.
        const index = pickIndex(cmd.pick, sent, (e, i) => !e.canceled && (e.additionTo !== null || additionsOf(i).length > 0));
        const t = sent[index]!;
        // A thanks takes the additions that stand with it; an addition goes alone.
        const going = [t, ...(t.additionTo === null ? additionsOf(index) : [])];
        const total = going.reduce((sum, g) => sum + g.amount, 0);
        if (t.canceled) expected = 'TRANSFER_NOT_CANCELLABLE';
        else if (now.getTime() >= t.at + CANCEL_SECONDS * 1000) expected = 'TRANSFER_NOT_CANCELLABLE';
        else if (!period || going.some((g) => g.periodId !== period!.id)) expected = 'TRANSFER_NOT_CANCELLABLE';
        else if (!t.waiting && inc[t.to]! < total) expected = 'TRANSFER_NOT_CANCELLABLE';
        actual = await codeOf(cancelTransfer(db, { userId: ids[t.from]!, organizationId: org.id }, t.id, now));
        if (expected === 'ok' && actual === 'ok' && t.waiting) {
          // Withdrawn while it waited: back from the sender's waiting account (it has no additions).
          t.waiting = false;
          t.canceled = true;
          wait[t.from]! -= t.amount;
          dist[t.from]! += t.amount;
          coverage.withdrawn++;
        } else if (expected === 'ok' && actual === 'ok') {
          for (const g of going) {
            g.canceled = true;
            dist[g.from]! += g.amount;
          }
          inc[t.to]! -= total;
          if (t.additionTo !== null) coverage.additionCancels++;
          if (going.length > 1) coverage.cascades++;
        }
        break;
      }
      case 'admin': {
        const balances = cmd.income ? inc : dist;
        if (!period) expected = 'NO_ACTIVE_PERIOD';
        else if (!cmd.credit && balances[cmd.user]! < cmd.amount) expected = 'INSUFFICIENT_FUNDS';
        const key = randomUUID();
        const input = {
          userId: ids[cmd.user]!,
          direction: cmd.credit ? ('credit' as const) : ('debit' as const),
          account: cmd.income ? ('income' as const) : ('distribution' as const),
          amount: cmd.amount,
          reason: 'prop',
        };
        actual = await codeOf(createAdminTransfer(db, { adminId: admin, organizationId: org.id }, input, key, now));
        if (expected === 'ok' && actual === 'ok') {
          balances[cmd.user]! += cmd.credit ? cmd.amount : -cmd.amount;
          // An idempotent retry of the admin transfer changes nothing.
          await createAdminTransfer(db, { adminId: admin, organizationId: org.id }, input, key, now);
        }
        break;
      }
      case 'move': {
        // An admin's move between two member accounts (docs/decisions/0033): a debit and a credit, both or neither.
        if (cmd.from === cmd.to && cmd.fromIncome === cmd.toIncome) break;
        const source = cmd.fromIncome ? inc : dist;
        if (!period) expected = 'NO_ACTIVE_PERIOD';
        else if (source[cmd.from]! < cmd.amount) expected = 'INSUFFICIENT_FUNDS';
        const key = randomUUID();
        const input = {
          fromUserId: ids[cmd.from]!,
          fromAccount: cmd.fromIncome ? ('income' as const) : ('distribution' as const),
          toUserId: ids[cmd.to]!,
          toAccount: cmd.toIncome ? ('income' as const) : ('distribution' as const),
          amount: cmd.amount,
          reason: 'prop',
        };
        actual = await codeOf(createAdminMove(db, { adminId: admin, organizationId: org.id }, input, key, now));
        if (expected === 'ok' && actual === 'ok') {
          source[cmd.from]! -= cmd.amount;
          (cmd.toIncome ? inc : dist)[cmd.to]! += cmd.amount;
          coverage.moves++;
          await createAdminMove(db, { adminId: admin, organizationId: org.id }, input, key, now);
        }
        break;
      }
      case 'bulk': {
        // A transfer from the community to many, at once (docs/decisions/0033).
        const listed = new Set(cmd.picks);
        const chosen = ids.map((_, i) => (cmd.mode === 'all' ? true : cmd.mode === 'only' ? listed.has(i) : !listed.has(i)));
        if (cmd.mode !== 'all' && cmd.picks.length === 0) break;
        if (!period) expected = 'NO_ACTIVE_PERIOD';
        else if (!chosen.some(Boolean)) expected = 'NO_RECIPIENTS';
        const key = randomUUID();
        const input = { mode: cmd.mode, userIds: cmd.mode === 'all' ? [] : cmd.picks.map((i) => ids[i]!), account: cmd.income ? ('income' as const) : ('distribution' as const), amount: cmd.amount, reason: 'prop' };
        actual = await codeOf(createAdminBatch(db, { adminId: admin, organizationId: org.id }, input, key, now));
        if (expected === 'ok' && actual === 'ok') {
          const target = cmd.income ? inc : dist;
          chosen.forEach((yes, i) => {
            if (yes) target[i]! += cmd.amount;
          });
          coverage.bulks++;
          await createAdminBatch(db, { adminId: admin, organizationId: org.id }, input, key, now);
        }
        break;
      }
      case 'emit': {
        // The global admin's emission (docs/decisions/0034): new points into received points, of one member or everyone.
        if (!period) expected = 'NO_ACTIVE_PERIOD';
        const key = randomUUID();
        const input = { organizationId: org.id, ...(cmd.user === null ? {} : { userId: ids[cmd.user]! }), amount: cmd.amount, reason: 'prop' };
        actual = await codeOf(emit(db, admin, input, key, now));
        if (expected === 'ok' && actual === 'ok') {
          inc = inc.map((v, i) => (cmd.user === null || cmd.user === i ? v + cmd.amount : v));
          coverage.emissions++;
          // An idempotent retry of the emission changes nothing.
          await emit(db, admin, input, key, now);
        }
        break;
      }
      case 'wait':
        now = new Date(now.getTime() + cmd.seconds * 1000);
        break;
      case 'threshold':
        // Applies to thanks sent from now on; what waits keeps waiting.
        threshold = cmd.value;
        await db.update(organizations).set({ approvalThreshold: cmd.value }).where(sql`${organizations.id} = ${org.id}`);
        break;
      case 'decide': {
        if (sent.length === 0) break;
        // Mostly waiting thanks; a repeated pick names one twice.
        const picked = cmd.picks.map((p) => sent[pickIndex(p, sent, (e) => e.waiting)]!);
        const by = cmd.admin ? 0 : CONTROLLER;
        const list = picked.map((e) => e.id);
        if (new Set(list).size < list.length) expected = 'APPROVAL_DUPLICATE_IDS';
        else if (picked.some((e) => !e.waiting)) expected = 'THANKS_NOT_WAITING';
        else if (picked.some((e) => e.from === by || e.to === by)) expected = 'APPROVAL_OWN_THANKS';
        actual = await codeOf(decideThanks(db, { userId: ids[by]!, organizationId: org.id }, list, cmd.approve ? { approve: true } : { approve: false, reason: 'prop' }, now));
        if (expected === 'ok' && actual === 'ok') {
          for (const e of picked) {
            e.waiting = false;
            wait[e.from]! -= e.amount;
            if (cmd.approve) inc[e.to]! += e.amount;
            else {
              e.canceled = true;
              dist[e.from]! += e.amount;
            }
          }
          if (cmd.approve) coverage.approved += picked.length;
          else coverage.declined += picked.length;
        }
        break;
      }
      case 'redistribute': {
        if (cmd.to === MANAGER) expected = 'SELF_ACTION';
        else if (!period) expected = 'NO_ACTIVE_PERIOD';
        else if (dist[MANAGER]! < cmd.amount) expected = 'INSUFFICIENT_FUNDS';
        const key = randomUUID();
        const body = { recipientId: ids[cmd.to]!, amount: cmd.amount, message: 'prop' };
        let id = 0;
        actual = await codeOf(
          createRedistribution(db, { userId: ids[MANAGER]!, organizationId: org.id }, body, key, now).then((r) => {
            id = r.id;
          }),
        );
        if (expected === 'ok' && actual === 'ok') {
          dist[MANAGER]! -= cmd.amount;
          dist[cmd.to]! += cmd.amount;
          last = { kind: 'redistribution', from: ids[MANAGER]!, key, body, id };
          coverage.redistributions++;
        }
        break;
      }
    }
    expect(actual, `${JSON.stringify(cmd)}`).toBe(expected);

    // Balances equal the model (accounts of the current period; none exist outside a period).
    if (period) {
      const rows = await queryRows<{ user_id: number; kind: string; balance: string }>(
        db,
        sql`select user_id, kind, balance::text from accounts where period_id = ${period.id} and user_id is not null`,
      );
      const of = (u: number, kind: string) => Number(rows.find((r) => Number(r.user_id) === u && r.kind === kind)?.balance ?? 0);
      expect(ids.map((u) => of(u, 'distribution')), 'distribution').toEqual(dist);
      expect(ids.map((u) => of(u, 'income')), 'income').toEqual(inc);
      expect(ids.map((u) => of(u, 'waiting')), 'waiting').toEqual(wait);
    }
    const report = await checkLedgerInvariants(db);
    expect(report.problems, `after ${JSON.stringify(cmd)}`).toEqual([]);

    // Each thanks' additions summary (what its feed card shows) equals the model.
    const originals = sent.map((t, index) => ({ t, index })).filter(({ t }) => t.additionTo === null);
    const summaries = await loadAdditionsSummaries(db, { organizationId: org.id, viewerId: admin, ids: originals.map(({ t }) => t.id) });
    for (const { t, index } of originals) {
      const standing = additionsOf(index);
      const s = summaries.get(t.id);
      expect({ total: s?.total ?? 0, count: s?.count ?? 0 }, `additions of ${t.id} after ${JSON.stringify(cmd)}`).toEqual({
        total: standing.reduce((sum, a) => sum + a.amount, 0),
        count: new Set(standing.map((a) => a.from)).size,
      });
    }
  }
}

/**
 * A sequence run first (after the period and the first thanks 1 → 2): additions, a retried one,
 * refusals (the sender, the recipient, an addition), an addition canceled, the thanks canceled with
 * the addition left, then an addition to the canceled thanks — so every run covers them whatever
 * the random ones reach.
 */
const additionsWalk: Cmd[] = [
  { op: 'add', from: 3, pick: 0, amount: 4 },
  { op: 'retry' },
  { op: 'add', from: 0, pick: 0, amount: 3 },
  { op: 'add', from: 1, pick: 0, amount: 1 },
  { op: 'add', from: 2, pick: 0, amount: 1 },
  { op: 'add', from: 0, pick: 80, amount: 1 },
  { op: 'cancel', pick: 80 },
  { op: 'cancel', pick: 1 },
  { op: 'add', from: 3, pick: 81, amount: 1 },
];

/**
 * A sequence run first (after the period and the first thanks 1 → 2): a threshold of 10, thanks of
 * exactly 10 and above it, refused lists (a duplicate, a decided thanks, the controller's own), an
 * approval and a decline by the admin, a withdrawal, an addition above the threshold, a
 * redistribution and its retry, then the period's end with a thanks still waiting — so every run
 * covers them whatever the random ones reach.
 */
const approvalsWalk: Cmd[] = [
  { op: 'threshold', value: 10 },
  { op: 'thanks', from: 3, to: 2, amount: 10, anonymous: false },
  { op: 'thanks', from: 3, to: 0, amount: 12, anonymous: true },
  { op: 'thanks', from: 0, to: 3, amount: 11, anonymous: false },
  { op: 'decide', approve: true, admin: false, picks: [0, 0] },
  { op: 'decide', approve: true, admin: false, picks: [0, 80] },
  { op: 'thanks', from: 2, to: 1, amount: 13, anonymous: false },
  { op: 'decide', approve: true, admin: false, picks: [0] },
  { op: 'decide', approve: true, admin: true, picks: [0, 1] },
  { op: 'decide', approve: true, admin: true, picks: [0] },
  { op: 'decide', approve: false, admin: false, picks: [1] },
  { op: 'decide', approve: true, admin: false, picks: [0] },
  { op: 'thanks', from: 3, to: 1, amount: 14, anonymous: false },
  { op: 'cancel', pick: 83 },
  { op: 'add', from: 3, pick: 0, amount: 11 },
  { op: 'redistribute', to: 3, amount: 5 },
  { op: 'retry' },
  { op: 'redistribute', to: 2, amount: 1 },
  { op: 'thanks', from: 0, to: 2, amount: 15, anonymous: false },
  { op: 'emit', user: null, amount: 7 },
  { op: 'emit', user: 2, amount: 3 },
  { op: 'end' },
];

describe('ledger properties', () => {
  it('random operation sequences keep every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 22 }), async (cmds) => {
        // A period and a first thanks, so that additions and cancels have something to act on from the start.
        await runSequence([{ op: 'start', accrual: 40, user: 5, creator: 20 }, { op: 'thanks', from: 1, to: 2, amount: 5, anonymous: false }, ...cmds]);
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 40), endOnFailure: true, examples: [[additionsWalk], [approvalsWalk]] },
    );
    // The runs added to thanks, canceled additions and canceled thanks with their additions; held
    // thanks that were approved, declined, withdrawn and declined at the period's end; redistributed.
    expect(coverage.additions).toBeGreaterThan(0);
    expect(coverage.additionCancels).toBeGreaterThan(0);
    expect(coverage.cascades).toBeGreaterThan(0);
    for (const key of ['held', 'approved', 'declined', 'withdrawn', 'closedWaiting', 'redistributions', 'emissions', 'moves', 'bulks'] as const) expect(coverage[key], key).toBeGreaterThan(0);
  }, 300_000);
});

describe('retries', () => {
  it('a serialization failure or deadlock is retried, not surfaced; other errors are not retried', async () => {
    let calls = 0;
    const value = await withTxRetry(db, async () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error('could not serialize access'), { code: calls === 1 ? '40001' : '40P01' });
      return 'done';
    });
    expect(value).toBe('done');
    expect(calls).toBe(3);
    let once = 0;
    await expect(
      withTxRetry(db, async () => {
        once++;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toThrow('unique');
    expect(once).toBe(1);
  });
});
