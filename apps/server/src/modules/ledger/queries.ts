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
 * member account is negative; every cached balance equals the sum of its entries; every thanks has
 * exactly the journals its status and approval say (`thanks`, or `hold` then `approval` or
 * `decline`; one `reversal` when canceled otherwise), each moving its amount, and over them all its
 * points sit where its status says (the sender's waiting account while it waits, the recipient's
 * income while completed, back with the sender when canceled — docs/decisions/0023); every
 * redistribution has one journal from the manager's points to give to the recipient's; points are
 * created only by accrual and admin credit and destroyed only by expiry and admin debit; no journal
 * crosses organizations; every addition hangs on an original thanks of its organization and
 * recipient, by neither party, and is canceled with it; every admin transfer has one matching
 * journal; every emission has one journal from the treasury to the recipient's income; completed periods hold no points to give or waiting and no thanks waits in them; at most
 * one active period.
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
  // Every thanks (and addition) has exactly the journals its status and approval say (docs/decisions/0023):
  // a `thanks` journal, or a `hold` when it waited for approval, then an `approval` or a `decline`
  // when decided; a `reversal` when it was canceled otherwise (taken back, or withdrawn while waiting).
  const journalsOf = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'between_users'
          and ((select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'thanks') <> case when t.approval is null then 1 else 0 end
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'hold') <> case when t.approval is null then 0 else 1 end
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'approval') <> case when t.approval = 'approved' then 1 else 0 end
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'decline') <> case when t.approval = 'declined' then 1 else 0 end
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'reversal')
                 <> case when t.status = 'canceled' and t.approval is distinct from 'declined' then 1 else 0 end
            or exists (select 1 from ledger_journals j where j.transaction_id = t.id
                        and j.kind not in ('thanks', 'hold', 'approval', 'decline', 'reversal')))
        limit 20`,
  );
  for (const r of journalsOf) problems.push(`transaction ${r.id} does not have exactly the journals its status says`);
  // Each of those journals moves the transaction's amount (as does a redistribution's).
  const mismatched = await queryRows<{ id: number }>(
    db,
    sql`select distinct t.id from transactions t
        join ledger_journals j on j.transaction_id = t.id
        where t.type in ('between_users', 'redistribution')
          and t.amount <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.journal_id = j.id and e.amount > 0)
        limit 20`,
  );
  for (const r of mismatched) problems.push(`transaction ${r.id} amount differs from its journal`);
  // What a thanks leaves where, over all its journals: the sender is short of its points unless it
  // was canceled, they sit in the sender's waiting account while it waits, and the recipient holds
  // them while it is completed — nothing else of the period moves.
  const net = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'between_users'
          and exists (
            select 1 from (
              select a.user_id, a.kind, sum(e.amount) as total
              from ledger_journals j join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id
              where j.transaction_id = t.id
              group by a.user_id, a.kind, a.period_id
              having a.period_id <> t.period_id
                  or sum(e.amount) <> case
                       when a.user_id = t.sender_id and a.kind = 'distribution' then case when t.status = 'canceled' then 0 else -t.amount end
                       when a.user_id = t.sender_id and a.kind = 'waiting' then case when t.status = 'waiting' then t.amount else 0 end
                       when a.user_id = t.recipient_id and a.kind = 'income' then case when t.status = 'completed' then t.amount else 0 end
                       else 0 end
            ) wrong)
          or (t.status <> 'canceled' and not exists (select 1 from ledger_journals j where j.transaction_id = t.id))
        limit 20`,
  );
  for (const r of net) problems.push(`thanks ${r.id} leaves other points with its sender or recipient than its status says`);
  // A manager's redistribution: one journal, from the manager's points to give to the recipient's.
  const badRedistribution = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'redistribution'
          and (t.status <> 'completed'
            or (select count(*) from ledger_journals j where j.transaction_id = t.id) <> 1
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'redistribution') <> 1
            or exists (select 1 from ledger_journals j join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id
                        where j.transaction_id = t.id
                          and not ((a.user_id = t.sender_id and a.kind = 'distribution' and e.amount = -t.amount)
                                or (a.user_id = t.recipient_id and a.kind = 'distribution' and e.amount = t.amount))))
        limit 20`,
  );
  for (const r of badRedistribution) problems.push(`redistribution ${r.id} does not move its points from the manager's to the recipient's points to give`);

  // Points are created only by accrual, starting balances, admin credit and emission (treasury lines negative), destroyed only by
  // expiry and admin debit (treasury lines positive); the journals between members never touch a treasury.
  const creation = await queryRows<{ journal_id: number; kind: string }>(
    db,
    sql`select distinct j.id as journal_id, j.kind from ledger_journals j
        join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id and a.kind = 'treasury'
        where (j.kind in ('thanks', 'reversal', 'hold', 'approval', 'decline', 'redistribution', 'market_hold', 'market_purchase', 'market_release', 'market_refund'))
           or (j.kind in ('accrual', 'starting_balance', 'admin_credit', 'emission') and e.amount > 0)
           or (j.kind in ('expiry', 'admin_debit') and e.amount < 0)
        limit 20`,
  );
  for (const r of creation) problems.push(`journal ${r.journal_id} (${r.kind}) moves treasury points the wrong way`);
  // Challenges (docs/decisions/0039): a community fund comes from a treasury and its rest may go back to one;
  // prizes never touch a treasury.
  const challengeTreasury = await queryRows<{ journal_id: number; kind: string }>(
    db,
    sql`select distinct j.id as journal_id, j.kind from ledger_journals j
        join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id and a.kind = 'treasury'
        where j.kind = 'winnings' or (j.kind = 'challenge_contribution' and e.amount > 0) or (j.kind = 'challenge_return' and e.amount < 0)
        limit 20`,
  );
  for (const r of challengeTreasury) problems.push(`journal ${r.journal_id} (${r.kind}) moves treasury points the wrong way`);
  for (const p of await challengeProblems(db)) problems.push(p);
  for (const p of await marketProblems(db)) problems.push(p);
  const crossOrg = await queryRows<{ journal_id: number }>(
    db,
    sql`select distinct e.journal_id from ledger_entries e join ledger_journals j on j.id = e.journal_id
        join accounts a on a.id = e.account_id where a.organization_id <> j.organization_id limit 20`,
  );
  for (const r of crossOrg) problems.push(`journal ${r.journal_id} touches another organization's account`);
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
  // Every emission (a superuser's points created from nothing, docs/decisions/0034) has one
  // `emission` journal, from its period's treasury into the recipient's received points, of its
  // amount; and every `emission` journal belongs to one.
  const badEmission = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'emission'
          and (t.status <> 'completed'
            or (select count(*) from ledger_journals j where j.transaction_id = t.id) <> 1
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'emission') <> 1
            or exists (select 1 from ledger_journals j join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id
                        where j.transaction_id = t.id
                          and not ((a.user_id = t.recipient_id and a.kind = 'income' and e.amount = t.amount and a.period_id = t.period_id)
                                or (a.kind = 'treasury' and e.amount = -t.amount and a.period_id = t.period_id))))
        union
        select j.id from ledger_journals j left join transactions t on t.id = j.transaction_id
        where j.kind = 'emission' and (t.id is null or t.type <> 'emission')
        limit 20`,
  );
  for (const r of badEmission) problems.push(`emission ${r.id} does not move its points from the treasury into the recipient's received points`);
  // A completed period keeps no points to give (they expired) and none waiting (undecided thanks
  // were declined when it ended) but what market orders placed in it still hold (docs/decisions/0046);
  // at most one active period per organization.
  const unexpired = await queryRows<{ id: number; kind: string }>(
    db,
    sql`select a.id, a.kind from accounts a join periods p on p.id = a.period_id
        where p.status = 'completed'
          and ((a.kind = 'distribution' and a.balance <> 0)
            or (a.kind = 'waiting' and a.balance <> (select coalesce(sum(mo.total), 0) from market_orders mo
                                                      where mo.hold_account_id = a.id and mo.status in ${HELD_SQL})))
        limit 20`,
  );
  for (const r of unexpired) problems.push(`${r.kind} account ${r.id} of a completed period still holds points`);
  const staleWaiting = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t join periods p on p.id = t.period_id where t.status = 'waiting' and t.type = 'between_users' and p.status <> 'active' limit 20`,
  );
  for (const r of staleWaiting) problems.push(`thanks ${r.id} still waits although its period is not active`);
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
                    where a.kind = 'treasury' and j.kind in ('accrual', 'starting_balance', 'admin_credit', 'emission', 'challenge_contribution')), 0)::text as created,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                     join accounts a on a.id = e.account_id
                    where a.kind = 'treasury' and j.kind in ('expiry', 'admin_debit', 'challenge_return')), 0)::text as destroyed,
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

/**
 * The challenges' part of {@link checkLedgerInvariants} (docs/decisions/0039): every escrow account
 * belongs to exactly one challenge; each challenge transaction has exactly one journal of its type
 * that moves its amount out of (winnings, return) or into (contribution) that challenge's escrow and
 * nothing else but one other account; the escrow of a running challenge holds its fund less the
 * prizes paid, and of a completed or deleted one nothing; its winners are its accepted reports, each
 * paid once, and no challenge paid out more than it took in.
 */
async function challengeProblems(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  const orphan = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a where a.kind = 'escrow' and (select count(*) from challenges c where c.escrow_account_id = a.id) <> 1 limit 20`,
  );
  for (const r of orphan) problems.push(`escrow account ${r.id} does not belong to exactly one challenge`);
  const badMovement = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        left join challenge_transactions ct on ct.transaction_id = t.id
        left join challenges c on c.id = ct.challenge_id
        where t.type in ('challenge_contribution', 'winnings', 'challenge_return')
          and (c.id is null or t.status <> 'completed'
            or (select count(*) from ledger_journals j where j.transaction_id = t.id) <> 1
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = t.type) <> 1
            or (select count(*) from ledger_journals j join ledger_entries e on e.journal_id = j.id where j.transaction_id = t.id) <> 2
            or not exists (select 1 from ledger_journals j join ledger_entries e on e.journal_id = j.id
                            where j.transaction_id = t.id and e.account_id = c.escrow_account_id
                              and e.amount = case when t.type = 'challenge_contribution' then t.amount else -t.amount end))
        limit 20`,
  );
  for (const r of badMovement) problems.push(`challenge transaction ${r.id} does not move its amount through its challenge's escrow`);
  const badEscrow = await queryRows<{ id: number }>(
    db,
    sql`select c.id from challenges c join accounts a on a.id = c.escrow_account_id
        where a.balance <> case when c.status = 'completed' or c.deleted_at is not null then 0 else c.fund - c.winners_count * c.prize end
           or c.winners_count <> (select count(*) from challenge_reports r where r.challenge_id = c.id and r.state = 'accepted')
           or (select count(*) from challenge_reports r where r.challenge_id = c.id and r.state = 'accepted')
              <> (select count(*) from challenge_transactions ct join transactions t on t.id = ct.transaction_id
                   where ct.challenge_id = c.id and t.type = 'winnings' and ct.report_id is not null)
           or coalesce((select sum(t.amount) from challenge_transactions ct join transactions t on t.id = ct.transaction_id
                         where ct.challenge_id = c.id and t.type in ('winnings', 'challenge_return')), 0)
              > coalesce((select sum(t.amount) from challenge_transactions ct join transactions t on t.id = ct.transaction_id
                         where ct.challenge_id = c.id and t.type = 'challenge_contribution'), 0)
        limit 20`,
  );
  for (const r of badEscrow) problems.push(`challenge ${r.id}: its escrow, winners or payouts disagree with its state`);
  return problems;
}

/** Order statuses whose total is held, spent or given back (contracts `market.ts`), as SQL lists. */
const HELD_SQL = sql.raw(`('under_consideration', 'accepted_awaiting', 'accepted_by_buyer')`);
const SPENT_SQL = sql.raw(`('paid', 'ready_for_delivery', 'issued', 'ready')`);
const RETURNED_SQL = sql.raw(`('rejected', 'canceled')`);

/**
 * The market's part of {@link checkLedgerInvariants} (docs/decisions/0046): every `market_purchase`
 * transaction belongs to exactly one order, by and for its buyer, of its total, and its status says
 * where the order stands (waiting while held, completed once spent, canceled once given back); it
 * has exactly the journals that status says — a `market_hold`, then a `market_purchase` once paid,
 * a `market_release` when given back before payment or a `market_refund` after — each moving the
 * order's total, and over them all the total sits where the status says (the order's waiting
 * account while held, the buyer's market account of the hold's period once spent, back in the
 * buyer's income once given back); every waiting account holds exactly its waiting thanks and held
 * orders, every market account exactly its spent orders.
 */
async function marketProblems(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  const orphan = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t left join market_orders mo on mo.transaction_id = t.id
        where t.type = 'market_purchase'
          and (mo.id is null or t.sender_id <> mo.user_id or t.recipient_id <> mo.user_id or t.amount <> mo.total
            or t.organization_id <> mo.organization_id or t.period_id <> mo.period_id
            or t.status <> case when mo.status in ${HELD_SQL} then 'waiting' when mo.status in ${SPENT_SQL} then 'completed' else 'canceled' end)
        limit 20`,
  );
  for (const r of orphan) problems.push(`market purchase ${r.id} does not match its order`);
  const journals = await queryRows<{ id: number }>(
    db,
    sql`select mo.id from market_orders mo
        where (select count(*) from ledger_journals j where j.transaction_id = mo.transaction_id and j.kind = 'market_hold') <> case when mo.total > 0 then 1 else 0 end
           or (select count(*) from ledger_journals j where j.transaction_id = mo.transaction_id and j.kind = 'market_purchase')
                <> case when mo.total > 0 and mo.paid_at is not null then 1 else 0 end
           or (select count(*) from ledger_journals j where j.transaction_id = mo.transaction_id and j.kind = 'market_release')
                <> case when mo.total > 0 and mo.status in ${RETURNED_SQL} and mo.paid_at is null then 1 else 0 end
           or (select count(*) from ledger_journals j where j.transaction_id = mo.transaction_id and j.kind = 'market_refund')
                <> case when mo.total > 0 and mo.status in ${RETURNED_SQL} and mo.paid_at is not null then 1 else 0 end
           or (mo.status in ${SPENT_SQL} and mo.paid_at is null) or (mo.status in ${HELD_SQL} and mo.paid_at is not null)
           or exists (select 1 from ledger_journals j where j.transaction_id = mo.transaction_id
                       and (j.kind not in ('market_hold', 'market_purchase', 'market_release', 'market_refund')
                         or (select coalesce(sum(e.amount), 0) from ledger_entries e where e.journal_id = j.id and e.amount > 0) <> mo.total))
        limit 20`,
  );
  for (const r of journals) problems.push(`market order ${r.id} does not have exactly the journals its status says`);
  const net = await queryRows<{ id: number }>(
    db,
    sql`select mo.id from market_orders mo
        where exists (
          select 1 from (
            select a.id as account_id, a.user_id, a.kind, a.period_id, sum(e.amount) as total
            from ledger_journals j join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id
            where j.transaction_id = mo.transaction_id
            group by a.id, a.user_id, a.kind, a.period_id
          ) x
          where x.user_id is distinct from mo.user_id
             or (x.kind = 'waiting' and (x.account_id <> mo.hold_account_id or x.total <> case when mo.status in ${HELD_SQL} then mo.total else 0 end))
             or (x.kind = 'market' and (x.period_id <> mo.period_id or x.total <> case when mo.status in ${SPENT_SQL} then mo.total else 0 end))
             or x.kind not in ('waiting', 'market', 'income'))
        or coalesce((select sum(e.amount) from ledger_journals j join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id
                      where j.transaction_id = mo.transaction_id and a.kind = 'income'), 0)
           <> case when mo.status in ${RETURNED_SQL} then 0 else -mo.total end
        limit 20`,
  );
  for (const r of net) problems.push(`market order ${r.id} leaves its points elsewhere than its status says`);
  const waiting = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a
        where a.kind = 'waiting'
          and a.balance <> coalesce((select sum(t.amount) from transactions t
                                      where t.type = 'between_users' and t.status = 'waiting' and t.sender_id = a.user_id and t.period_id = a.period_id), 0)
                          + coalesce((select sum(mo.total) from market_orders mo where mo.hold_account_id = a.id and mo.status in ${HELD_SQL}), 0)
        limit 20`,
  );
  for (const r of waiting) problems.push(`waiting account ${r.id} holds other points than its waiting thanks and orders`);
  const market = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a
        where a.kind = 'market'
          and a.balance <> coalesce((select sum(mo.total) from market_orders mo
                                      where mo.user_id = a.user_id and mo.period_id = a.period_id and mo.status in ${SPENT_SQL}), 0)
        limit 20`,
  );
  for (const r of market) problems.push(`market account ${r.id} holds other points than its spent orders`);
  return problems;
}
