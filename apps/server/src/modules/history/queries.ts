/**
 * Reads of a member's history (SPEC §2 History: all, received, sent; group by user). Rows are
 * keyset-paginated by (created_at desc, id desc). An anonymous thanks never reveals its sender to
 * the recipient, not even through the group or counterpart filter, nor through an addition to it
 * (a row names the thanks it was added to, docs/decisions/0014). A thanks that waited for a
 * controller (docs/decisions/0023) is its sender's from the start (waiting, then approved, declined
 * or withdrawn) and its recipient's only once approved; a manager's redistribution is both people's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdditionTarget, HistoryFilter, HistoryGroup, HistoryItem, HistoryPage, ThanksApproval, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import type { TransactionStatus, TransactionType } from '../ledger/index.ts';

/** The viewer and their organization. */
export interface Viewer {
  userId: number;
  organizationId: number;
}

/** SQL pieces shared by the page and the group queries (alias `t` = transactions). */
function shapes(me: number) {
  const isAdminDebit = sql`(t.type = 'admin_manual' and t.admin_direction = 'debit')`;
  // A thanks waiting for approval, or declined or withdrawn before it was, never reached its recipient.
  // Challenges (docs/decisions/0039): a contribution leaves its payer (the organizer; no one's when the
  // community paid), winnings reach the winner, a return reaches the organizer who paid (not the
  // community's); the organizer is the recipient of record of the contribution, which they never receive.
  // A market purchase (docs/decisions/0046) is spent by the buyer, its recipient of record: waiting while
  // held, completed once paid, canceled once its points came back.
  const received = sql`(t.recipient_id = ${me} and not ${isAdminDebit} and (t.approval is null or t.approval = 'approved')
                        and t.type not in ('challenge_contribution', 'market_purchase') and not (t.type = 'challenge_return' and t.sender_id is null))`;
  const sent = sql`((t.sender_id = ${me} and t.type not in ('admin_manual', 'emission', 'winnings', 'challenge_return')) or (t.recipient_id = ${me} and ${isAdminDebit}))`;
  const counterpart = sql`(case when t.type in ('challenge_contribution', 'challenge_return', 'market_purchase') then null
                               when t.type = 'admin_manual' then t.sender_id
                               when t.recipient_id = ${me} then (case when t.is_anonymous then null else t.sender_id end)
                               else t.recipient_id end)`;
  return { received, sent, counterpart };
}

function filterSql(me: number, filter: HistoryFilter): SQL {
  const s = shapes(me);
  if (filter === 'received') return s.received;
  if (filter === 'sent') return s.sent;
  return sql`(${s.received} or ${s.sent})`;
}

interface Row {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: string | number;
  message: string;
  value_id: number | null;
  value_name: string | null;
  is_anonymous: boolean;
  admin_direction: 'credit' | 'debit' | null;
  period_id: number;
  period_active: boolean;
  sender_id: number | null;
  recipient_id: number;
  counterpart_id: number | null;
  c_first_name: string | null;
  c_surname: string | null;
  c_nickname: string | null;
  c_tg_name: string | null;
  c_photo: string | null;
  created_at: string | Date;
  changed_at: string | Date;
  cancel_time: number;
  addition_to_id: number | null;
  a_sender_id: number | null;
  as_first_name: string | null;
  as_surname: string | null;
  as_nickname: string | null;
  as_tg_name: string | null;
  as_photo: string | null;
  a_recipient_id: number | null;
  approval: ThanksApproval['state'] | null;
  decided_at: string | Date | null;
  decline_reason: string | null;
  ar_first_name: string | null;
  ar_surname: string | null;
  ar_nickname: string | null;
  ar_tg_name: string | null;
  ar_photo: string | null;
}

/** A timestamp column as pg or PGlite returns it (a Date or an ISO string), as an ISO string. */
export const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

function summary(id: number | null, r: { c_first_name: string | null; c_surname: string | null; c_nickname: string | null; c_tg_name: string | null; c_photo: string | null }): UserSummary | null {
  if (id === null) return null;
  return { id, firstName: r.c_first_name ?? '', surname: r.c_surname ?? '', nickname: r.c_nickname, tgName: r.c_tg_name, photo: r.c_photo };
}

function toItem(r: Row, me: number, now: Date): HistoryItem {
  const received =
    r.recipient_id === me && !(r.type === 'admin_manual' && r.admin_direction === 'debit') && r.type !== 'challenge_contribution';
  const createdAt = iso(r.created_at);
  const until = new Date(Date.parse(createdAt) + Number(r.cancel_time) * 1000);
  const cancellable =
    r.type === 'between_users' &&
    (r.status === 'completed' || r.status === 'waiting') &&
    r.sender_id === me &&
    r.period_active &&
    until.getTime() > now.getTime();
  const counterpartId = r.counterpart_id === null ? null : Number(r.counterpart_id);
  return {
    id: Number(r.id),
    type: r.type,
    status: r.status,
    direction: received ? 'received' : 'sent',
    amount: Number(r.amount),
    message: r.message,
    value: r.value_id === null ? null : { id: Number(r.value_id), name: r.value_name ?? '' },
    isAnonymous: r.is_anonymous,
    counterpart: summary(counterpartId, r),
    adminDirection: r.admin_direction,
    periodId: Number(r.period_id),
    createdAt,
    changedAt: iso(r.changed_at),
    cancellableUntil: cancellable ? until.toISOString() : null,
    additionTo: additionTarget(r),
    approval:
      r.approval === null
        ? null
        : { state: r.approval, decidedAt: r.decided_at === null ? null : iso(r.decided_at), reason: r.decline_reason },
  };
}

/** The thanks an addition row was added to (its sender already hidden in SQL when anonymous); null for any other row. */
function additionTarget(r: Row): AdditionTarget | null {
  if (r.addition_to_id === null || r.a_recipient_id === null) return null;
  const recipient = summary(Number(r.a_recipient_id), {
    c_first_name: r.ar_first_name,
    c_surname: r.ar_surname,
    c_nickname: r.ar_nickname,
    c_tg_name: r.ar_tg_name,
    c_photo: r.ar_photo,
  });
  const sender = summary(r.a_sender_id === null ? null : Number(r.a_sender_id), {
    c_first_name: r.as_first_name,
    c_surname: r.as_surname,
    c_nickname: r.as_nickname,
    c_tg_name: r.as_tg_name,
    c_photo: r.as_photo,
  });
  return recipient ? { id: Number(r.addition_to_id), sender, recipient } : null;
}

async function loadRows(db: Executor, viewer: Viewer, where: SQL[], limit: number): Promise<Row[]> {
  const s = shapes(viewer.userId);
  return queryRows<Row>(
    db,
    sql`select x.*, cp.first_name as c_first_name, cp.surname as c_surname, cp.nickname as c_nickname,
               cp.tg_name as c_tg_name, cp.photo as c_photo,
               asp.first_name as as_first_name, asp.surname as as_surname, asp.nickname as as_nickname,
               asp.tg_name as as_tg_name, asp.photo as as_photo,
               arp.first_name as ar_first_name, arp.surname as ar_surname, arp.nickname as ar_nickname,
               arp.tg_name as ar_tg_name, arp.photo as ar_photo
        from (
          select t.id, t.type, t.status, t.amount, t.message, t.value_id, v.name as value_name, t.is_anonymous,
                 t.admin_direction, t.period_id, (p.status = 'active') as period_active, t.sender_id, t.recipient_id,
                 ${s.counterpart} as counterpart_id, t.created_at, t.changed_at, o.transaction_cancel_time as cancel_time,
                 t.addition_to_id, t.approval, t.decided_at,
                 case when t.sender_id = ${viewer.userId} then t.decline_reason end as decline_reason,
                 case when ot.is_anonymous and ot.sender_id is distinct from ${viewer.userId} then null else ot.sender_id end as a_sender_id,
                 ot.recipient_id as a_recipient_id
          from transactions t
          left join transactions ot on ot.id = t.addition_to_id
          join organizations o on o.id = t.organization_id
          join periods p on p.id = t.period_id
          left join company_values v on v.id = t.value_id
          where t.organization_id = ${viewer.organizationId} and ${sql.join(where, sql` and `)}
          order by t.created_at desc nulls last, t.id desc nulls last
          limit ${limit}
        ) x
        left join public_profiles cp on cp.user_id = x.counterpart_id
        left join public_profiles asp on asp.user_id = x.a_sender_id
        left join public_profiles arp on arp.user_id = x.a_recipient_id
        order by x.created_at desc, x.id desc`,
  );
}

/** GET /api/history: a page of the viewer's movements, newest first. */
export async function historyPage(
  db: Executor,
  viewer: Viewer,
  q: { filter: HistoryFilter; counterpartId?: number | undefined; periodId?: number | undefined; cursor?: string | undefined; limit: number },
  now = new Date(),
): Promise<HistoryPage> {
  const s = shapes(viewer.userId);
  const where: SQL[] = [filterSql(viewer.userId, q.filter)];
  if (q.counterpartId !== undefined) where.push(sql`${s.counterpart} = ${q.counterpartId}`);
  if (q.periodId !== undefined) where.push(sql`t.period_id = ${q.periodId}`);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(t.created_at, t.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await loadRows(db, viewer, where, q.limit + 1);
  const items = rows.slice(0, q.limit).map((r) => toItem(r, viewer.userId, now));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/** GET /api/history/groups: the viewer's movements grouped by counterpart, most recent first (≤ 1000 groups). */
export async function historyGroups(db: Executor, viewer: Viewer, q: { filter: HistoryFilter; periodId?: number | undefined }): Promise<HistoryGroup[]> {
  const s = shapes(viewer.userId);
  const where: SQL[] = [filterSql(viewer.userId, q.filter)];
  if (q.periodId !== undefined) where.push(sql`t.period_id = ${q.periodId}`);
  const rows = await queryRows<{
    counterpart_id: number | null;
    n: number;
    received: string;
    sent: string;
    last_at: string | Date;
    c_first_name: string | null;
    c_surname: string | null;
    c_nickname: string | null;
    c_tg_name: string | null;
    c_photo: string | null;
  }>(
    db,
    sql`select g.*, cp.first_name as c_first_name, cp.surname as c_surname, cp.nickname as c_nickname,
               cp.tg_name as c_tg_name, cp.photo as c_photo
        from (
          select ${s.counterpart} as counterpart_id, count(*)::int as n,
                 coalesce(sum(case when t.status <> 'canceled' and ${s.received} then t.amount end), 0)::text as received,
                 coalesce(sum(case when t.status <> 'canceled' and ${s.sent} then t.amount end), 0)::text as sent,
                 max(t.created_at) as last_at
          from transactions t
          where t.organization_id = ${viewer.organizationId} and ${sql.join(where, sql` and `)}
          group by 1
        ) g
        left join public_profiles cp on cp.user_id = g.counterpart_id
        order by g.last_at desc
        limit 1000`,
  );
  return rows.map((r) => ({
    counterpart: summary(r.counterpart_id === null ? null : Number(r.counterpart_id), r),
    count: Number(r.n),
    received: pointsFromSql(r.received),
    sent: pointsFromSql(r.sent),
    lastAt: iso(r.last_at),
  }));
}

/** One row of the viewer's history; 404 NOT_FOUND when it is not theirs. */
export async function historyItem(db: Executor, viewer: Viewer, id: number, now = new Date()): Promise<HistoryItem> {
  const [row] = await loadRows(db, viewer, [sql`t.id = ${id}`, filterSql(viewer.userId, 'all')], 1);
  if (!row) throw new AppError('NOT_FOUND', 'Transfer not found');
  return toItem(row, viewer.userId, now);
}
