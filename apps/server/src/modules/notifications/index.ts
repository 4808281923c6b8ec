/**
 * In-app notifications (SPEC §2 Header 'Notifications bell'): other modules write them with the
 * `notify*` functions inside their own database transactions (thanks canceled and added to,
 * comments and likes of a thanks, a period started or ending soon, challenge reports sent and
 * decided, a challenge ending soon, a community challenge published), a thanks received with
 * `thanksReceivedInsert` inside the thanks' own SQL statement; members list, count and mark
 * them read through the routes; the `thanks_received` e-mail goes out from a job after commit.
 */
export { notificationHandlers } from './routes.ts';
export {
  notifyChallengeEndsSoon,
  notifyChallengePublished,
  notifyOrderStatus,
  notifyChallengeReportDecided,
  notifyChallengeReportSent,
  notifyPeriodEndsSoon,
  notifyPeriodStarted,
  notifyPointsRedistributed,
  notifyThanksAddition,
  notifyThanksCancelled,
  notifyThanksComment,
  notifyThanksDeclined,
  notifyThanksLiked,
  thanksReceivedInsert,
  withdrawThanksLike,
  type ChallengeRef,
  type ThanksRef,
} from './service.ts';
export { sendThanksEmail, smtpMailer, thanksEmail, type MailMessage, type MailTransport, type Mailer, type ThanksEmailJob, type ThanksEmailOutcome } from './email.ts';
export { NOTIFICATION_EMAIL_QUEUE, notificationEmailWorker, queueNotificationJobs, type NotificationJobs } from './jobs.ts';
export * from './schema.ts';
