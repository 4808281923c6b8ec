/**
 * Events feed (SPEC §1 Events feed): the organization's thanks, newest first, keyset-paginated by
 * (created_at desc, id desc) on the `transactions_feed_idx` index. An anonymous thanks shows
 * `sender: null` to everyone except its sender.
 */
import { sql } from 'drizzle-orm';
import type { FeedPage, Transfer, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { TransactionStatus, TransactionType } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { socialSummary } from '../social/service.ts';

interface TransferRow {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: string | number;
  message: string;
  is_anonymous: boolean;
  created_at: string | Date;
  value_id: number | null;
  value_name: string | null;
  sender_id: number | null;
  s_first_name: string | null;
  s_surname: string | null;
  s_nickname: string | null;
  s_tg_name: string | null;
  s_photo: string | null;
  recipient_id: number;
  r_first_name: string;
  r_surname: string;
  r_nickname: string | null;
  r_tg_name: string | null;
  r_photo: string | null;
}

/** Cursor of the feed: base64url of `<created_at ISO>|<id>`. */
export function encodeCursor(createdAt: Date, id: number): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** Parses a feed cursor; throws 400 VALIDATION_ERROR when malformed. */
export function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [ts, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(ts ?? '');
  const n = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(n) || n <= 0) {
    throw new AppError('VALIDATION_ERROR', 'Malformed cursor', {
      details: { issues: [{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }] },
    });
  }
  return { createdAt, id: n };
}

function toDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(v);
}

function toTransfer(r: TransferRow, viewerId: number): Transfer {
  const hideSender = r.is_anonymous && r.sender_id !== viewerId;
  const sender: UserSummary | null =
    hideSender || r.sender_id === null
      ? null
      : {
          id: r.sender_id,
          firstName: r.s_first_name ?? '',
          surname: r.s_surname ?? '',
          nickname: r.s_nickname,
          tgName: r.s_tg_name,
          photo: r.s_photo,
        };
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    amount: Number(r.amount),
    message: r.message,
    value: r.value_id === null ? null : { id: r.value_id, name: r.value_name ?? '' },
    isAnonymous: r.is_anonymous,
    sender,
    recipient: {
      id: r.recipient_id,
      firstName: r.r_first_name,
      surname: r.r_surname,
      nickname: r.r_nickname,
      tgName: r.r_tg_name,
      photo: r.r_photo,
    },
    createdAt: toDate(r.created_at).toISOString(),
  };
}

/**
 * Loads transfers of one organization as `viewerId` sees them: either the given `ids`, or a page
 * (`limit` rows older than `before`). Rows of other organizations are never returned; `feedOnly`
 * leaves out admin manual transfers (they are not feed events).
 */
export async function loadTransfers(
  db: Executor,
  q: { organizationId: number; viewerId: number; ids?: number[]; before?: { createdAt: Date; id: number }; limit?: number; feedOnly?: boolean },
): Promise<Transfer[]> {
  const filters = [sql`t.organization_id = ${q.organizationId}`];
  // Admin manual transfers are not events of the feed (they show in the member's history).
  if (q.feedOnly) filters.push(sql`t.type <> 'admin_manual'`);
  if (q.ids) filters.push(sql`t.id in (${sql.join(q.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (q.before) filters.push(sql`(t.created_at, t.id) < (${q.before.createdAt.toISOString()}::timestamptz, ${q.before.id})`);
  const rows = await queryRows<TransferRow>(
    db,
    sql`select t.id, t.type, t.status, t.amount, t.message, t.is_anonymous, t.created_at,
               t.value_id, v.name as value_name,
               t.sender_id, sp.first_name as s_first_name, sp.surname as s_surname, sp.nickname as s_nickname,
               sp.tg_name as s_tg_name, sp.photo as s_photo,
               t.recipient_id, rp.first_name as r_first_name, rp.surname as r_surname, rp.nickname as r_nickname,
               rp.tg_name as r_tg_name, rp.photo as r_photo
        from transactions t
        join profiles rp on rp.user_id = t.recipient_id
        left join profiles sp on sp.user_id = t.sender_id
        left join company_values v on v.id = t.value_id
        where ${sql.join(filters, sql` and `)}
        order by t.created_at desc, t.id desc
        limit ${q.limit ?? 100}`,
  );
  return rows.map((r) => toTransfer(r, q.viewerId));
}

/** GET /api/feed: a page of the organization's events, newest first; `nextCursor` null on the last page. */
export async function feedPage(
  db: Executor,
  q: { organizationId: number; viewerId: number; cursor?: string | undefined; limit: number },
): Promise<FeedPage> {
  const before = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await loadTransfers(db, { organizationId: q.organizationId, viewerId: q.viewerId, before, limit: q.limit + 1, feedOnly: true });
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  const social = await socialSummary(db, { organizationId: q.organizationId, userId: q.viewerId }, 'transaction', items.map((t) => t.id));
  return {
    items: items.map((t) => ({
      id: t.id,
      type: 'transaction' as const,
      createdAt: t.createdAt,
      transaction: t,
      likes: social.get(t.id)?.likes ?? { count: 0, likedByMe: false },
      commentsCount: social.get(t.id)?.commentsCount ?? 0,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null,
  };
}
