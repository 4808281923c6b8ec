/**
 * A member's own contacts (SPEC §7 contacts, profile editing; docs/decisions/0025): the sign-in
 * e-mail is added or changed only after a code sent to the new address proves it is theirs (an
 * action code under the login `CONTACT:<userId>` that remembers the address), and removed only while
 * another sign-in way remains — a Telegram nickname with its id. The Telegram contact itself is
 * linked through the bot, which proves the account (telegramLink.ts, docs/decisions/0028).
 */
import { eq, sql } from 'drizzle-orm';
import type { CodeChannel, OwnContacts } from '@gratia/contracts';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { AppError } from '../../http/errors.ts';
import { users } from '../users/index.ts';
import { checkActionCode, issueActionCode, useActionCode } from './actionCodes.ts';
import type { AuthDeps } from './service.ts';

/** The `one_time_codes.login` of a user's contact codes. */
export const contactLogin = (userId: number) => `CONTACT:${userId}`;
/** The hash domain of contact codes. */
const CODE_DOMAIN = 'contact';

const contactTaken = () => new AppError('CONTACT_TAKEN', 'This e-mail belongs to another person', { details: { field: 'email' } });

async function contactsOf(db: Executor, userId: number): Promise<OwnContacts & { tgId: string | null }> {
  const [row] = await queryRows<{ email: string | null; tg_name: string | null; tg_id: string | null }>(
    db,
    sql`select u.email, p.tg_name, p.tg_id from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return { email: row?.email ?? null, tgName: row?.tg_name ?? null, tgId: row?.tg_id ?? null };
}

async function emailOwner(db: Executor, email: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where lower(email) = lower(${email})`);
  return row ? Number(row.id) : null;
}

/**
 * POST /api/profile/contacts/code: sends a confirmation code to `email` (the address to add or
 * change to) and remembers it; returns the channel and the code's lifetime in seconds. 409
 * CONTACT_TAKEN (`details.field` 'email') when another account has it; 400 VALIDATION_ERROR on
 * `email` (`validation.sameContact`) when it already is the member's; 429 RATE_LIMITED after 5 codes
 * in 10 minutes. Earlier contact codes of the member stop working.
 */
export async function requestContactCode(db: Db, deps: AuthDeps, userId: number, email: string): Promise<{ channel: CodeChannel; expiresIn: number }> {
  const owner = await emailOwner(db, email);
  if (owner === userId) {
    throw new AppError('VALIDATION_ERROR', 'This is already your e-mail', { details: { issues: [{ path: 'email', message: 'validation.sameContact', location: 'body' }] } });
  }
  if (owner !== null) throw contactTaken();
  return issueActionCode(db, deps, { login: contactLogin(userId), domain: CODE_DOMAIN, userId, target: email, email, purpose: 'confirm' });
}

/**
 * POST /api/profile/contacts/confirm: checks `code` against the member's latest contact code for
 * `email` and makes `email` their sign-in e-mail; returns their contacts. 400 CODE_EXPIRED (no code
 * for this address, expired, used up), 400 INVALID_CODE (details.attemptsLeft), 409 CONTACT_TAKEN
 * when another account took the address meanwhile. Nothing changes on a failure.
 */
export async function confirmContact(db: Db, deps: AuthDeps, userId: number, email: string, code: string): Promise<OwnContacts> {
  const checked = await checkActionCode(db, deps, contactLogin(userId), CODE_DOMAIN, code);
  if (checked.target === null || checked.target.toLowerCase() !== email.toLowerCase()) {
    throw new AppError('CODE_EXPIRED', 'No code was sent to this e-mail; request a new one');
  }
  try {
    await db.transaction(async (tx) => {
      await useActionCode(tx, checked);
      const owner = await emailOwner(tx, email);
      if (owner !== null && owner !== userId) throw contactTaken();
      await tx.update(users).set({ email: checked.target }).where(eq(users.id, userId));
    });
  } catch (err) {
    if (sqlState(err) === '23505' && sqlConstraint(err) === 'users_email_ci_uq') throw contactTaken();
    throw err;
  }
  const { email: saved, tgName } = await contactsOf(db, userId);
  return { email: saved, tgName };
}

/**
 * DELETE /api/profile/contacts/email: removes the member's sign-in e-mail while they can still
 * sign in with a Telegram nickname and id; else 400 VALIDATION_ERROR on `email`
 * (`validation.onlySignInWay`) and nothing changes. Returns their contacts.
 */
export async function removeEmail(db: Db, userId: number): Promise<OwnContacts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const current = await contactsOf(tx, userId);
    if (!(current.tgName && current.tgId)) {
      throw new AppError('VALIDATION_ERROR', 'The e-mail is your only way to sign in', {
        details: { issues: [{ path: 'email', message: 'validation.onlySignInWay', location: 'body' }] },
      });
    }
    await tx.update(users).set({ email: null }).where(eq(users.id, userId));
    return { email: null, tgName: current.tgName };
  });
}
