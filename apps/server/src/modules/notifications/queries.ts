/**
 * Reads of in-app notifications (SPEC §2 Header 'Notifications bell'): the viewer's own, in their
 * current organization — every query carries both `recipient_id` and `organization_id`. Query
 * paths: `notifications_list_idx` (pages, newest first) and `notifications_unread_idx` (the count).
 */
import { sql } from 'drizzle-orm';
import type { Notification, NotificationKind, NotificationPage, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import type { NotificationPayloads } from './schema.ts';

/** The caller: their current organization and themselves. */
export interface Viewer {
  organizationId: number;
  userId: number;
}

/** A notification row with its actor's profile (null without an actor). */
interface NotificationRow {
  id: number;
  kind: NotificationKind;
  object_id: number;
  payload: Record<string, unknown>;
  likes: number;
  read_at: string | Date | null;
  created_at: string | Date;
  actor_id: number | null;
  first_name: string | null;
  surname: string | null;
  nickname: string | null;
  tg_name: string | null;
  photo: string | null;
}

/** A timestamp column (a Date or an ISO string) as an ISO string. */
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

const COLUMNS = sql`n.id, n.kind, n.object_id, n.payload, cardinality(n.actor_ids)::int as likes, n.read_at, n.created_at, n.actor_id,
  p.first_name, p.surname, p.nickname, p.tg_name, p.photo`;

/** The row as the contract's {@link Notification}: the payload of its kind spread beside the common fields. */
function toNotification(r: NotificationRow): Notification {
  const actor: UserSummary | null =
    r.actor_id === null || r.first_name === null
      ? null
      : { id: r.actor_id, firstName: r.first_name, surname: r.surname ?? '', nickname: r.nickname, tgName: r.tg_name, photo: r.photo };
  const base = { id: r.id, createdAt: iso(r.created_at), readAt: r.read_at === null ? null : iso(r.read_at), actor };
  const objectId = Number(r.object_id);
  switch (r.kind) {
    case 'thanks_received':
    case 'thanks_cancelled': {
      const p = r.payload as unknown as NotificationPayloads['thanks_received'];
      // Anonymous: no actor, whatever the row says.
      return { ...base, actor: p.isAnonymous ? null : actor, kind: r.kind, transactionId: objectId, amount: p.amount, isAnonymous: p.isAnonymous };
    }
    case 'thanks_addition': {
      const p = r.payload as unknown as NotificationPayloads['thanks_addition'];
      return { ...base, kind: r.kind, transactionId: objectId, additionId: Number(p.additionId), amount: p.amount };
    }
    case 'thanks_comment': {
      const p = r.payload as unknown as NotificationPayloads['thanks_comment'];
      return { ...base, kind: r.kind, transactionId: objectId, commentId: p.commentId, role: p.role };
    }
    case 'thanks_like': {
      const p = r.payload as unknown as NotificationPayloads['thanks_like'];
      return { ...base, kind: r.kind, transactionId: objectId, likes: Math.max(1, r.likes), role: p.role };
    }
    case 'period_started': {
      const p = r.payload as unknown as NotificationPayloads['period_started'];
      return { ...base, kind: r.kind, periodId: objectId, startDate: p.startDate, endDate: p.endDate, accrualAmount: p.accrualAmount };
    }
    case 'period_ends_soon': {
      const p = r.payload as unknown as NotificationPayloads['period_ends_soon'];
      return { ...base, kind: r.kind, periodId: objectId, endDate: p.endDate };
    }
    case 'thanks_declined': {
      const p = r.payload as unknown as NotificationPayloads['thanks_declined'];
      return { ...base, kind: r.kind, transactionId: objectId, amount: p.amount, reason: p.reason };
    }
    case 'points_redistributed': {
      const p = r.payload as unknown as NotificationPayloads['points_redistributed'];
      return { ...base, kind: r.kind, transactionId: objectId, amount: p.amount };
    }
    case 'challenge_report_sent': {
      const p = r.payload as unknown as NotificationPayloads['challenge_report_sent'];
      return { ...base, kind: r.kind, reportId: objectId, challengeId: Number(p.challengeId), challengeName: p.challengeName };
    }
    case 'challenge_report_accepted': {
      const p = r.payload as unknown as NotificationPayloads['challenge_report_accepted'];
      return { ...base, kind: r.kind, reportId: objectId, challengeId: Number(p.challengeId), challengeName: p.challengeName, prize: p.prize };
    }
    case 'challenge_report_rejected': {
      const p = r.payload as unknown as NotificationPayloads['challenge_report_rejected'];
      return { ...base, kind: r.kind, reportId: objectId, challengeId: Number(p.challengeId), challengeName: p.challengeName, reason: p.reason };
    }
    case 'challenge_ends_soon': {
      const p = r.payload as unknown as NotificationPayloads['challenge_ends_soon'];
      return { ...base, actor: null, kind: r.kind, challengeId: objectId, challengeName: p.challengeName, endAt: p.endAt };
    }
    case 'challenge_published': {
      const p = r.payload as unknown as NotificationPayloads['challenge_published'];
      return { ...base, actor: null, kind: r.kind, challengeId: objectId, challengeName: p.challengeName, fund: p.fund };
    }
    case 'order_status': {
      const p = r.payload as unknown as NotificationPayloads['order_status'];
      return { ...base, kind: r.kind, orderId: objectId, offerName: p.offerName, status: p.status, total: Number(p.total) };
    }
  }
}

/** Rows of the viewer's notifications matching `where` (an extra condition), newest first. */
async function selectRows(db: Executor, viewer: Viewer, where: ReturnType<typeof sql>, limit: number): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    db,
    sql`select ${COLUMNS} from notifications n left join public_profiles p on p.user_id = n.actor_id
        where n.recipient_id = ${viewer.userId} and n.organization_id = ${viewer.organizationId} ${where}
        order by n.created_at desc nulls last, n.id desc nulls last
        limit ${limit}`,
  );
}

/** Notification `id` of the viewer in their current organization; 404 NOT_FOUND otherwise (another member's, another organization's, or none). */
export async function loadNotification(db: Executor, viewer: Viewer, id: number): Promise<Notification> {
  const [row] = await selectRows(db, viewer, sql`and n.id = ${id}`, 1);
  if (!row) throw new AppError('NOT_FOUND', 'No such notification');
  return toNotification(row);
}

/**
 * GET /api/notifications: a page of the viewer's notifications, newest first (keyset on
 * `(created_at, id)`; the cursor is parsed strictly: 400 VALIDATION_ERROR at `cursor`).
 */
export async function listNotifications(db: Executor, viewer: Viewer, q: { cursor?: string | undefined; limit: number }): Promise<NotificationPage> {
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await selectRows(
    db,
    viewer,
    after ? sql`and (n.created_at, n.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : sql``,
    q.limit + 1,
  );
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toNotification),
    nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.created_at), last.id) : null,
  };
}

/** GET /api/notifications/unread: how many of the viewer's notifications in their current organization are unread. */
export async function unreadCount(db: Executor, viewer: Viewer): Promise<{ count: number }> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications
        where recipient_id = ${viewer.userId} and organization_id = ${viewer.organizationId} and read_at is null`,
  );
  return { count: row?.n ?? 0 };
}
