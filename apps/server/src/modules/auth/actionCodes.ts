/**
 * One-time codes that confirm an action of a signed-in user instead of signing anyone in: an
 * organization change (SPEC §4), a new sign-in e-mail (SPEC §7 contacts). 6 digits,
 * {@link CODE_TTL_SECONDS}, {@link MAX_ATTEMPTS} tries, only an HMAC stored. They live in
 * `one_time_codes` under an upper-case login (`ORG-CHANGE:<userId>`, `CONTACT:<userId>`), which no
 * normalized sign-in login can be, so the sign-in calls never see them. A new code of a login ends
 * the earlier ones; more than {@link MAX_CODES_PER_WINDOW} in {@link RATE_WINDOW_SECONDS} → 429.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CodeChannel } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { CODE_TTL_SECONDS, MAX_ATTEMPTS, MAX_CODES_PER_WINDOW, RATE_WINDOW_SECONDS, type AuthDeps } from './service.ts';
import { oneTimeCodes } from './schema.ts';

/** What an action code confirms, and where it goes. */
export interface ActionCodeRequest {
  /** The code's login, upper-case prefixed (`ORG-CHANGE:12`). */
  login: string;
  /** Hash domain: a code of one purpose never passes as another's. */
  domain: string;
  userId: number;
  /** Remembered with the code (the organization to switch to); null when there is none. */
  organizationId?: number | null;
  /** Remembered with the code (the e-mail to confirm); null when there is none. */
  target?: string | null;
  /** Where the code is e-mailed; null → Telegram when `tgId` is linked, else the sender's fallback (the log). */
  email: string | null;
  /** The user's linked Telegram id (docs/decisions/0028); used only without an e-mail. */
  tgId?: string | null;
  /** 'confirm' e-mails say "confirmation code" instead of "sign-in code". */
  purpose: 'signIn' | 'confirm';
}

/** A checked, not yet used action code: its row and what it remembered. */
export interface CheckedActionCode {
  id: number;
  organizationId: number | null;
  target: string | null;
}

function hashCode(secret: string | Buffer, domain: string, login: string, code: string): string {
  return createHmac('sha256', secret).update(`${domain}|${login}:${code}`).digest('hex');
}

/**
 * Makes an action code (see the module comment) without sending it and returns it: for a code the
 * member carries elsewhere themselves (a Telegram link, docs/decisions/0028). 429 RATE_LIMITED as
 * {@link issueActionCode}.
 */
export async function createActionCode(db: Db, deps: Pick<AuthDeps, 'secret'>, request: Omit<ActionCodeRequest, 'email' | 'purpose' | 'tgId'>): Promise<string> {
  const { login } = request;
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
      userId: request.userId,
      organizationId: request.organizationId ?? null,
      target: request.target ?? null,
      codeHash: hashCode(deps.secret, request.domain, login, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  return code;
}

/** Issues and sends an action code (see the module comment); returns the channel and its lifetime in seconds. */
export async function issueActionCode(db: Db, deps: AuthDeps, request: ActionCodeRequest): Promise<{ channel: CodeChannel; expiresIn: number }> {
  const code = await createActionCode(db, deps, request);
  await deps.codeSender.send({ login: request.login, email: request.email, tgId: request.tgId ?? null, code, expiresIn: CODE_TTL_SECONDS, purpose: request.purpose });
  const viaTelegram = request.email === null && Boolean(request.tgId) && deps.codeSender.channelFor !== undefined;
  return { channel: viaTelegram ? 'telegram' : deps.codeSender.channel, expiresIn: CODE_TTL_SECONDS };
}

/**
 * Checks `code` against the latest live code of `login` and counts the try. No live code, expired
 * or out of tries → 400 CODE_EXPIRED; wrong → 400 INVALID_CODE (details.attemptsLeft). AUTH_TEST_CODE
 * (tests only) passes. The code stays unused: the caller uses it up with {@link useActionCode} in the
 * transaction that does the action.
 */
export async function checkActionCode(db: Db, deps: Pick<AuthDeps, 'secret' | 'authTestCode'>, login: string, domain: string, code: string): Promise<CheckedActionCode> {
  const [row] = await db
    .select({ id: oneTimeCodes.id, organizationId: oneTimeCodes.organizationId, target: oneTimeCodes.target })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.login, login), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!row) throw new AppError('CODE_EXPIRED', 'No pending code; request a new one');
  if (deps.authTestCode && code === deps.authTestCode) return row;
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt), sql`${oneTimeCodes.attempts} < ${MAX_ATTEMPTS}`))
    .returning({ attempts: oneTimeCodes.attempts, codeHash: oneTimeCodes.codeHash });
  if (!counted) throw new AppError('CODE_EXPIRED', 'The code expired or was used up; request a new one');
  const a = Buffer.from(counted.codeHash);
  const b = Buffer.from(hashCode(deps.secret, domain, login, code));
  if (!(a.length === b.length && timingSafeEqual(a, b))) {
    throw new AppError('INVALID_CODE', 'Wrong code', { details: { attemptsLeft: MAX_ATTEMPTS - counted.attempts } });
  }
  return row;
}

/** Uses up a checked code inside the action's transaction; 400 CODE_EXPIRED when a parallel request used it first. */
export async function useActionCode(tx: Executor, checked: CheckedActionCode): Promise<void> {
  const [consumed] = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, checked.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw new AppError('CODE_EXPIRED', 'The code was already used');
}
