/**
 * Read-only checks of the ledger on a live database (ARCHITECTURE "Ledger": the invariants are
 * asserted in tests and checkable with `pnpm --filter @gratia/server ledger:check`).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { exactPoints } from '../../db/points.ts';

/** Result of {@link checkLedgerInvariants}: `ok` and a list of human-readable problems. */
export interface LedgerReport {
  ok: boolean;
  problems: string[];
  journals: number;
  entries: number;
  /**
   * Points created (accrual + admin credit), destroyed (expiry + admin debit) and held by members,
   * exact (bigint: sums over every period may pass what a JS number holds exactly).
   */
  totals: { created: bigint; destroyed: bigint; members: bigint };
}

/**
 * Checks the ledger on a live database, exactly for any amounts (sums are PostgreSQL's and compared
 * as text or bigint, never as rounded JS numbers): every journal sums to zero; all entries sum to zero; no
 * member account is negative; every cached balance equals the sum of its entries; every completed
 * thanks has exactly one journal moving its amount from the sender to the recipient; points are
 * created only by accrual and admin credit and destroyed only by expiry and admin debit; no journal
 * crosses organizations; every canceled thanks is reversed exactly once; every addition hangs on an
 * original thanks of its organization and recipient, by neither party, and is canceled with it; every admin transfer has
 * one matching journal; completed periods hold no distribution points; at most one active period.
 */
export async function checkLedgerInvariants(db: Executor): Promise<LedgerReport> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ journal_id: number; total: string }>(
    db,
    sql`select journal_id, sum(amount)::text as total from ledger_entries group by journal_id having sum(amount) <> 0 limit 20`,
  );
  for (const r of unbalanced) problems.push(`journal ${r.journal_id} sums to ${r.total}, not 0`);
  const [overall] = await queryRows<{ total: string; entries: string; journals: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total, count(*)::text as entries,
               (select count(*) from ledger_journals)::text as journals
        from ledger_entries`,
  );
  if (overall && overall.total !== '0') problems.push(`all entries sum to ${overall.total}, not 0`);
  const negative = await queryRows<{ id: number; balance: string }>(
    db,
    sql`select id, balance::text from accounts where kind <> 'treasury' and balance < 0 limit 20`,
  );
  for (const r of negative) problems.push(`member account ${r.id} is negative (${r.balance})`);
  const drift = await queryRows<{ id: number; balance: string; total: string }>(
    db,
    sql`select a.id, a.balance::text, coalesce(e.total, 0)::text as total
        from accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance <> coalesce(e.total, 0) limit 20`,
  );
  for (const r of drift) problems.push(`account ${r.id} caches ${r.balance} but its entries sum to ${r.total}`);
  const orphan = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.status = 'completed' and t.type = 'between_users'
          and (select count(*) from ledger_journals j where j.transaction_id = t.id) <> 1
        limit 20`,
  );
  for (const r of orphan) problems.push(`transaction ${r.id} does not have exactly one journal`);
  const mismatched = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        join ledger_journals j on j.transaction_id = t.id
        where t.type = 'between_users' and t.status = 'completed'
          and t.amount <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.journal_id = j.id and e.amount > 0)
        limit 20`,
  );
  for (const r of mismatched) problems.push(`transaction ${r.id} amount differs from its journal`);

  // Points are created only by accrual and admin credit (treasury lines negative), destroyed only by
  // expiry and admin debit (treasury lines positive); thanks and reversals never touch a treasury.
  const creation = await queryRows<{ journal_id: number; kind: string }>(
    db,
    sql`select distinct j.id as journal_id, j.kind from ledger_journals j
        join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id and a.kind = 'treasury'
        where (j.kind in ('thanks', 'reversal'))
           or (j.kind in ('accrual', 'admin_credit') and e.amount > 0)
           or (j.kind in ('expiry', 'admin_debit') and e.amount < 0)
        limit 20`,
  );
  for (const r of creation) problems.push(`journal ${r.journal_id} (${r.kind}) moves treasury points the wrong way`);
  const crossOrg = await queryRows<{ journal_id: number }>(
    db,
    sql`select distinct e.journal_id from ledger_entries e join ledger_journals j on j.id = e.journal_id
        join accounts a on a.id = e.account_id where a.organization_id <> j.organization_id limit 20`,
  );
  for (const r of crossOrg) problems.push(`journal ${r.journal_id} touches another organization's account`);
  // A canceled thanks has its journal and exactly one reversal that nets it to zero.
  const badCancel = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'between_users' and t.status = 'canceled'
          and ((select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'thanks') <> 1
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'reversal') <> 1
            or (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                 where j.transaction_id = t.id and e.amount > 0) <> 2 * t.amount)
        limit 20`,
  );
  for (const r of badCancel) problems.push(`canceled transaction ${r.id} is not reversed exactly once`);
  // An addition (docs/decisions/0014) hangs on an original thanks of its organization and recipient,
  // by someone who neither sent nor received it, and never outlives it: canceling the thanks
  // cancels its additions with it.
  const badAddition = await queryRows<{ id: number; problem: string }>(
    db,
    sql`select a.id, case when o.id is null or o.addition_to_id is not null or o.type <> 'between_users' then 'is not added to an original thanks'
                          when o.organization_id <> a.organization_id then 'crosses organizations'
                          when o.recipient_id <> a.recipient_id then 'credits someone else than the thanks'' recipient'
                          when a.sender_id = o.sender_id or a.sender_id = o.recipient_id then 'was added by the sender or recipient of the thanks'
                          else 'stands while its thanks is canceled' end as problem
        from transactions a left join transactions o on o.id = a.addition_to_id
        where a.addition_to_id is not null
          and (o.id is null or o.addition_to_id is not null or o.type <> 'between_users' or a.type <> 'between_users'
               or o.organization_id <> a.organization_id or o.recipient_id <> a.recipient_id
               or a.sender_id = o.sender_id or a.sender_id = o.recipient_id
               or (a.status = 'completed' and o.status = 'canceled'))
        limit 20`,
  );
  for (const r of badAddition) problems.push(`addition ${r.id} ${r.problem}`);
  // Every admin manual transfer has one journal of its direction and amount.
  const badAdmin = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'admin_manual'
          and (select count(*) from ledger_journals j
                where j.transaction_id = t.id
                  and j.kind = case when t.admin_direction = 'credit' then 'admin_credit' else 'admin_debit' end
                  and (select sum(e.amount) from ledger_entries e where e.journal_id = j.id and e.amount > 0) = t.amount) <> 1
        limit 20`,
  );
  for (const r of badAdmin) problems.push(`admin transfer ${r.id} does not have exactly one matching journal`);
  // A completed period keeps no distribution points (they expired); at most one active period per organization.
  const unexpired = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a join periods p on p.id = a.period_id
        where p.status = 'completed' and a.kind = 'distribution' and a.balance <> 0 limit 20`,
  );
  for (const r of unexpired) problems.push(`distribution account ${r.id} of a completed period still holds points`);
  const twoActive = await queryRows<{ organization_id: number }>(
    db,
    sql`select organization_id from periods where status = 'active' group by organization_id having count(*) > 1 limit 20`,
  );
  for (const r of twoActive) problems.push(`organization ${r.organization_id} has more than one active period`);
  const [tot] = await queryRows<{ created: string; destroyed: string; members: string }>(
    db,
    sql`select
          coalesce((select -sum(e.amount) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                     join accounts a on a.id = e.account_id
                    where a.kind = 'treasury' and j.kind in ('accrual', 'admin_credit')), 0)::text as created,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                     join accounts a on a.id = e.account_id
                    where a.kind = 'treasury' and j.kind in ('expiry', 'admin_debit')), 0)::text as destroyed,
          coalesce((select sum(balance) from accounts where kind <> 'treasury'), 0)::text as members`,
  );
  const totals = { created: exactPoints(tot?.created), destroyed: exactPoints(tot?.destroyed), members: exactPoints(tot?.members) };
  if (totals.created - totals.destroyed !== totals.members) {
    problems.push(`members hold ${totals.members} points but ${totals.created} were created and ${totals.destroyed} destroyed`);
  }
  return {
    ok: problems.length === 0,
    totals,
    problems,
    journals: Number(overall?.journals ?? 0),
    entries: Number(overall?.entries ?? 0),
  };
}
