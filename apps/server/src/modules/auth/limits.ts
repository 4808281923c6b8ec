/**
 * Limits of sign-in (SPEC §2 Login; README "Security"; docs/decisions/0011-sign-in-limits.md).
 * Every counter is a row of `rate_limits` (the rateLimits module), so the limits hold across all
 * API processes on one database.
 *
 * - Per client address and for everyone, on both calls (POST /api/auth/code and /api/auth/verify),
 *   before the body is read: @fastify/rate-limit with the database store. A client address that
 *   passes its limit is locked out for a growing time (10 min, 20, 40 … at most a day); the limit
 *   for everyone is a fixed ceiling, since a growing lockout there would let one attacker shut
 *   everyone out for longer.
 * - Per login, on code requests: at most {@link MAX_LIVE_CODES} unexpired unused codes; a request
 *   beyond that sends nothing and answers 429 until the oldest expires, and never touches the
 *   live codes, which still work.
 * - Per login, on code checks: the failed checks, counted across all the login's live codes.
 *   {@link FAILED_CHECKS_PER_LOGIN} (5 per 15 min, then a growing lockout) and
 *   {@link FAILED_CHECKS_PER_LOGIN_DAILY} (20 per 24 h window). A check is counted before the
 *   comparison and given back when the code was right, so parallel guesses cannot pass the count.
 *
 * Why guessing one account takes longer than a year at any request rate: a code has 6 digits
 * (10^6 values) and a check is compared with at most {@link MAX_LIVE_CODES} = 3 live codes, so one
 * failed check rules out at most 3 values and succeeds with probability at most 3 / 10^6. At most 20
 * checks per login fail in a 24-hour window, and the windows do not overlap, so a year allows at
 * most 20 × 366 = 7,320 failed checks: a success probability under 7,320 × 3 / 10^6 ≈ 2.2 %, and an
 * expected 10^6 / (3 × 20) ≈ 16,667 days (45 years) of guessing. New codes do not help: each is a
 * fresh uniform draw, and a request cannot raise the live codes above 3.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { LimitRule } from '../rateLimits/index.ts';

/** Unexpired, unused codes a login may have at once; a further request answers 429 RATE_LIMITED. */
export const MAX_LIVE_CODES = 3;
/** Code requests (POST /api/auth/code) per client address: 30 per 10 min, then a growing lockout. */
export const CODE_REQUESTS_PER_ADDRESS: LimitRule = { max: 30, windowSeconds: 600, backoff: true };
/** Code requests from everyone: 600 per 10 min (a ceiling on the mail we send). */
export const CODE_REQUESTS_OVERALL: LimitRule = { max: 600, windowSeconds: 600, backoff: false };
/** Code checks (POST /api/auth/verify) per client address: 100 per 10 min (an office behind one address), then a growing lockout. */
export const CODE_CHECKS_PER_ADDRESS: LimitRule = { max: 100, windowSeconds: 600, backoff: true };
/** Code checks from everyone: 3,000 per 10 min. */
export const CODE_CHECKS_OVERALL: LimitRule = { max: 3000, windowSeconds: 600, backoff: false };
/** Failed code checks per login: 5 per 15 min, then a growing lockout (15 min, 30, 60 … at most a day). */
export const FAILED_CHECKS_PER_LOGIN: LimitRule = { max: 5, windowSeconds: 900, backoff: true };
/** Failed code checks per login per 24-hour window: 20 (the bound of the arithmetic above). */
export const FAILED_CHECKS_PER_LOGIN_DAILY: LimitRule = { max: 20, windowSeconds: 86_400, backoff: false };

/** 429 RATE_LIMITED with `details.retryAfter` (seconds; the Retry-After header carries the same). */
export function rateLimited(retryAfter: number, message: string): AppError {
  return new AppError('RATE_LIMITED', message, { details: { retryAfter } });
}

/** The rate-limit key part of a request's client address (IPv6 by /64 network, as @fastify/rate-limit does). */
function clientAddress(req: FastifyRequest): string {
  return normalizeIP(req.ip);
}

/**
 * onRequest hooks of the two sign-in calls (a sign-up through an invite link is one of them,
 * docs/decisions/0032), from `app.createRateLimit` (@fastify/rate-limit
 * registered with the database store): the client address's limit, then, when it passed, the
 * limit for everyone (so one address that is refused does not use up everyone's). Refused →
 * 429 RATE_LIMITED with details.retryAfter.
 */
export function signInAddressLimits(app: FastifyInstance): { requestCode: onRequestHookHandler; verifyCode: onRequestHookHandler } {
  const limiter = (name: string, rule: LimitRule, perAddress: boolean) => {
    // `exponentialBackoff` is a documented option of the plugin that its CreateRateLimitOptions type leaves out.
    const options: CreateRateLimitOptions & { exponentialBackoff: boolean } = {
      max: rule.max,
      timeWindow: rule.windowSeconds * 1000,
      exponentialBackoff: rule.backoff,
      keyGenerator: perAddress ? (req) => `signin:${name}:addr:${clientAddress(req)}` : () => `signin:${name}:all`,
    };
    return app.createRateLimit(options);
  };
  const hook = (name: string, perAddress: LimitRule, overall: LimitRule): onRequestHookHandler => {
    const checks = [limiter(name, perAddress, true), limiter(name, overall, false)];
    return async (req) => {
      for (const check of checks) {
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) {
          throw rateLimited(Math.max(1, result.ttlInSeconds), 'Too many sign-in requests; try again later');
        }
      }
    };
  };
  return {
    requestCode: hook('code', CODE_REQUESTS_PER_ADDRESS, CODE_REQUESTS_OVERALL),
    verifyCode: hook('verify', CODE_CHECKS_PER_ADDRESS, CODE_CHECKS_OVERALL),
  };
}
