/**
 * Writing in-app notifications (SPEC §2 Header 'Notifications bell'). The `notify*` functions take
 * the transaction of what they announce (`tx`), so a notification exists exactly when its cause
 * was committed: a thanks that fails writes none. Every statement carries `organization_id`.
 * Marking read is the member's own call; it reaches only their notifications of their current
 * organization.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Notification, ThanksRole } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { activeMembership } from '../people/index.ts';
import { loadNotification, type Viewer } from './queries.ts';
import { LIKE_GROUP_PREDICATE, ONCE_KINDS_PREDICATE, type NotificationPayloads } from './schema.ts';

/** A thanks as its notifications name it: the transaction (= feed event id) in its organization. */
export interface ThanksRef {
  organizationId: number;
  transactionId: number;
}

const json = (payload: object) => sql`${JSON.stringify(payload)}::jsonb`;
const at = (createdAt: Date | undefined) => (createdAt ? sql`${createdAt.toISOString()}::timestamptz` : sql`now()`);

/**
 * The `insert into notifications … select …` of the `thanks_received` notification of each thanks
 * in `transactions` (the name of a common table expression, or a parenthesized query, with an `id`
 * column), for the thanks' recipient: `createTransfer` writes it in the same SQL statement as the
 * thanks, so a thanks that was not written notifies nobody. `senderId` null = anonymous: no actor,
 * and the payload says only the points and that it is anonymous. `createdAt` is the thanks' own
 * time (the seed back-dates). Once per thanks.
 */
export function thanksReceivedInsert(
  n: { organizationId: number; recipientId: number; senderId: number | null; amount: number; createdAt?: Date },
  transactions: SQL,
): SQL {
  const payload: NotificationPayloads['thanks_received'] = { amount: n.amount, isAnonymous: n.senderId === null };
  return sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
      select ${n.organizationId}::int, ${n.recipientId}::int, 'thanks_received', ${n.senderId}::int, 'transaction', t.id,
             ${json(payload)}, ${at(n.createdAt)}
      from ${transactions} t
      on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing`;
}

/**
 * `thanks_cancelled` for the recipient of a thanks its sender took back (with `tx`, inside the
 * cancel). `senderId` null when the thanks was anonymous. Once per thanks.
 */
export async function notifyThanksCancelled(
  tx: Executor,
  n: ThanksRef & { recipientId: number; senderId: number | null; amount: number },
): Promise<void> {
  const payload: NotificationPayloads['thanks_cancelled'] = { amount: n.amount, isAnonymous: n.senderId === null };
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload)
        values (${n.organizationId}, ${n.recipientId}, 'thanks_cancelled', ${n.senderId}::int, 'transaction', ${n.transactionId}, ${json(payload)})
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing`,
  );
}

/**
 * `thanks_addition` for the recipient of a thanks a colleague added points to (with `tx`, inside
 * `createAddition`; docs/decisions/0014). The object is the original thanks (its feed card shows
 * the additions); the payload holds the points and the addition's own id. One per addition (an
 * addition is created once: its idempotency key guards retries). Never anonymous.
 */
export async function notifyThanksAddition(
  tx: Executor,
  n: ThanksRef & { additionId: number; recipientId: number; adderId: number; amount: number; createdAt?: Date },
): Promise<void> {
  const payload: NotificationPayloads['thanks_addition'] = { amount: n.amount, additionId: n.additionId };
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
        values (${n.organizationId}, ${n.recipientId}, 'thanks_addition', ${n.adderId}, 'transaction', ${n.transactionId},
                ${json(payload)}, ${at(n.createdAt)})`,
  );
}

/**
 * The people a reaction to a thanks is announced to: its sender and its recipient, each with their
 * side, except `actorId` (nobody is told of their own like or comment). None when `transactionId`
 * is not a thanks between members of the organization.
 */
async function thanksParties(tx: Executor, ref: ThanksRef, actorId: number): Promise<{ userId: number; role: ThanksRole }[]> {
  const [t] = await queryRows<{ sender_id: number; recipient_id: number }>(
    tx,
    sql`select sender_id, recipient_id from transactions
        where id = ${ref.transactionId} and organization_id = ${ref.organizationId} and type = 'between_users'`,
  );
  if (!t) return [];
  const parties: { userId: number; role: ThanksRole }[] = [
    { userId: Number(t.sender_id), role: 'sender' },
    { userId: Number(t.recipient_id), role: 'recipient' },
  ];
  return parties.filter((p) => p.userId !== actorId);
}

/**
 * `thanks_comment` for the sender and the recipient of a thanks, except the commenter (with `tx`,
 * inside the comment's insert). One notification per comment.
 */
export async function notifyThanksComment(tx: Executor, n: ThanksRef & { commentId: number; authorId: number }): Promise<void> {
  for (const party of await thanksParties(tx, n, n.authorId)) {
    const payload: NotificationPayloads['thanks_comment'] = { commentId: n.commentId, role: party.role };
    await tx.execute(
      sql`insert into notifications (organization_id, recipient_id, kind, actor_id, actor_ids, object_type, object_id, payload)
          values (${n.organizationId}, ${party.userId}, 'thanks_comment', ${n.authorId}, array[${n.authorId}::int], 'transaction',
                  ${n.transactionId}, ${json(payload)})`,
    );
  }
}

/**
 * A new like of a thanks (with `tx`, inside the like's insert; call it only when the like row was
 * new): the sender and the recipient, except the liker, each get it in their one unread like
 * notification of that thanks — created, or grown by the liker, who becomes its actor, and moved to
 * now (`notifications_like_group_uq`; concurrent likes meet there and add up).
 */
export async function notifyThanksLiked(tx: Executor, n: ThanksRef & { likerId: number }): Promise<void> {
  for (const party of await thanksParties(tx, n, n.likerId)) {
    const payload: NotificationPayloads['thanks_like'] = { role: party.role };
    await tx.execute(
      sql`insert into notifications (organization_id, recipient_id, kind, actor_id, actor_ids, object_type, object_id, payload)
          values (${n.organizationId}, ${party.userId}, 'thanks_like', ${n.likerId}, array[${n.likerId}::int], 'transaction',
                  ${n.transactionId}, ${json(payload)})
          on conflict (recipient_id, object_type, object_id) where ${LIKE_GROUP_PREDICATE}
          do update set actor_ids = case when ${n.likerId}::int = any(notifications.actor_ids) then notifications.actor_ids
                                         else array_append(notifications.actor_ids, ${n.likerId}::int) end,
                        actor_id = ${n.likerId}::int,
                        created_at = excluded.created_at`,
    );
  }
}

/**
 * A like of a thanks was taken back (with `tx`, inside the unlike): the liker leaves the unread like
 * notifications of that thanks — which then count one fewer, show the previous liker as the actor,
 * and disappear when nobody is left. A like already announced in a read notification stays there:
 * that notice was true when it was read.
 */
export async function withdrawThanksLike(tx: Executor, n: ThanksRef & { likerId: number }): Promise<void> {
  const unread = sql`organization_id = ${n.organizationId} and kind = 'thanks_like' and read_at is null
    and object_type = 'transaction' and object_id = ${n.transactionId} and ${n.likerId}::int = any(actor_ids)`;
  await tx.execute(sql`delete from notifications where ${unread} and actor_ids = array[${n.likerId}::int]`);
  await tx.execute(
    sql`update notifications
        set actor_ids = array_remove(actor_ids, ${n.likerId}::int),
            actor_id = (array_remove(actor_ids, ${n.likerId}::int))[cardinality(actor_ids) - 1]
        where ${unread}`,
  );
}

/** A period's notice to every member: `period_started` or `period_ends_soon` with its payload. */
async function notifyMembers<K extends 'period_started' | 'period_ends_soon'>(
  tx: Executor,
  organizationId: number,
  periodId: number,
  kind: K,
  payload: NotificationPayloads[K],
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into notifications (organization_id, recipient_id, kind, object_type, object_id, payload)
        select ${organizationId}, m.user_id, ${kind}, 'period', ${periodId}, ${json(payload)}
        from memberships m where m.organization_id = ${organizationId}
        order by m.user_id
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * `thanks_declined` for the sender of each declined thanks (with `tx`, inside the decision or the
 * period's completion): `actorId` the controller (null when the period ended first), `reason` as
 * stored (null: none). Anonymous thanks too — the sender knows they sent it. Once per thanks.
 */
export async function notifyThanksDeclined(
  tx: Executor,
  n: { organizationId: number; actorId: number | null; reason: string | null; createdAt: Date; thanks: readonly { transactionId: number; senderId: number; amount: number }[] },
): Promise<void> {
  if (n.thanks.length === 0) return;
  const rows = n.thanks.map((t) => {
    const payload: NotificationPayloads['thanks_declined'] = { amount: t.amount, reason: n.reason };
    return sql`(${n.organizationId}::int, ${t.senderId}::int, 'thanks_declined', ${n.actorId}::int, 'transaction', ${t.transactionId}::int, ${json(payload)}, ${at(n.createdAt)})`;
  });
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
        values ${sql.join(rows, sql`, `)}
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing`,
  );
}

/** `points_redistributed` for the colleague a manager gave points to give (with `tx`, inside the redistribution). Once per redistribution. */
export async function notifyPointsRedistributed(
  tx: Executor,
  n: { organizationId: number; transactionId: number; recipientId: number; managerId: number; amount: number; createdAt?: Date },
): Promise<void> {
  const payload: NotificationPayloads['points_redistributed'] = { amount: n.amount };
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
        values (${n.organizationId}, ${n.recipientId}, 'points_redistributed', ${n.managerId}, 'transaction', ${n.transactionId}, ${json(payload)}, ${at(n.createdAt)})
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing`,
  );
}

/**
 * `period_started` for every member of the organization (with `tx`, inside the activation, which
 * holds the organization row). Idempotent: a member is told once per period however often this
 * runs (`notifications_once_uq`). Returns how many were written now.
 */
export async function notifyPeriodStarted(
  tx: Executor,
  p: { organizationId: number; periodId: number; startDate: string; endDate: string; accrualAmount: number },
): Promise<number> {
  return notifyMembers(tx, p.organizationId, p.periodId, 'period_started', { startDate: p.startDate, endDate: p.endDate, accrualAmount: p.accrualAmount });
}

/**
 * `period_ends_soon` for every member (with `tx`, inside the lifecycle pass, which holds the
 * organization row). Once per period: when the notice was already sent it writes nothing (one
 * indexed look-up, so the periodic catch-up may call it often); a member who joins later is not
 * told. Returns how many were written now.
 */
export async function notifyPeriodEndsSoon(tx: Executor, p: { organizationId: number; periodId: number; endDate: string }): Promise<number> {
  const sent = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from notifications
        where organization_id = ${p.organizationId} and kind = 'period_ends_soon' and object_type = 'period' and object_id = ${p.periodId}
        limit 1`,
  );
  if (sent.length > 0) return 0;
  return notifyMembers(tx, p.organizationId, p.periodId, 'period_ends_soon', { endDate: p.endDate });
}

/** A challenge as its notifications name it: its id and name in its organization (docs/decisions/0039). */
export interface ChallengeRef {
  organizationId: number;
  challengeId: number;
  challengeName: string;
}

/**
 * `challenge_report_sent` for the organizer of a challenge a participant sent report `reportId` to
 * (with `tx`, inside the report's insert); the author is the actor — the organizer sees names even
 * on an anonymous challenge. Nobody is told of their own report. Once per report.
 */
export async function notifyChallengeReportSent(
  tx: Executor,
  n: ChallengeRef & { reportId: number; organizerId: number; authorId: number; createdAt?: Date },
): Promise<void> {
  if (n.organizerId === n.authorId) return;
  const payload: NotificationPayloads['challenge_report_sent'] = { challengeId: n.challengeId, challengeName: n.challengeName };
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
        values (${n.organizationId}, ${n.organizerId}, 'challenge_report_sent', ${n.authorId}, 'challenge_report', ${n.reportId}, ${json(payload)}, ${at(n.createdAt)})
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing`,
  );
}

/**
 * The decision on report `reportId` for its author (with `tx`, inside the decision or the voting
 * challenge's completion): `challenge_report_accepted` with the `prize` paid (points), or
 * `challenge_report_rejected` with the `reason`. `deciderId` is the actor: null when the vote chose
 * the winner; nobody is told of their own decision. Once per report.
 */
export async function notifyChallengeReportDecided(
  tx: Executor,
  n: ChallengeRef & { reportId: number; authorId: number; deciderId: number | null; createdAt?: Date } & ({ decision: 'accepted'; prize: number } | { decision: 'rejected'; reason: string }),
): Promise<void> {
  if (n.deciderId === n.authorId) return;
  const base = { challengeId: n.challengeId, challengeName: n.challengeName };
  const kind = n.decision === 'accepted' ? 'challenge_report_accepted' : 'challenge_report_rejected';
  const payload: NotificationPayloads['challenge_report_accepted'] | NotificationPayloads['challenge_report_rejected'] =
    n.decision === 'accepted' ? { ...base, prize: n.prize } : { ...base, reason: n.reason };
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
        values (${n.organizationId}, ${n.authorId}, ${kind}, ${n.deciderId}::int, 'challenge_report', ${n.reportId}, ${json(payload)}, ${at(n.createdAt)})
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing`,
  );
}

/**
 * `order_status` for the buyer of market order `orderId` (with `tx`, inside the status change;
 * docs/decisions/0046): `actorId` moved it to `status`. Nobody is told of their own change.
 */
export async function notifyOrderStatus(
  tx: Executor,
  n: { organizationId: number; orderId: number; buyerId: number; actorId: number; offerName: string; status: string; total: number; createdAt?: Date },
): Promise<void> {
  if (n.actorId === n.buyerId) return;
  const payload: NotificationPayloads['order_status'] = { offerName: n.offerName, status: n.status, total: n.total };
  await tx.execute(
    sql`insert into notifications (organization_id, recipient_id, kind, actor_id, object_type, object_id, payload, created_at)
        values (${n.organizationId}, ${n.buyerId}, 'order_status', ${n.actorId}, 'market_order', ${n.orderId}, ${json(payload)}, ${at(n.createdAt)})`,
  );
}

/**
 * `challenge_ends_soon` for every participant of a challenge (those with a report) who is still an
 * active member (with `tx`, inside the job's pass over that challenge, which holds its row and
 * records that the notice went out). One batched insert; once per challenge and participant.
 * Returns how many were written.
 */
export async function notifyChallengeEndsSoon(tx: Executor, n: ChallengeRef & { endAt: Date; createdAt?: Date }): Promise<number> {
  const payload: NotificationPayloads['challenge_ends_soon'] = { challengeName: n.challengeName, endAt: n.endAt.toISOString() };
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into notifications (organization_id, recipient_id, kind, object_type, object_id, payload, created_at)
        select ${n.organizationId}::int, p.user_id, 'challenge_ends_soon', 'challenge', ${n.challengeId}::int, ${json(payload)}, ${at(n.createdAt)}
        from challenge_participants p
        join memberships m on m.organization_id = ${n.organizationId} and m.user_id = p.user_id and ${activeMembership('m')}
        where p.challenge_id = ${n.challengeId}
        order by p.user_id
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * `challenge_published` for every active member of the organization but `creatorId` (with `tx`,
 * inside the publication of a community challenge: at creation, or when a deferred one starts).
 * No actor: the community runs it. One batched insert; once per challenge and member. Returns how
 * many were written.
 */
export async function notifyChallengePublished(tx: Executor, n: ChallengeRef & { fund: number; creatorId: number; createdAt?: Date }): Promise<number> {
  const payload: NotificationPayloads['challenge_published'] = { challengeName: n.challengeName, fund: n.fund };
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into notifications (organization_id, recipient_id, kind, object_type, object_id, payload, created_at)
        select ${n.organizationId}::int, m.user_id, 'challenge_published', 'challenge', ${n.challengeId}::int, ${json(payload)}, ${at(n.createdAt)}
        from memberships m
        where m.organization_id = ${n.organizationId} and m.user_id <> ${n.creatorId} and ${activeMembership('m')}
        order by m.user_id
        on conflict (organization_id, kind, object_type, object_id, recipient_id) where ${ONCE_KINDS_PREDICATE} do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * POST /api/notifications/read: marks the viewer's notification `id` read (a read one keeps its
 * time) and returns it. 404 NOT_FOUND when it is not the viewer's in their current organization.
 */
export async function markRead(db: Executor, viewer: Viewer, id: number): Promise<Notification> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now())
        where id = ${id} and recipient_id = ${viewer.userId} and organization_id = ${viewer.organizationId}
        returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such notification');
  return loadNotification(db, viewer, id);
}

/** POST /api/notifications/read-all: marks every unread notification of the viewer in their current organization read; returns how many. */
export async function markAllRead(db: Executor, viewer: Viewer): Promise<{ marked: number }> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notifications set read_at = now()
        where recipient_id = ${viewer.userId} and organization_id = ${viewer.organizationId} and read_at is null
        returning id`,
  );
  return { marked: rows.length };
}
