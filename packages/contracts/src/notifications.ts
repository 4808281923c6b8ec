import { z } from 'zod';
import { Id, IsoDate, PageQuery, PointsTotal, Timestamp, page } from './common.ts';
import { UserSummary } from './profile.ts';

/**
 * Kinds of in-app notifications (SPEC §2 Header 'Notifications bell'):
 * - `thanks_received`: a member thanked the caller (no actor when the thanks is anonymous);
 * - `thanks_cancelled`: the sender took a thanks to the caller back (or an addition to it);
 * - `thanks_addition`: a colleague added points to a thanks the caller received (docs/decisions/0014);
 * - `thanks_comment`: someone commented on a thanks the caller sent or received;
 * - `thanks_like`: people liked a thanks the caller sent or received (grouped, see {@link ThanksLikeNotification});
 * - `period_started`: a new accrual period began (points to distribute were credited);
 * - `period_ends_soon`: the active period ends in two days (unspent points expire);
 * - `thanks_declined`: a controller declined a thanks the caller sent, or its period ended while it
 *   waited (docs/decisions/0023): its points went back to the caller's points to give;
 * - `points_redistributed`: a manager gave the caller part of their points to give (DOMAIN §6.4);
 * - `challenge_report_sent`: a participant sent a report to a challenge the caller organizes;
 * - `challenge_report_accepted`: a report of the caller won (by a decision or by the vote) and its prize was paid;
 * - `challenge_report_rejected`: a report of the caller was rejected, with the reason;
 * - `challenge_ends_soon`: a challenge the caller takes part in ends within a day (once per challenge);
 * - `challenge_published`: a community challenge (paid from the community's points) was published
 *   (docs/decisions/0039);
 * - `order_status`: a market administrator moved an order of the caller to another status
 *   (docs/decisions/0046).
 */
export const NotificationKind = z.enum([
  'thanks_received',
  'thanks_cancelled',
  'thanks_addition',
  'thanks_comment',
  'thanks_like',
  'period_started',
  'period_ends_soon',
  'thanks_declined',
  'points_redistributed',
  'challenge_report_sent',
  'challenge_report_accepted',
  'challenge_report_rejected',
  'challenge_ends_soon',
  'challenge_published',
  'order_status',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Which side of a thanks the caller is on in a comment or like notification: they sent it or received it. */
export const ThanksRole = z.enum(['sender', 'recipient']);
export type ThanksRole = z.infer<typeof ThanksRole>;

/**
 * What every notification carries. `createdAt` is when it happened (for grouped likes: the latest
 * like); `readAt` is null while unread. `actor` is who did it: null for an anonymous thanks (nothing
 * in a notification identifies an anonymous sender) and for the period notifications.
 */
const NotificationBase = z.object({
  id: Id,
  createdAt: Timestamp,
  readAt: Timestamp.nullable(),
  actor: UserSummary.nullable(),
});

/** A member thanked the caller with `amount` points; opens `/feed/transaction/{transactionId}`. */
export const ThanksReceivedNotification = NotificationBase.extend({
  kind: z.literal('thanks_received'),
  transactionId: Id,
  amount: PointsTotal,
  isAnonymous: z.boolean(),
}).meta({ id: 'ThanksReceivedNotification' });

/** The sender canceled a thanks of `amount` points to the caller (it left the feed; the history shows it). */
export const ThanksCancelledNotification = NotificationBase.extend({
  kind: z.literal('thanks_cancelled'),
  transactionId: Id,
  amount: PointsTotal,
  isAnonymous: z.boolean(),
}).meta({ id: 'ThanksCancelledNotification' });

/**
 * `actor` added `amount` points to a thanks the caller received: `transactionId` is that thanks
 * (opens `/feed/transaction/{transactionId}`, whose card shows the additions), `additionId` the
 * addition's own transfer. Never anonymous.
 */
export const ThanksAdditionNotification = NotificationBase.extend({
  kind: z.literal('thanks_addition'),
  transactionId: Id,
  additionId: Id,
  amount: PointsTotal,
}).meta({ id: 'ThanksAdditionNotification' });

/** `actor` commented on a thanks the caller sent or received (`role`). */
export const ThanksCommentNotification = NotificationBase.extend({
  kind: z.literal('thanks_comment'),
  transactionId: Id,
  commentId: Id,
  role: ThanksRole,
}).meta({ id: 'ThanksCommentNotification' });

/**
 * `likes` people liked a thanks the caller sent or received (`role`); `actor` is the latest of them
 * ("Anna and 4 others liked your thanks"). While unread, every new like of the thanks joins this one
 * notification (and an unlike leaves it); once read, the next like starts a new one.
 */
export const ThanksLikeNotification = NotificationBase.extend({
  kind: z.literal('thanks_like'),
  transactionId: Id,
  likes: z.number().int().positive(),
  role: ThanksRole,
}).meta({ id: 'ThanksLikeNotification' });

/** A period began: `accrualAmount` points to distribute until `endDate` (calendar days, UTC). */
export const PeriodStartedNotification = NotificationBase.extend({
  kind: z.literal('period_started'),
  periodId: Id,
  startDate: IsoDate,
  endDate: IsoDate,
  accrualAmount: PointsTotal,
}).meta({ id: 'PeriodStartedNotification' });

/** The active period ends after `endDate` (UTC): points not distributed by then expire. */
export const PeriodEndsSoonNotification = NotificationBase.extend({
  kind: z.literal('period_ends_soon'),
  periodId: Id,
  endDate: IsoDate,
}).meta({ id: 'PeriodEndsSoonNotification' });

/**
 * A thanks of `amount` points the caller sent waited for approval and was declined: `actor` is the
 * controller (null when the period ended before anyone decided), `reason` what they wrote (null:
 * none). The points went back to the caller's points to give; opens `/history`.
 */
export const ThanksDeclinedNotification = NotificationBase.extend({
  kind: z.literal('thanks_declined'),
  transactionId: Id,
  amount: PointsTotal,
  reason: z.string().nullable(),
}).meta({ id: 'ThanksDeclinedNotification' });

/** The manager `actor` gave the caller `amount` points to give (a redistribution, `transactionId`); opens `/new_transfer`. */
export const PointsRedistributedNotification = NotificationBase.extend({
  kind: z.literal('points_redistributed'),
  transactionId: Id,
  amount: PointsTotal,
}).meta({ id: 'PointsRedistributedNotification' });

/**
 * What every challenge notification carries: `challengeId` (opens `/challenge/{challengeId}`) and
 * `challengeName`, the challenge's name when the notification was written.
 */
const ChallengeNotificationBase = NotificationBase.extend({
  challengeId: Id,
  challengeName: z.string(),
});

/**
 * `actor` sent report `reportId` to a challenge the caller organizes (the organizer sees the name
 * even on an anonymous challenge, docs/decisions/0039 'Anonymity rule').
 */
export const ChallengeReportSentNotification = ChallengeNotificationBase.extend({
  kind: z.literal('challenge_report_sent'),
  reportId: Id,
}).meta({ id: 'ChallengeReportSentNotification' });

/**
 * Report `reportId` of the caller won: `prize` points were paid into their income. `actor` is who
 * accepted it; null when the vote (report likes) chose it.
 */
export const ChallengeReportAcceptedNotification = ChallengeNotificationBase.extend({
  kind: z.literal('challenge_report_accepted'),
  reportId: Id,
  prize: PointsTotal,
}).meta({ id: 'ChallengeReportAcceptedNotification' });

/** `actor` rejected report `reportId` of the caller with `reason` (required when rejecting; the author sees it). */
export const ChallengeReportRejectedNotification = ChallengeNotificationBase.extend({
  kind: z.literal('challenge_report_rejected'),
  reportId: Id,
  reason: z.string(),
}).meta({ id: 'ChallengeReportRejectedNotification' });

/** A challenge the caller takes part in ends at `endAt`, within a day of the notification. No actor. */
export const ChallengeEndsSoonNotification = ChallengeNotificationBase.extend({
  kind: z.literal('challenge_ends_soon'),
  endAt: Timestamp,
}).meta({ id: 'ChallengeEndsSoonNotification' });

/** A community challenge with a prize fund of `fund` points was published. No actor: the community runs it. */
export const ChallengePublishedNotification = ChallengeNotificationBase.extend({
  kind: z.literal('challenge_published'),
  fund: PointsTotal,
}).meta({ id: 'ChallengePublishedNotification' });

/**
 * An order of the caller moved to `status` (one of the market's order statuses, docs/decisions/0046);
 * `actor` is who moved it. Opens `/market_orders`.
 */
export const OrderStatusNotification = NotificationBase.extend({
  kind: z.literal('order_status'),
  orderId: Id,
  offerName: z.string(),
  status: z.string(),
  total: PointsTotal,
}).meta({ id: 'OrderStatusNotification' });

/** One notification of the caller, by {@link NotificationKind}. */
export const Notification = z
  .discriminatedUnion('kind', [
    ThanksReceivedNotification,
    ThanksCancelledNotification,
    ThanksAdditionNotification,
    ThanksCommentNotification,
    ThanksLikeNotification,
    PeriodStartedNotification,
    PeriodEndsSoonNotification,
    ThanksDeclinedNotification,
    PointsRedistributedNotification,
    ChallengeReportSentNotification,
    ChallengeReportAcceptedNotification,
    ChallengeReportRejectedNotification,
    ChallengeEndsSoonNotification,
    ChallengePublishedNotification,
    OrderStatusNotification,
  ])
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;
export type ThanksReceivedNotification = z.infer<typeof ThanksReceivedNotification>;
export type ThanksCancelledNotification = z.infer<typeof ThanksCancelledNotification>;
export type ThanksAdditionNotification = z.infer<typeof ThanksAdditionNotification>;
export type ThanksCommentNotification = z.infer<typeof ThanksCommentNotification>;
export type ThanksLikeNotification = z.infer<typeof ThanksLikeNotification>;
export type PeriodStartedNotification = z.infer<typeof PeriodStartedNotification>;
export type PeriodEndsSoonNotification = z.infer<typeof PeriodEndsSoonNotification>;
export type ThanksDeclinedNotification = z.infer<typeof ThanksDeclinedNotification>;
export type PointsRedistributedNotification = z.infer<typeof PointsRedistributedNotification>;
export type ChallengeReportSentNotification = z.infer<typeof ChallengeReportSentNotification>;
export type ChallengeReportAcceptedNotification = z.infer<typeof ChallengeReportAcceptedNotification>;
export type ChallengeReportRejectedNotification = z.infer<typeof ChallengeReportRejectedNotification>;
export type ChallengeEndsSoonNotification = z.infer<typeof ChallengeEndsSoonNotification>;
export type ChallengePublishedNotification = z.infer<typeof ChallengePublishedNotification>;
export type OrderStatusNotification = z.infer<typeof OrderStatusNotification>;

/** GET /api/notifications?cursor=&limit= — the caller's notifications in their current organization, newest first (limit 1 … 100, default 20). */
export const NotificationsQuery = PageQuery;
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;
/** A page of notifications, newest first; `nextCursor` null on the last page. */
export const NotificationPage = page(Notification).meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

/** GET /api/notifications/unread — how many notifications of the caller's current organization are unread (the bell's badge). */
export const UnreadNotifications = z.object({ count: z.number().int().nonnegative() }).meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/** POST /api/notifications/read — mark one of the caller's notifications read (again: no change); replies with it. */
export const MarkNotificationReadBody = z.object({ id: Id });
export type MarkNotificationReadBody = z.infer<typeof MarkNotificationReadBody>;

/** Reply of POST /api/notifications/read-all: how many unread notifications were marked read. */
export const MarkAllNotificationsReadResponse = z.object({ marked: z.number().int().nonnegative() });
export type MarkAllNotificationsReadResponse = z.infer<typeof MarkAllNotificationsReadResponse>;
