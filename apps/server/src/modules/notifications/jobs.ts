/**
 * The notification e-mails on the PostgreSQL job queue (decision 0004, 0012): the thanks route
 * queues a job after its transaction committed, without waiting for it; a worker on any API process
 * sends the e-mail ({@link sendThanksEmail}). Only a server with an e-mail channel (SMTP_URL) runs
 * the worker and queues jobs.
 */
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { sendThanksEmail, type Mailer, type ThanksEmailJob } from './email.ts';

/** Queue of the `thanks_received` e-mails. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';

/** What the routes need to queue notification e-mails. */
export interface NotificationJobs {
  /** Queues the e-mail of the thanks `job` (call after its transaction committed). Resolves once queued; rejects when the queue failed. */
  thanksReceived(job: ThanksEmailJob): Promise<void>;
}

/** Minimal logger the worker reports to. */
export interface EmailJobLogger {
  info(obj: object, msg: string): void;
}

/**
 * The worker of {@link NOTIFICATION_EMAIL_QUEUE}, to hand to the job queue (`startJobQueue`'s
 * `workers`): creates the queue and works it every `pollingIntervalSeconds`. A failed delivery
 * fails the job, which pg-boss retries (see {@link queueNotificationJobs}).
 */
export function notificationEmailWorker(db: Db, mailer: Mailer, logger?: EmailJobLogger) {
  return async (boss: PgBoss, options: { pollingIntervalSeconds: number }): Promise<void> => {
    await boss.createQueue(NOTIFICATION_EMAIL_QUEUE);
    await boss.work<ThanksEmailJob>(NOTIFICATION_EMAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        const outcome = await sendThanksEmail(db, mailer, job.data);
        logger?.info({ transactionId: job.data.transactionId, outcome }, 'thanks e-mail');
      }
    });
  };
}

/**
 * {@link NotificationJobs} on a pg-boss instance (`boss()` resolves it once the queue runs). One job
 * per thanks (its id is derived from the thanks, so a replayed request queues no second job while
 * the first is kept); up to 5 retries with backoff from 30 s when delivery fails.
 */
export function queueNotificationJobs(boss: () => Promise<PgBoss>): NotificationJobs {
  return {
    async thanksReceived(job) {
      await (await boss()).send(NOTIFICATION_EMAIL_QUEUE, job, {
        id: thanksEmailJobId(job.transactionId),
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
      });
    },
  };
}

/** Deterministic UUID of the e-mail job of thanks `transactionId` (from a SHA-256, like the period wake-ups). */
export function thanksEmailJobId(transactionId: number): string {
  const h = createHash('sha256').update(`thanks-email:${transactionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
