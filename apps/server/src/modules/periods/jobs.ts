/**
 * The period lifecycle on a PostgreSQL job queue (ARCHITECTURE "Jobs and integrations"): pg-boss,
 * on node-postgres (its own small pool from DATABASE_URL) or on embedded PGlite (through pg-boss's
 * `db` adapter, `executeSql`). See docs/decisions/0004-job-queue-pg-boss.md.
 *
 * Jobs carry only `{ organizationId }` and run {@link reconcileOrganization}, which decides from the
 * database what is due, so a late, repeated or stale job (after a period's dates changed) is
 * harmless. One job is queued at each period's start and end (`startAfter`), deduplicated by a
 * deterministic job id; a cron job every 5 minutes and a pass at boot catch anything missed (a
 * server that was down at midnight).
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { reconcileAll, reconcileOrganization } from './lifecycle.ts';
import type { PeriodJobs } from './service.ts';

/** Queue of the per-organization wake-ups. */
export const PERIOD_QUEUE = 'period-lifecycle';
/** Queue of the periodic catch-up over all organizations. */
export const RECONCILE_QUEUE = 'period-reconcile';

/** A running job queue: {@link PeriodJobs} for the services plus stop. */
export interface JobQueue extends PeriodJobs {
  /** Stops polling and waits for running jobs (graceful). */
  stop(): Promise<void>;
  /** The pg-boss instance (tests inspect it). */
  readonly boss: PgBoss;
}

/**
 * Another module's queue worked on the same pg-boss (e.g. the notification e-mails): it creates its
 * queue and registers its worker, polling every `pollingIntervalSeconds`.
 */
export type JobWorker = (boss: PgBoss, options: { pollingIntervalSeconds: number }) => Promise<void>;

/** Minimal logger the queue reports to. */
export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A pg-boss `db` adapter over PGlite (or the app's PGlite thread): parameterless SQL may hold several statements. */
export function pgliteAdapter(client: Pick<PGlite, 'query' | 'exec'>) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      }
      const res = await client.query(text, values as unknown[]);
      return { rows: res.rows };
    },
  };
}

/** Deterministic UUID of (organization, time): the same wake-up queued twice is one job. */
export function wakeJobId(organizationId: number, at: Date): string {
  const h = createHash('sha256').update(`period:${organizationId}:${at.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Starts pg-boss on the application's database and the workers of the lifecycle queues (and of
 * `workers`, other modules' queues), and runs one catch-up pass. `source` is the PostgreSQL URL, or
 * the PGlite client the app uses. `pollingIntervalSeconds` defaults to 2 (tests pass 0.5).
 */
export async function startJobQueue(
  db: Db,
  source: { databaseUrl: string } | { pglite: Pick<PGlite, 'query' | 'exec'> },
  options: { logger?: JobLogger; pollingIntervalSeconds?: number; cron?: boolean; workers?: readonly JobWorker[] } = {},
): Promise<JobQueue> {
  const common = { schema: 'pgboss', supervise: true, schedule: options.cron !== false, migrate: true } as const;
  const boss =
    'databaseUrl' in source
      ? new PgBoss({ ...common, connectionString: source.databaseUrl, max: 3 })
      : new PgBoss({ ...common, db: pgliteAdapter(source.pglite) });
  boss.on('error', (err: Error) => options.logger?.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(PERIOD_QUEUE);
  await boss.createQueue(RECONCILE_QUEUE);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  await boss.work<{ organizationId: number }>(PERIOD_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const r = await reconcileOrganization(db, job.data.organizationId);
      if (r.activated.length || r.completed.length) options.logger?.info({ ...r, organizationId: job.data.organizationId }, 'period lifecycle');
    }
  });
  await boss.work(RECONCILE_QUEUE, { pollingIntervalSeconds }, async () => {
    const r = await reconcileAll(db);
    if (r.activated.length || r.completed.length) options.logger?.info(r, 'period lifecycle (catch-up)');
  });
  for (const worker of options.workers ?? []) await worker(boss, { pollingIntervalSeconds });
  if (options.cron !== false) await boss.schedule(RECONCILE_QUEUE, '*/5 * * * *', {}, { tz: 'UTC' });
  const initial = await reconcileAll(db);
  if (initial.activated.length || initial.completed.length) options.logger?.info(initial, 'period lifecycle (boot)');

  return {
    boss,
    async schedule(organizationId, at) {
      await boss.send(PERIOD_QUEUE, { organizationId }, { id: wakeJobId(organizationId, at), startAfter: at, retryLimit: 5, retryDelay: 10 });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
