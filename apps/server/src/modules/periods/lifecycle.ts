/**
 * Period lifecycle (SPEC §3 Period, §4 Period states): scheduled → active → completed.
 *
 * A period is active from `start_date` 00:00 UTC through the whole of `end_date`; it completes at
 * `end_date` + 1 day 00:00 UTC. At the start every member's distribution account is credited the
 * accrual from the period's treasury (one `accrual` journal), and the period's starting balances
 * (one `starting_balance` journal, docs/decisions/0029): the starting user balance into every
 * member's income account, the starting creator balance into every administrator's distribution
 * account; members who join while it is active get the accrual and the starting user balance when
 * they join. At the end every unspent distribution point expires back to the
 * treasury (one `expiry` journal, visible in the ledger), after the thanks still waiting for a
 * controller were declined back into them (docs/decisions/0023). Income stays. Members are notified when a
 * period starts and {@link ENDS_SOON_DAYS} days before it ends (notifications module), in the same
 * transactions, once per period.
 *
 * Every transition is idempotent and runs in one database transaction that holds the
 * organization row (`for no key update`), so it serializes with joins and with other transitions; thanks
 * hold the period row `for share`, so the expiry never races a thanks in flight. The job queue
 * (jobs.ts) only wakes {@link reconcileOrganization}; the database state decides what is due.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { declineWaitingOfPeriod } from '../approvals/index.ts';
import { ensureAccountsOf, ensureTreasury, postJournal, type JournalLine } from '../ledger/index.ts';
import { notifyPeriodEndsSoon, notifyPeriodStarted } from '../notifications/index.ts';

/** The UTC calendar day of `now` as `YYYY-MM-DD`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` + `days` (UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Members are told a period ends soon this many days before it completes (at 00:00 UTC of `end_date` − 1). */
export const ENDS_SOON_DAYS = 2;

/**
 * The first UTC day of a period's 'ends soon' notice (`end_date` − {@link ENDS_SOON_DAYS} + 1), or
 * null for a period too short to have one (the notice would come on its first day, with the
 * 'started' one).
 */
export function endsSoonDay(p: { startDate: string; endDate: string }): string | null {
  const day = addDays(p.endDate, 1 - ENDS_SOON_DAYS);
  return day > p.startDate ? day : null;
}

/** When a period with these dates starts, is announced as ending soon (null: never) and completes (UTC midnights). */
export function periodBounds(p: { startDate: string; endDate: string }): { startsAt: Date; endsSoonAt: Date | null; endsAt: Date } {
  const soon = endsSoonDay(p);
  return {
    startsAt: new Date(`${p.startDate}T00:00:00Z`),
    endsSoonAt: soon === null ? null : new Date(`${soon}T00:00:00Z`),
    endsAt: new Date(`${addDays(p.endDate, 1)}T00:00:00Z`),
  };
}

/**
 * Credits the period's accrual to each listed member who has not had it yet in this period (one
 * journal). Runs inside `tx`, which must hold the organization row. Returns how many were credited.
 */
async function creditAccrual(tx: Executor, organizationId: number, periodId: number, amount: number, userIds: number[]): Promise<number> {
  if (amount <= 0 || userIds.length === 0) return 0;
  const ids = sql.join(userIds.map((id) => sql`${id}::int`), sql`, `);
  const done = await queryRows<{ user_id: number }>(
    tx,
    sql`select distinct a.user_id from accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_journals j on j.id = e.journal_id and j.kind = 'accrual'
        where a.period_id = ${periodId} and a.kind = 'distribution' and a.user_id in (${ids})`,
  );
  const credited = new Set(done.map((r) => Number(r.user_id)));
  const due = userIds.filter((u) => !credited.has(u));
  if (due.length === 0) return 0;
  const treasury = await ensureTreasury(tx, organizationId, periodId);
  const accounts = await ensureAccountsOf(tx, organizationId, periodId, due);
  const lines: JournalLine[] = [{ accountId: treasury, amount: -amount * due.length }];
  for (const userId of due) {
    const acc = accounts.get(userId);
    if (!acc) throw new Error(`accounts of ${userId} missing`);
    lines.push({ accountId: acc.distributionId, amount });
  }
  await postJournal(tx, { organizationId, kind: 'accrual', transactionId: null, lines });
  return due.length;
}

/**
 * Credits a period's starting balances (docs/decisions/0029) in one `starting_balance` journal from
 * its treasury: `user.amount` points into the income account of each of `user.userIds`, and
 * `creator.amount` points into the distribution account of each of `creator.userIds` (the
 * administrators), skipping whoever already had that credit in this period — so it is idempotent
 * and a member who leaves and rejoins is not paid twice. Runs inside `tx`, which must hold the
 * organization row. Returns how many credits were made.
 */
async function creditStartingBalances(
  tx: Executor,
  organizationId: number,
  periodId: number,
  grants: { user: { amount: number; userIds: readonly number[] }; creator: { amount: number; userIds: readonly number[] } },
): Promise<number> {
  const wanted: { userId: number; kind: 'income' | 'distribution'; amount: number }[] = [];
  if (grants.user.amount > 0) for (const userId of grants.user.userIds) wanted.push({ userId, kind: 'income', amount: grants.user.amount });
  if (grants.creator.amount > 0) for (const userId of grants.creator.userIds) wanted.push({ userId, kind: 'distribution', amount: grants.creator.amount });
  if (wanted.length === 0) return 0;
  const ids = sql.join([...new Set(wanted.map((w) => w.userId))].map((id) => sql`${id}::int`), sql`, `);
  const done = await queryRows<{ user_id: number; kind: string }>(
    tx,
    sql`select distinct a.user_id, a.kind from accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_journals j on j.id = e.journal_id and j.kind = 'starting_balance'
        where a.period_id = ${periodId} and a.user_id in (${ids})`,
  );
  const had = new Set(done.map((r) => `${Number(r.user_id)}:${r.kind}`));
  const due = wanted.filter((w) => !had.has(`${w.userId}:${w.kind}`));
  if (due.length === 0) return 0;
  const treasury = await ensureTreasury(tx, organizationId, periodId);
  const accounts = await ensureAccountsOf(tx, organizationId, periodId, [...new Set(due.map((d) => d.userId))]);
  const lines: JournalLine[] = [{ accountId: treasury, amount: -due.reduce((sum, d) => sum + d.amount, 0) }];
  for (const d of due) {
    const acc = accounts.get(d.userId);
    if (!acc) throw new Error(`accounts of ${d.userId} missing`);
    lines.push({ accountId: d.kind === 'income' ? acc.incomeId : acc.distributionId, amount: d.amount });
  }
  await postJournal(tx, { organizationId, kind: 'starting_balance', transactionId: null, lines });
  return due.length;
}

/**
 * Locks the organization row for the rest of `tx` (serializes lifecycle transitions and joins).
 * `for no key update`, not `for update`: inserting a membership takes `for key share` on the row
 * (its foreign key), which `for update` would conflict with — two joins would deadlock.
 */
async function lockOrganization(tx: Executor, organizationId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`select id from organizations where id = ${organizationId} for no key update`);
  return rows.length > 0;
}

interface PeriodRow {
  id: number;
  organization_id: number;
  start_date: string;
  end_date: string;
  status: 'scheduled' | 'active' | 'completed';
  accrual_amount: number;
  starting_user_balance: number;
  starting_creator_balance: number;
}

/**
 * Completes the active period `periodId` if it is due at `now` (or `force`): status completed, every
 * thanks still waiting for approval in it declined (approvals module: its points back to its
 * sender's distribution account), then every positive distribution balance of the period expires to
 * its treasury in one `expiry` journal. Idempotent. Returns the expired points (0 when nothing was due).
 */
export async function completePeriodTx(tx: Executor, periodId: number, now: Date, force = false): Promise<{ completed: boolean; expired: number }> {
  const [p] = await queryRows<PeriodRow>(
    tx,
    sql`select id, organization_id, start_date::text, end_date::text, status, accrual_amount, starting_user_balance, starting_creator_balance
        from periods where id = ${periodId} for update`,
  );
  if (!p || p.status !== 'active') return { completed: false, expired: 0 };
  if (!force && p.end_date >= utcDay(now)) return { completed: false, expired: 0 };
  await tx.execute(sql`update periods set status = 'completed' where id = ${periodId}`);
  // Thanks still waiting for a controller are declined first: their points go back to their senders'
  // points to give, and expire with the rest (docs/decisions/0023).
  await declineWaitingOfPeriod(tx, Number(p.organization_id), periodId, now);
  const balances = await queryRows<{ id: number; balance: string }>(
    tx,
    sql`select id, balance::text from accounts
        where period_id = ${periodId} and kind = 'distribution' and balance > 0
        order by id for update`,
  );
  const total = balances.reduce((s, b) => s + Number(b.balance), 0);
  if (total > 0) {
    const treasury = await ensureTreasury(tx, Number(p.organization_id), periodId);
    const lines: JournalLine[] = balances.map((b) => ({ accountId: Number(b.id), amount: -Number(b.balance) }));
    lines.push({ accountId: treasury, amount: total });
    await postJournal(tx, { organizationId: Number(p.organization_id), kind: 'expiry', transactionId: null, lines });
  }
  return { completed: true, expired: total };
}

/**
 * Activates the scheduled period `periodId` if it is due at `now` (or `force`) and no other period
 * of the organization is active: status active, the accrual and a `period_started` notification to
 * every member. Idempotent.
 */
export async function activatePeriodTx(tx: Executor, periodId: number, now: Date, force = false): Promise<{ activated: boolean; credited: number }> {
  const [p] = await queryRows<PeriodRow>(
    tx,
    sql`select id, organization_id, start_date::text, end_date::text, status, accrual_amount, starting_user_balance, starting_creator_balance
        from periods where id = ${periodId} for update`,
  );
  if (!p || p.status !== 'scheduled') return { activated: false, credited: 0 };
  if (!force && p.start_date > utcDay(now)) return { activated: false, credited: 0 };
  const [other] = await queryRows<{ id: number }>(
    tx,
    sql`select id from periods where organization_id = ${p.organization_id} and status = 'active' and id <> ${periodId} limit 1`,
  );
  if (other) return { activated: false, credited: 0 };
  await tx.execute(sql`update periods set status = 'active' where id = ${periodId}`);
  const members = await queryRows<{ user_id: number }>(
    tx,
    sql`select user_id from memberships where organization_id = ${p.organization_id} order by user_id`,
  );
  const memberIds = members.map((m) => Number(m.user_id));
  const credited = await creditAccrual(tx, Number(p.organization_id), periodId, Number(p.accrual_amount), memberIds);
  const admins = await queryRows<{ user_id: number }>(
    tx,
    sql`select distinct r.user_id from privileged_roles r join memberships m on m.organization_id = r.organization_id and m.user_id = r.user_id
        where r.organization_id = ${p.organization_id} and r.role = 'A' order by r.user_id`,
  );
  await creditStartingBalances(tx, Number(p.organization_id), periodId, {
    user: { amount: Number(p.starting_user_balance), userIds: memberIds },
    creator: { amount: Number(p.starting_creator_balance), userIds: admins.map((a) => Number(a.user_id)) },
  });
  await notifyPeriodStarted(tx, {
    organizationId: Number(p.organization_id),
    periodId,
    startDate: p.start_date,
    endDate: p.end_date,
    accrualAmount: Number(p.accrual_amount),
  });
  return { activated: true, credited };
}

/** Completes period `periodId` now (tests and admins' tools; the job queue uses {@link reconcileOrganization}). */
export async function completePeriod(db: Db, periodId: number, now = new Date(), force = false) {
  return withTxRetry(db, async (tx) => {
    const [p] = await queryRows<{ organization_id: number }>(tx, sql`select organization_id from periods where id = ${periodId}`);
    if (!p) return { completed: false, expired: 0 };
    await lockOrganization(tx, Number(p.organization_id));
    return completePeriodTx(tx, periodId, now, force);
  });
}

/** Activates period `periodId` now if allowed (see {@link activatePeriodTx}). */
export async function activatePeriod(db: Db, periodId: number, now = new Date(), force = false) {
  return withTxRetry(db, async (tx) => {
    const [p] = await queryRows<{ organization_id: number }>(tx, sql`select organization_id from periods where id = ${periodId}`);
    if (!p) return { activated: false, credited: 0 };
    await lockOrganization(tx, Number(p.organization_id));
    return activatePeriodTx(tx, periodId, now, force);
  });
}

/**
 * Tells every member that the active period of the organization ends soon, when `now` is within its last
 * {@link ENDS_SOON_DAYS} days (with `tx`, which holds the organization row). Once per period.
 */
async function announceEndsSoon(tx: Executor, organizationId: number, now: Date): Promise<void> {
  const [p] = await queryRows<{ id: number; start_date: string; end_date: string }>(
    tx,
    sql`select id, start_date::text, end_date::text from periods where organization_id = ${organizationId} and status = 'active' limit 1`,
  );
  if (!p) return;
  const soon = endsSoonDay({ startDate: p.start_date, endDate: p.end_date });
  if (soon === null || soon > utcDay(now)) return;
  await notifyPeriodEndsSoon(tx, { organizationId, periodId: Number(p.id), endDate: p.end_date });
}

/**
 * Brings one organization's periods up to date at `now`: completes the active period whose end has
 * passed, then activates the earliest scheduled period whose start has come (completing it at once
 * if its end has passed too, then the next one), and tells the members when the active period ends
 * soon. Idempotent; safe to run from many processes.
 */
export async function reconcileOrganization(db: Db, organizationId: number, now = new Date()): Promise<{ activated: number[]; completed: number[] }> {
  return withTxRetry(db, async (tx) => {
    const activated: number[] = [];
    const completed: number[] = [];
    if (!(await lockOrganization(tx, organizationId))) return { activated, completed };
    for (let guard = 0; guard < 100; guard++) {
      const [active] = await queryRows<{ id: number }>(
        tx,
        sql`select id from periods where organization_id = ${organizationId} and status = 'active' limit 1`,
      );
      if (active) {
        const r = await completePeriodTx(tx, Number(active.id), now);
        if (r.completed) completed.push(Number(active.id));
        else break;
      }
      const [next] = await queryRows<{ id: number }>(
        tx,
        sql`select id from periods where organization_id = ${organizationId} and status = 'scheduled'
              and start_date <= ${utcDay(now)}::date order by start_date limit 1`,
      );
      if (!next) break;
      const r = await activatePeriodTx(tx, Number(next.id), now);
      if (!r.activated) break;
      activated.push(Number(next.id));
    }
    await announceEndsSoon(tx, organizationId, now);
    return { activated, completed };
  });
}

/**
 * Reconciles every organization that has a period due at `now` — to start, to complete, or in its
 * 'ends soon' days (the notice itself is sent once) — (run at boot and by the periodic job).
 */
export async function reconcileAll(db: Db, now = new Date()): Promise<{ activated: number[]; completed: number[] }> {
  const today = utcDay(now);
  const orgs = await queryRows<{ organization_id: number }>(
    db,
    sql`select distinct organization_id from periods
        where (status = 'scheduled' and start_date <= ${today}::date) or (status = 'active' and end_date < ${today}::date)
           or (status = 'active' and end_date - ${ENDS_SOON_DAYS - 1}::int <= ${today}::date)`,
  );
  const out = { activated: [] as number[], completed: [] as number[] };
  for (const o of orgs) {
    const r = await reconcileOrganization(db, Number(o.organization_id), now);
    out.activated.push(...r.activated);
    out.completed.push(...r.completed);
  }
  return out;
}

/**
 * A member joined organization `organizationId` inside `tx`: when a period is active they get its
 * accrual and its starting user balance now (SPEC: members who join during an active period get the
 * accrual; docs/decisions/0029). Idempotent.
 */
export async function onMemberJoined(tx: Executor, organizationId: number, userId: number): Promise<number> {
  return onMembersJoined(tx, organizationId, [userId]);
}

/**
 * {@link onMemberJoined} for many members at once (an import of employees): one journal credits
 * every listed member who has not had the active period's accrual yet, one more their starting user
 * balance; returns how many were credited the accrual (0 without an active period or members).
 */
export async function onMembersJoined(tx: Executor, organizationId: number, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  await lockOrganization(tx, organizationId);
  const [p] = await queryRows<{ id: number; accrual_amount: number; starting_user_balance: number }>(
    tx,
    sql`select id, accrual_amount, starting_user_balance from periods where organization_id = ${organizationId} and status = 'active' limit 1`,
  );
  if (!p) return 0;
  const credited = await creditAccrual(tx, organizationId, Number(p.id), Number(p.accrual_amount), [...userIds]);
  await creditStartingBalances(tx, organizationId, Number(p.id), { user: { amount: Number(p.starting_user_balance), userIds }, creator: { amount: 0, userIds: [] } });
  return credited;
}
