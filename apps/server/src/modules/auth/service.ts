/**
 * Sign-in with one-time codes (SPEC §2 Login, §7 auth; ARCHITECTURE "Auth"). A login is an e-mail or
 * a Telegram nickname (case-insensitive, leading '@' optional). Codes have 6 digits, live
 * {@link CODE_TTL_SECONDS}, allow {@link MAX_ATTEMPTS} tries, and only their HMAC is stored.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CodeChannel } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { organizations } from '../organization/index.ts';
import { onMemberJoined } from '../periods/index.ts';
import { memberships, profiles, users } from '../users/index.ts';
import type { CodeSender } from './codeSender.ts';
import { oneTimeCodes } from './schema.ts';

/** A code is valid for 10 minutes (seconds). */
export const CODE_TTL_SECONDS = 600;
/** Wrong tries before a code is dead. */
export const MAX_ATTEMPTS = 5;
/** At most this many codes per login per {@link RATE_WINDOW_SECONDS}. */
export const MAX_CODES_PER_WINDOW = 5;
export const RATE_WINDOW_SECONDS = 600;

/** What the auth service needs besides the database. */
export interface AuthDeps {
  secret: string | Buffer;
  codeSender: CodeSender;
  /** Tests only: a code valid for any known login. */
  authTestCode: string | undefined;
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

/** The user with this e-mail or Telegram nickname, or null. */
export async function findUserByLogin(db: Executor, login: string): Promise<{ id: number; email: string | null } | null> {
  const { value, isEmail } = normalizeLogin(login);
  const [row] = isEmail
    ? await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = ${value}`).limit(1)
    : await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(sql`lower(${profiles.tgName}) = ${value}`)
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
 * POST /api/auth/code. Unknown login → 404 USER_NOT_FOUND, unless `sharedKey` is valid and the login
 * is an e-mail (invite sign-in: the user is created on verify). Invalid key → 400 INVALID_SHARED_KEY.
 * More than {@link MAX_CODES_PER_WINDOW} codes per login in {@link RATE_WINDOW_SECONDS} → 429 RATE_LIMITED.
 * Earlier unused codes of the login stop working.
 */
export async function requestCode(
  db: Db,
  deps: AuthDeps,
  body: { login: string; sharedKey?: string | undefined },
): Promise<{ channel: CodeChannel; expiresIn: number }> {
  const login = normalizeLogin(body.login);
  const organizationId = body.sharedKey ? await organizationByKey(db, body.sharedKey) : null;
  const user = await findUserByLogin(db, login.value);
  if (!user && !(organizationId !== null && login.isEmail)) throw new AppError('USER_NOT_FOUND', 'User is not found');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Serialize code requests of one login so the rate limit holds under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:${login.value}`}))`);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.login, login.value), gt(oneTimeCodes.createdAt, sql`now() - make_interval(secs => ${RATE_WINDOW_SECONDS})`)));
    if ((recent?.n ?? 0) >= MAX_CODES_PER_WINDOW) {
      throw new AppError('RATE_LIMITED', 'Too many codes requested; try again later', {
        details: { retryAfter: RATE_WINDOW_SECONDS },
      });
    }
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.login, login.value), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      login: login.value,
      userId: user?.id ?? null,
      organizationId,
      codeHash: hashCode(deps.secret, login.value, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  const channel = await deps.codeSender.send({
    login: login.value,
    email: user?.email ?? (login.isEmail ? login.value : null),
    code,
    expiresIn: CODE_TTL_SECONDS,
  });
  return { channel, expiresIn: CODE_TTL_SECONDS };
}

/**
 * Checks a code (POST /api/auth/verify) and returns the user to sign in, creating the user (invite
 * sign-in) and joining the shared key's community as needed; that community becomes current.
 * Wrong code → 400 INVALID_CODE with details.attemptsLeft; expired, used or out of tries → 400 CODE_EXPIRED.
 * Every try counts before the comparison, so parallel guesses cannot exceed {@link MAX_ATTEMPTS}.
 */
export async function verifyCode(
  db: Db,
  deps: AuthDeps,
  body: { login: string; code: string; sharedKey?: string | undefined },
): Promise<number> {
  const login = normalizeLogin(body.login);
  const keyOrg = body.sharedKey ? await organizationByKey(db, body.sharedKey) : null;
  let joinOrg = keyOrg;

  if (!(deps.authTestCode && body.code === deps.authTestCode)) {
    const [row] = await db
      .select({ id: oneTimeCodes.id, organizationId: oneTimeCodes.organizationId })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.login, login.value), isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    if (!row) throw new AppError('CODE_EXPIRED', 'No valid code; request a new one');
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.id, row.id),
          isNull(oneTimeCodes.consumedAt),
          sql`${oneTimeCodes.attempts} < ${MAX_ATTEMPTS}`,
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ attempts: oneTimeCodes.attempts, codeHash: oneTimeCodes.codeHash });
    if (!counted) throw new AppError('CODE_EXPIRED', 'The code expired or was used up; request a new one');
    if (!sameHash(counted.codeHash, hashCode(deps.secret, login.value, body.code))) {
      throw new AppError('INVALID_CODE', 'Wrong code', { details: { attemptsLeft: MAX_ATTEMPTS - counted.attempts } });
    }
    const [consumed] = await db
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!consumed) throw new AppError('CODE_EXPIRED', 'The code was already used');
    joinOrg = keyOrg ?? row.organizationId;
  }

  // Retried on a serialization failure or deadlock (the join may credit the period accrual).
  return withTxRetry(db, async (tx) => {
    let user = await findUserByLogin(tx, login.value);
    if (!user) {
      if (joinOrg === null || !login.isEmail) throw new AppError('USER_NOT_FOUND', 'User is not found');
      const [created] = await tx
        .insert(users)
        .values({ email: login.value, currentOrganizationId: joinOrg })
        .returning({ id: users.id, email: users.email });
      if (!created) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({ userId: created.id, firstName: login.value.split('@')[0] ?? login.value, surname: '' });
      user = created;
    }
    if (joinOrg !== null) {
      const joined = await tx
        .insert(memberships)
        .values({ organizationId: joinOrg, userId: user.id })
        .onConflictDoNothing()
        .returning({ id: memberships.id });
      // A member who joins during an active period gets its accrual (SPEC §3 Period).
      if (joined.length > 0) await onMemberJoined(tx, joinOrg, user.id);
      await tx.update(users).set({ currentOrganizationId: joinOrg }).where(eq(users.id, user.id));
    }
    return user.id;
  });
}
