/**
 * Request limits shared by every API process on one database (README "Security"): counters with a
 * growing lockout in the `rate_limits` table, for the services and as the store of
 * @fastify/rate-limit.
 */
export { rateLimitStore, returnLimit, takeLimit, type LimitResult } from './service.ts';
export { MAX_LOCKOUT_SECONDS, type LimitRule } from './queries.ts';
export * from './schema.ts';
