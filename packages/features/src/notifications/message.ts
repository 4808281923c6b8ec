import type { Notification } from '@gratia/contracts';

/** A sentence of the `notifications` namespace: its key and the values it interpolates. */
export interface NotificationMessage {
  key: string;
  values: Record<string, string | number>;
}

/** How a message names people, points and days (the widget passes the language's own). */
export interface MessageFormat {
  /** A person's shown name. */
  name: (person: NonNullable<Notification['actor']>) => string;
  /** Points with the organization's bonus name ('5 спасибо', '3 балла'). */
  points: (count: number) => string;
  /** A `YYYY-MM-DD` day as shown (`formatDay`: as the language writes it). */
  date: (day: string) => string;
  /** The name of someone unknown ('Аноним'). */
  anonymous: string;
  /** An order status code (contracts ORDER_STATUSES) as the member reads it ('Оплачено'); a code the app does not know reads in general terms. */
  orderStatus: (status: string) => string;
}

/**
 * The sentence of a notification (SPEC §2 Header 'Notifications bell'), by kind: who did what, with
 * the points or dates (an addition to a thanks received: who added how much). An anonymous thanks (or one whose actor is unknown) takes the sentence
 * without a name; likes say 'X liked …' for one liker and 'X and N others liked …' (`count` = the
 * others, declined by the language's plural rules) for more; a declined thanks names the controller
 * and their reason (or says the period ended first); a manager's points name the manager. The
 * challenge kinds (docs/decisions/0039) name the challenge: a report sent names its author, an
 * accepted report the prize and who accepted it (or that the vote chose it), a rejected one who
 * rejected it and the reason; the end within a day and a new community challenge (with its fund)
 * name nobody. An order's new status (docs/decisions/0046) names the order, the offer, the status,
 * the total and who moved it (when known).
 */
export function notificationMessage(n: Notification, format: MessageFormat): NotificationMessage {
  const actor = n.actor ? format.name(n.actor) : format.anonymous;
  switch (n.kind) {
    case 'thanks_received':
      return n.actor ? { key: 'sentence.thanksReceived', values: { actor, points: format.points(n.amount) } } : { key: 'sentence.thanksReceivedAnonymous', values: { points: format.points(n.amount) } };
    case 'thanks_cancelled':
      return n.actor ? { key: 'sentence.thanksCancelled', values: { actor, points: format.points(n.amount) } } : { key: 'sentence.thanksCancelledAnonymous', values: { points: format.points(n.amount) } };
    case 'thanks_addition':
      return { key: 'sentence.thanksAddition', values: { actor, points: format.points(n.amount) } };
    case 'thanks_comment':
      return { key: n.role === 'sender' ? 'sentence.commentSender' : 'sentence.commentRecipient', values: { actor } };
    case 'thanks_like': {
      const side = n.role === 'sender' ? 'Sender' : 'Recipient';
      return n.likes > 1 ? { key: `sentence.likes${side}`, values: { actor, count: n.likes - 1 } } : { key: `sentence.like${side}`, values: { actor } };
    }
    case 'period_started':
      return { key: 'sentence.periodStarted', values: { points: format.points(n.accrualAmount), end: format.date(n.endDate) } };
    case 'period_ends_soon':
      return { key: 'sentence.periodEndsSoon', values: { end: format.date(n.endDate) } };
    case 'thanks_declined': {
      const points = format.points(n.amount);
      if (!n.actor) return { key: 'sentence.thanksDeclinedPeriodEnded', values: { points } };
      return n.reason ? { key: 'sentence.thanksDeclinedReason', values: { actor, points, reason: n.reason } } : { key: 'sentence.thanksDeclined', values: { actor, points } };
    }
    case 'points_redistributed':
      return { key: 'sentence.pointsRedistributed', values: { actor, points: format.points(n.amount) } };
    case 'challenge_report_sent':
      return { key: 'sentence.challengeReportSent', values: { actor, challenge: n.challengeName } };
    case 'challenge_report_accepted': {
      const points = format.points(n.prize);
      return n.actor
        ? { key: 'sentence.challengeReportAccepted', values: { actor, challenge: n.challengeName, points } }
        : { key: 'sentence.challengeReportWonVote', values: { challenge: n.challengeName, points } };
    }
    case 'challenge_report_rejected':
      return n.reason.trim()
        ? { key: 'sentence.challengeReportRejected', values: { actor, challenge: n.challengeName, reason: n.reason } }
        : { key: 'sentence.challengeReportRejectedNoReason', values: { actor, challenge: n.challengeName } };
    case 'challenge_ends_soon':
      return { key: 'sentence.challengeEndsSoon', values: { challenge: n.challengeName } };
    case 'challenge_published':
      return { key: 'sentence.challengePublished', values: { challenge: n.challengeName, points: format.points(n.fund) } };
    case 'order_status': {
      const values = { order: n.orderId, offer: n.offerName, status: format.orderStatus(n.status), points: format.points(n.total) };
      return n.actor ? { key: 'sentence.orderStatus', values: { ...values, actor } } : { key: 'sentence.orderStatusNoActor', values };
    }
  }
}

/**
 * Where a notification leads in the app (SPEC §2): a thanks, an addition to it, its like or comment → the feed card's
 * detail `/feed/transaction/{id}`; a canceled or declined thanks → `/history`; a period that started
 * or ends soon, or points a manager gave → `/new_transfer` (points to distribute); every challenge
 * notice → the challenge `/challenge/{challengeId}`; an order's new status → the order history `/market_orders`.
 */
export function notificationPath(n: Notification): string {
  switch (n.kind) {
    case 'thanks_received':
    case 'thanks_addition':
    case 'thanks_comment':
    case 'thanks_like':
      return `/feed/transaction/${n.transactionId}`;
    case 'thanks_cancelled':
    case 'thanks_declined':
      return '/history';
    case 'period_started':
    case 'period_ends_soon':
    case 'points_redistributed':
      return '/new_transfer';
    case 'challenge_report_sent':
    case 'challenge_report_accepted':
    case 'challenge_report_rejected':
    case 'challenge_ends_soon':
    case 'challenge_published':
      return `/challenge/${n.challengeId}`;
    case 'order_status':
      return '/market_orders';
  }
}
