/**
 * The scheduled transfers' job (docs/decisions/0033): a pg-boss queue whose cron job runs every
 * minute, plus a pass when the worker starts, runs each transfer to many that is due
 * ({@link runDueBatches}). A late or repeated run is harmless: a batch runs once, under a row lock.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { runDueBatches } from './batches.ts';

/** Queue of the due-transfers pass. */
export const ADMIN_BATCH_QUEUE = 'admin-transfer-batches';

/** Minimal logger the worker reports to. */
interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A worker for the period module's job queue (`JobWorker`): creates the queue, works it, schedules the minute cron (unless `cron` is false). */
export function adminBatchWorker(db: Db, logger?: Logger, options: { cron?: boolean } = {}) {
  return async (boss: PgBoss, { pollingIntervalSeconds }: { pollingIntervalSeconds: number }): Promise<void> => {
    await boss.createQueue(ADMIN_BATCH_QUEUE);
    await boss.work(ADMIN_BATCH_QUEUE, { pollingIntervalSeconds }, async () => {
      const r = await runDueBatches(db);
      if (r.ran > 0) logger?.info(r, 'scheduled admin transfers');
    });
    if (options.cron !== false) await boss.schedule(ADMIN_BATCH_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    const first = await runDueBatches(db);
    if (first.ran > 0) logger?.info(first, 'scheduled admin transfers (boot)');
  };
}
