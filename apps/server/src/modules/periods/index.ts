/**
 * Periods (SPEC §3 Period, §4 Period states, §5 period rules): the admins' CRUD, the caller's
 * current period and balance, and the lifecycle (scheduled → active → completed, accrual and
 * expiry through the ledger) run by a PostgreSQL job queue.
 */
export { periodHandlers } from './routes.ts';
export { createPeriod, deletePeriod, startInStepWith, type PeriodJobs } from './service.ts';
export { findActivePeriod, listPeriods } from './queries.ts';
export { onMemberJoined, onMembersJoined } from './lifecycle.ts';
export { startJobQueue, type JobQueue, type JobWorker } from './jobs.ts';
