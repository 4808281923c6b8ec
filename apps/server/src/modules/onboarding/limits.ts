/**
 * Limits of self-serve community creation (docs/decisions/0035), counted in `rate_limits` like the
 * sign-in's (decision 0011), so they hold across API processes: every attempt counts, a refused one
 * too, so names cannot be probed faster either.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { takeLimit, type LimitRule } from '../rateLimits/index.ts';

/** Creation attempts per person: 10 per hour, then a growing lockout. */
export const CREATIONS_PER_USER: LimitRule = { max: 10, windowSeconds: 3600, backoff: true };
/** Creation attempts per client address (IPv6 by /64): 20 per hour, then a growing lockout. */
export const CREATIONS_PER_ADDRESS: LimitRule = { max: 20, windowSeconds: 3600, backoff: true };

/**
 * Counts one creation attempt of `userId` from `req`'s address; 429 RATE_LIMITED with
 * `details.retryAfter` (seconds) when either limit is passed. The address is counted only when the
 * person's limit let the attempt through.
 */
export async function countCreation(db: Db, userId: number, req: FastifyRequest): Promise<void> {
  const checks: [string, LimitRule][] = [
    [`onboarding:create:user:${userId}`, CREATIONS_PER_USER],
    [`onboarding:create:addr:${normalizeIP(req.ip)}`, CREATIONS_PER_ADDRESS],
  ];
  for (const [key, rule] of checks) {
    const result = await takeLimit(db, key, rule);
    if (!result.allowed) throw new AppError('RATE_LIMITED', 'Too many communities created; try again later', { details: { retryAfter: result.retryAfter } });
  }
}
