/**
 * Sign-in with one-time codes (SPEC §2 Login, §7 auth; ARCHITECTURE "Auth"; decision 0011). A login
 * is an e-mail or a Telegram nickname (case-insensitive, leading '@' optional). Codes have 6 digits,
 * live {@link CODE_TTL_SECONDS}, and only their HMAC is stored. A login may hold several live codes
 * (a new request never cancels one); checks are limited per login by failed attempts across all of
 * them (limits.ts has the limits and the arithmetic). Known and unknown logins get the same answers:
 * an unknown one gets a code row that no code matches and nothing is sent.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CodeChannel } from '@gratia/contracts';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { organizations } from '../organization/index.ts';
import { recordReferral } from '../challenges/index.ts';
import { admittingInvite, countInviteUse } from '../invites/index.ts';
import { onMemberJoined } from '../periods/index.ts';
import { returnLimit, takeLimit } from '../rateLimits/index.ts';
import { memberships, profiles, users } from '../users/index.ts';
import { activeMembership } from '../people/index.ts';
import type { CodeMessage, CodeSender } from './codeSender.ts';
import { FAILED_CHECKS_PER_LOGIN, FAILED_CHECKS_PER_LOGIN_DAILY, MAX_LIVE_CODES, rateLimited } from './limits.ts';
import { oneTimeCodes } from './schema.ts';

/** A code is valid for 10 minutes (seconds). */
export const CODE_TTL_SECONDS = 600;
/** Organization change codes (the membership module): wrong tries before such a code is dead. */
export const MAX_ATTEMPTS = 5;
/** Organization change codes (the membership module): at most this many per user per {@link RATE_WINDOW_SECONDS}. */
export const MAX_CODES_PER_WINDOW = 5;
/** The window of {@link MAX_CODES_PER_WINDOW}, seconds. */
export const RATE_WINDOW_SECONDS = 600;

/** What the auth service needs besides the database. */
export interface AuthDeps {
  secret: string | Buffer;
  codeSender: CodeSender;
  /** Tests only: a code valid for any known login. */
  authTestCode: string | undefined;
  /** Where a failed delivery is reported (the app's logger); the message never holds the code. */
  logger: { error(obj: object, msg: string): void };
  /** The username of this installation's Telegram bot (docs/decisions/0028); absent or null: no bot, nothing can be linked. */
  telegramBot?: string | null;
}

/** A normalized login: lower case, trimmed, without a leading '@'; `email` when it contains '@'. */
export function normalizeLogin(login: string): { value: string; isEmail: boolean } {
  const value = login.trim().toLowerCase().replace(/^@+/, '');
  return { value, isEmail: value.includes('@') };
}

function hashCode(secret: string | Buffer, login: string, code: string): string {
  return createHmac('sha256', secret).update(`${login}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The user with this e-mail or Telegram nickname (with their linked Telegram id), or null. */
export async function findUserByLogin(db: Executor, login: string): Promise<{ id: number; email: string | null; tgId: string | null } | null> {
  const { value, isEmail } = normalizeLogin(login);
  const [row] = await db
    .select({ id: users.id, email: users.email, tgId: profiles.tgId })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(isEmail ? sql`lower(${users.email}) = ${value}` : sql`lower(${profiles.tgName}) = ${value}`)
    .limit(1);
  return row ?? null;
}

/** The organization with this shared key; 400 INVALID_SHARED_KEY when none. */
async function organizationByKey(db: Executor, sharedKey: string): Promise<number> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.sharedKey, sharedKey.trim()));
  if (!org) throw new AppError('INVALID_SHARED_KEY', 'The shared key does not match any community');
  return org.id;
}

/**
 * POST /api/auth/code: answers `{ channel, expiresIn }` (the sender's channel; seconds) alike for
 * known and unknown logins. A code is made and sent when the login is a user's, or an e-mail with a
 * valid `sharedKey` or an `inviteToken` of a link that admits (invite sign-in: the user is created
 * on verify); otherwise a row whose hash no code matches takes its place, so requests, live-code
 * counts and checks behave the same, and nothing is sent. Delivery is not awaited (a mail's round
 * trip would tell known logins apart); a failure is logged. Invalid key → 400 INVALID_SHARED_KEY;
 * an invite link that does not admit → 404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED, INVITE_USED_UP or
 * INVITE_REVOKED (docs/decisions/0032). {@link MAX_LIVE_CODES} live codes already → 429
 * RATE_LIMITED with details.retryAfter (seconds until the oldest expires); earlier codes stay
 * valid in every case. A code asked for with an invite joins nobody by itself: the verify must
 * carry the token again, so that the use is counted. With `signUp` (docs/decisions/0035) an e-mail
 * of no account gets a real code as well (the account is made on verify).
 */
export async function requestCode(
  db: Db,
  deps: AuthDeps,
  body: { login: string; sharedKey?: string | undefined; inviteToken?: string | undefined; signUp?: boolean | undefined },
): Promise<{ channel: CodeChannel; expiresIn: number }> {
  const login = normalizeLogin(body.login);
  // With an invite link the link decides the community, and a shared key is not read (docs/decisions/0032).
  const invite = body.inviteToken ? await admittingInvite(db, body.inviteToken) : null;
  const organizationId = body.sharedKey && !invite ? await organizationByKey(db, body.sharedKey) : null;
  const user = await findUserByLogin(db, login.value);
  // A sign-up (docs/decisions/0035) makes any e-mail deliverable: an existing account gets its usual code.
  const deliverable = user !== null || ((organizationId !== null || invite !== null || body.signUp === true) && login.isEmail);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // An unknown login's row hashes 32 random bytes: no 6-digit code can match it.
  const secretOfRow = deliverable ? code : randomBytes(32).toString('hex');
  await db.transaction(async (tx) => {
    // Serialize code requests of one login so the live-code limit holds under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:${login.value}`}))`);
    const live = await tx
      .select({ expiresIn: sql<number>`extract(epoch from (${oneTimeCodes.expiresAt} - now()))::float8` })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.login, login.value), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
      .orderBy(asc(oneTimeCodes.expiresAt))
      .limit(MAX_LIVE_CODES);
    if (live.length >= MAX_LIVE_CODES) {
      throw rateLimited(Math.max(1, Math.ceil(Number(live[0]?.expiresIn ?? CODE_TTL_SECONDS))), 'Enough codes were sent for this login; use one of them or wait');
    }
    await tx.insert(oneTimeCodes).values({
      login: login.value,
      userId: user?.id ?? null,
      organizationId: deliverable ? organizationId : null,
      codeHash: hashCode(deps.secret, login.value, secretOfRow),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  if (deliverable) {
    const message: CodeMessage = {
      login: login.value,
      email: user?.email ?? (login.isEmail ? login.value : null),
      code,
      expiresIn: CODE_TTL_SECONDS,
      tgId: user?.tgId ?? null,
      preferTelegram: !login.isEmail,
    };
    deps.codeSender.send(message).catch((err: unknown) => deps.logger.error({ err, login: login.value }, 'the sign-in code could not be delivered'));
  }
  return { channel: deps.codeSender.channelFor?.(login) ?? deps.codeSender.channel, expiresIn: CODE_TTL_SECONDS };
}

/** Limit keys of a login's failed checks. */
const failureKeys = (login: string) => [`signin:fail:${login}`, `signin:fail-day:${login}`] as const;

/**
 * Counts one check of `login` against its failed-check limits before the comparison (so parallel
 * checks cannot pass them). Refused → 429 RATE_LIMITED with details.retryAfter (nothing counted).
 * Returns the checks left before a limit, and a function that gives the check back (a right code,
 * or nothing compared).
 */
async function countCheck(db: Db, login: string): Promise<{ left: number; giveBack: () => Promise<void> }> {
  const [shortKey, dayKey] = failureKeys(login);
  const short = await takeLimit(db, shortKey, FAILED_CHECKS_PER_LOGIN);
  if (!short.allowed) throw rateLimited(short.retryAfter, 'Too many wrong codes for this login; try again later');
  const day = await takeLimit(db, dayKey, FAILED_CHECKS_PER_LOGIN_DAILY);
  if (!day.allowed) {
    await returnLimit(db, shortKey);
    throw rateLimited(day.retryAfter, 'Too many wrong codes for this login today; try again later');
  }
  return {
    left: Math.min(short.left, day.left),
    giveBack: async () => {
      await returnLimit(db, shortKey);
      await returnLimit(db, dayKey);
    },
  };
}

/**
 * Where a signing-in user lands (decision 0020): `joinOrg` (an invite) unless they are fired or
 * blocked there (`'suspended'`); else their current organization while they are active in it, else
 * another organization where they are active (by id), else `'suspended'` when every membership
 * they have is fired or blocked; null when they belong nowhere yet (onboarding).
 */
async function landingOrganization(tx: Executor, userId: number, joinOrg: number | null): Promise<number | 'suspended' | null> {
  const rows = await queryRows<{ organization_id: number; active: boolean; current: boolean }>(
    tx,
    sql`select m.organization_id, ${activeMembership('m')} as active, (m.organization_id = u.current_organization_id) as current
        from memberships m join users u on u.id = m.user_id
        where m.user_id = ${userId}
        order by m.organization_id`,
  );
  if (joinOrg !== null) {
    const there = rows.find((r) => Number(r.organization_id) === joinOrg);
    return there && !there.active ? 'suspended' : joinOrg;
  }
  if (rows.length === 0) return null;
  const active = rows.filter((r) => r.active);
  const landing = active.find((r) => r.current) ?? active[0];
  return landing ? Number(landing.organization_id) : 'suspended';
}

/**
 * Checks a code (POST /api/auth/verify) and returns the user to sign in, creating the user (invite
 * sign-in) and joining the shared key's or the invite link's community as needed; that community
 * becomes current. The code is compared with every live code of the login; the one it matches is
 * used up, the others stay valid. No live code → 400 CODE_EXPIRED (not counted); wrong code → 400
 * INVALID_CODE with details.attemptsLeft (failed checks left before the login is locked out); too
 * many failed checks → 429 RATE_LIMITED with details.retryAfter, even for a right code, until the
 * lockout ends. Unknown logins answer the same (their rows match no code).
 *
 * With `inviteToken` (docs/decisions/0032; `sharedKey` is then not read): a link that does not admit is refused before the code
 * is checked (404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED, INVITE_USED_UP, INVITE_REVOKED). A person
 * who is not yet a member joins in the link's division, and the use is counted in the same
 * transaction as the membership (and the period's accrual, `onMemberJoined`); when the last use
 * went to someone else meanwhile, the transaction is rolled back (a new account included) and the
 * refusal answered. A member already there just signs in to it (no use counted); a fired or
 * blocked one is MEMBERSHIP_SUSPENDED.
 *
 * With `signUp` (docs/decisions/0035) an e-mail of no account becomes a new account with no
 * community (the app sends it to /onboarding); an existing account signs in as without it.
 */
export async function verifyCode(
  db: Db,
  deps: AuthDeps,
  body: { login: string; code: string; sharedKey?: string | undefined; inviteToken?: string | undefined; signUp?: boolean | undefined },
): Promise<number> {
  const login = normalizeLogin(body.login);
  const invite = body.inviteToken ? await admittingInvite(db, body.inviteToken) : null;
  const keyOrg = body.sharedKey && !invite ? await organizationByKey(db, body.sharedKey) : null;
  let joinOrg = keyOrg ?? invite?.organizationId ?? null;

  if (!(deps.authTestCode && body.code === deps.authTestCode)) {
    const check = await countCheck(db, login.value);
    const live = await db
      .select({ id: oneTimeCodes.id, organizationId: oneTimeCodes.organizationId, codeHash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.login, login.value), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, sql`now()`)));
    if (live.length === 0) {
      await check.giveBack();
      throw new AppError('CODE_EXPIRED', 'No valid code; request a new one');
    }
    const hash = hashCode(deps.secret, login.value, body.code);
    // Every live code is compared, so the time taken does not tell which one matched.
    const matches = live.filter((row) => sameHash(row.codeHash, hash));
    const match = matches[0];
    if (!match) throw new AppError('INVALID_CODE', 'Wrong code', { details: { attemptsLeft: check.left } });
    await check.giveBack();
    const [consumed] = await db
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, match.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!consumed) throw new AppError('CODE_EXPIRED', 'The code was already used');
    joinOrg = keyOrg ?? invite?.organizationId ?? match.organizationId;
  }

  // Retried on a serialization failure or deadlock (the join may credit the period accrual).
  return withTxRetry(db, async (tx) => {
    let user = await findUserByLogin(tx, login.value);
    if (!user) {
      // A sign-up (docs/decisions/0035) makes the account with no community: it lands on /onboarding.
      if ((joinOrg === null && body.signUp !== true) || !login.isEmail) throw new AppError('USER_NOT_FOUND', 'User is not found');
      const [created] = await tx
        .insert(users)
        .values({ email: login.value, currentOrganizationId: joinOrg })
        .returning({ id: users.id, email: users.email });
      if (!created) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({ userId: created.id, firstName: login.value.split('@')[0] ?? login.value, surname: '' });
      user = { ...created, tgId: null };
    }
    const target = await landingOrganization(tx, user.id, joinOrg);
    if (target === 'suspended') throw new AppError('MEMBERSHIP_SUSPENDED', 'Your participation in the project is suspended');
    if (target !== null && target !== joinOrg) await tx.update(users).set({ currentOrganizationId: target }).where(eq(users.id, user.id));
    if (joinOrg !== null) {
      const [joined] = await tx
        .insert(memberships)
        .values({ organizationId: joinOrg, userId: user.id })
        .onConflictDoNothing()
        .returning({ id: memberships.id });
      if (joined) {
        if (invite) {
          // The use is counted only for someone who joins, after the membership row is in, so
          // one person racing with themself counts once (the second insert does nothing).
          const { divisionId } = await countInviteUse(tx, invite.id);
          if (divisionId !== null) await tx.update(memberships).set({ divisionId }).where(eq(memberships.id, joined.id));
          // A personal link of a referral challenge counts this newcomer for its owner (docs/decisions/0045).
          await recordReferral(tx, invite.id, user.id);
        }
        // A member who joins during an active period gets its accrual (SPEC §3 Period).
        await onMemberJoined(tx, joinOrg, user.id);
      }
      await tx.update(users).set({ currentOrganizationId: joinOrg }).where(eq(users.id, user.id));
    }
    return user.id;
  });
}
