/**
 * The caller's communities and the organization change flow (SPEC §4 Organization change, §7
 * 'GET user organizations', 'POST change organization', 'POST change organization verify').
 * A switch needs a one-time code (6 digits, {@link CODE_TTL_SECONDS}, {@link MAX_ATTEMPTS} tries,
 * only its HMAC stored) sent to the user's channel like a sign-in code. Codes live in
 * `one_time_codes` under the login `ORG-CHANGE:<userId>`: upper case, which no normalized sign-in
 * login can be, so the sign-in calls never see them.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ChangeOrganizationResponse, UserOrganization } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { CODE_TTL_SECONDS, MAX_ATTEMPTS, MAX_CODES_PER_WINDOW, RATE_WINDOW_SECONDS, oneTimeCodes, type AuthDeps } from '../auth/index.ts';
import { organizations } from '../organization/index.ts';
import { memberships, users } from '../users/index.ts';
import { activeMembership } from '../people/index.ts';

/** The `one_time_codes.login` of a user's organization change codes. */
export const changeLogin = (userId: number) => `ORG-CHANGE:${userId}`;

function hashCode(secret: string | Buffer, login: string, code: string): string {
  return createHmac('sha256', secret).update(`org-change|${login}:${code}`).digest('hex');
}

/** The organizations `userId` is an active member of (not fired, not blocked; decision 0020), by name; `isCurrent` marks `currentOrganizationId`. */
export async function listUserOrganizations(db: Executor, userId: number, currentOrganizationId: number | null): Promise<UserOrganization[]> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), activeMembership('memberships')))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map((r) => ({ ...r, isCurrent: r.id === currentOrganizationId }));
}

async function isMember(db: Executor, userId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId), activeMembership('memberships')));
  return Boolean(row);
}

/**
 * Starts a switch of `userId` to `organizationId`: sends a code and remembers the target.
 * Not an active member of it (fired or blocked there included) → 403 FORBIDDEN (nothing is written); already current → 400 VALIDATION_ERROR;
 * more than {@link MAX_CODES_PER_WINDOW} requests in {@link RATE_WINDOW_SECONDS} → 429 RATE_LIMITED.
 * Earlier pending change codes of the user stop working.
 */
export async function requestOrganizationChange(
  db: Db,
  deps: AuthDeps,
  userId: number,
  currentOrganizationId: number | null,
  organizationId: number,
): Promise<ChangeOrganizationResponse> {
  if (!(await isMember(db, userId, organizationId))) throw new AppError('FORBIDDEN', 'Not a member of this organization');
  if (organizationId === currentOrganizationId) throw new AppError('VALIDATION_ERROR', 'This organization is already the current one');
  const login = changeLogin(userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otc:${login}`}))`);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.login, login), gt(oneTimeCodes.createdAt, sql`now() - make_interval(secs => ${RATE_WINDOW_SECONDS})`)));
    if ((recent?.n ?? 0) >= MAX_CODES_PER_WINDOW) {
      throw new AppError('RATE_LIMITED', 'Too many codes requested; try again later', { details: { retryAfter: RATE_WINDOW_SECONDS } });
    }
    await tx.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(and(eq(oneTimeCodes.login, login), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      login,
      userId,
      organizationId,
      codeHash: hashCode(deps.secret, login, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await deps.codeSender.send({ login, email: user?.email ?? null, code, expiresIn: CODE_TTL_SECONDS });
  return { status: 'code_sent', channel: deps.codeSender.channel, expiresIn: CODE_TTL_SECONDS };
}

/**
 * Confirms the pending switch of `userId` with `code` and makes its organization current.
 * No pending request, expired or out of tries → 400 CODE_EXPIRED; wrong code → 400 INVALID_CODE
 * (details.attemptsLeft); no longer a member → 403 FORBIDDEN. AUTH_TEST_CODE (tests only) is
 * accepted for a pending request.
 */
export async function verifyOrganizationChange(db: Db, deps: AuthDeps, userId: number, code: string): Promise<{ organizationId: number }> {
  const login = changeLogin(userId);
  const [row] = await db
    .select({ id: oneTimeCodes.id, organizationId: oneTimeCodes.organizationId })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.login, login), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.organizationId === null) throw new AppError('CODE_EXPIRED', 'No pending organization change; request a new code');
  const testCode = Boolean(deps.authTestCode) && code === deps.authTestCode;
  if (!testCode) {
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt), sql`${oneTimeCodes.attempts} < ${MAX_ATTEMPTS}`))
      .returning({ attempts: oneTimeCodes.attempts, codeHash: oneTimeCodes.codeHash });
    if (!counted) throw new AppError('CODE_EXPIRED', 'The code expired or was used up; request a new one');
    const a = Buffer.from(counted.codeHash);
    const b = Buffer.from(hashCode(deps.secret, login, code));
    if (!(a.length === b.length && timingSafeEqual(a, b))) {
      throw new AppError('INVALID_CODE', 'Wrong code', { details: { attemptsLeft: MAX_ATTEMPTS - counted.attempts } });
    }
  }
  const target = row.organizationId;
  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!consumed) throw new AppError('CODE_EXPIRED', 'The code was already used');
    if (!(await isMember(tx, userId, target))) throw new AppError('FORBIDDEN', 'No longer a member of this organization');
    await tx.update(users).set({ currentOrganizationId: target }).where(eq(users.id, userId));
    return { organizationId: target };
  });
}
