/**
 * The challenges' job (docs/decisions/0039): a pg-boss queue whose cron job runs every minute, plus
 * a pass when the worker starts, brings every due challenge up to date ({@link settleDueChallenges}:
 * deferred ones start and are published, ended ones complete and pay or return their fund), then
 * tells the participants of those ending within a day ({@link notifyEndingChallenges}, once per
 * challenge). A late or repeated run is harmless: each challenge changes once, under its row lock.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { notifyEndingChallenges, settleDueChallenges } from './service.ts';

/** Queue of the due-challenges pass. */
export const CHALLENGE_QUEUE = 'challenges-due';

/** Minimal logger the worker reports to. */
interface Logger {
  info(obj: object, msg: string): void;
}

/** A worker for the period module's job queue (`JobWorker`): creates the queue, works it, schedules the minute cron (unless `cron` is false). */
export function challengeWorker(db: Db, logger?: Logger, options: { cron?: boolean } = {}) {
  return async (boss: PgBoss, { pollingIntervalSeconds }: { pollingIntervalSeconds: number }): Promise<void> => {
    await boss.createQueue(CHALLENGE_QUEUE);
    await boss.work(CHALLENGE_QUEUE, { pollingIntervalSeconds }, async () => {
      const r = await settleDueChallenges(db);
      if (r.started + r.completed > 0) logger?.info(r, 'challenges due');
      const soon = await notifyEndingChallenges(db);
      if (soon.challenges > 0) logger?.info(soon, 'challenges ending soon');
    });
    if (options.cron !== false) await boss.schedule(CHALLENGE_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    const first = await settleDueChallenges(db);
    if (first.started + first.completed > 0) logger?.info(first, 'challenges due (boot)');
    const soon = await notifyEndingChallenges(db);
    if (soon.challenges > 0) logger?.info(soon, 'challenges ending soon (boot)');
  };
}
