/**
 * Reads of the controllers' queue (DOMAIN §6.4 'C'; docs/decisions/0023): the thanks of a community
 * that wait for a decision, newest first, keyset-paginated by (created_at desc, id desc) through
 * `transactions_waiting_idx`.
 */
import { sql } from 'drizzle-orm';
import type { UserSummary, WaitingThanks, WaitingThanksPage } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';

/** Who reads or decides: the controller (or admin) and their current organization. */
export interface Controller {
  userId: number;
  organizationId: number;
}

interface WaitingRow {
  id: number;
  amount: string | number;
  message: string;
  value_id: number | null;
  value_name: string | null;
  is_anonymous: boolean;
  created_at: string | Date;
  sender_id: number;
  s_first_name: string;
  s_surname: string;
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

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

function person(id: number, p: { first_name: string; surname: string; nickname: string | null; tg_name: string | null; photo: string | null }): UserSummary {
  return { id, firstName: p.first_name, surname: p.surname, nickname: p.nickname, tgName: p.tg_name, photo: p.photo };
}

function toWaiting(r: WaitingRow, viewerId: number): WaitingThanks {
  const senderId = Number(r.sender_id);
  const recipientId = Number(r.recipient_id);
  return {
    id: Number(r.id),
    sender: person(senderId, { first_name: r.s_first_name, surname: r.s_surname, nickname: r.s_nickname, tg_name: r.s_tg_name, photo: r.s_photo }),
    recipient: person(recipientId, { first_name: r.r_first_name, surname: r.r_surname, nickname: r.r_nickname, tg_name: r.r_tg_name, photo: r.r_photo }),
    amount: Number(r.amount),
    message: r.message,
    value: r.value_id === null ? null : { id: Number(r.value_id), name: r.value_name ?? '' },
    isAnonymous: r.is_anonymous,
    createdAt: iso(r.created_at),
    canDecide: senderId !== viewerId && recipientId !== viewerId,
  };
}

/**
 * GET /api/approvals: a page of the thanks of the viewer's organization that wait for a decision,
 * newest first (`limit` rows after the cursor's; `nextCursor` null on the last page), each with its
 * sender (named even when anonymous), recipient, points, message, value and time, and whether the
 * viewer may decide it (not their own). Another organization's are never listed; a malformed cursor
 * is 400 VALIDATION_ERROR.
 */
export async function waitingPage(db: Executor, viewer: Controller, q: { cursor?: string | undefined; limit: number }): Promise<WaitingThanksPage> {
  const after = q.cursor === undefined ? null : decodeCursor(q.cursor);
  const rows = await queryRows<WaitingRow>(
    db,
    sql`select t.id, t.amount, t.message, t.value_id, v.name as value_name, t.is_anonymous, t.created_at,
               t.sender_id, sp.first_name as s_first_name, sp.surname as s_surname, sp.nickname as s_nickname,
               sp.tg_name as s_tg_name, sp.photo as s_photo,
               t.recipient_id, rp.first_name as r_first_name, rp.surname as r_surname, rp.nickname as r_nickname,
               rp.tg_name as r_tg_name, rp.photo as r_photo
        from transactions t
        join public_profiles sp on sp.user_id = t.sender_id
        join public_profiles rp on rp.user_id = t.recipient_id
        left join company_values v on v.id = t.value_id
        where t.organization_id = ${viewer.organizationId} and t.status = 'waiting' and t.approval = 'waiting'
          ${after === null ? sql`` : sql`and (t.created_at, t.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`}
        order by t.created_at desc, t.id desc
        limit ${q.limit + 1}`,
  );
  const items = rows.slice(0, q.limit).map((r) => toWaiting(r, viewer.userId));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}
