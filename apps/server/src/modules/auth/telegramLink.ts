/**
 * Linking a member's Telegram account (SPEC §7 contacts, profile editing; docs/decisions/0028).
 * Only the bot can prove a Telegram account, so the proof runs the other way from an e-mail's: the
 * web makes an action code under `TG-LINK:<userId>` (6 digits, 10 minutes, 5 tries, only an HMAC
 * stored) and shows it as a bot command and a t.me deep link; the member sends it to the bot, and
 * the bot's update — carrying the Telegram id and username Telegram vouches for — links them.
 */
import { sql } from 'drizzle-orm';
import type { OwnContacts, TelegramLinkCode, TelegramLinkState } from '@gratia/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { sqlState } from '../../db/sqlState.ts';
import { AppError } from '../../http/errors.ts';
import { checkActionCode, createActionCode, useActionCode } from './actionCodes.ts';
import { CODE_TTL_SECONDS, type AuthDeps } from './service.ts';

/** The `one_time_codes.login` of a user's Telegram link codes. */
export const telegramLinkLogin = (userId: number) => `TG-LINK:${userId}`;
const CODE_DOMAIN = 'tg-link';

/** The deep-link payload of a link code (Telegram allows 1–64 of A–Z, a–z, 0–9, _ and -). */
export const linkPayload = (userId: number, code: string) => `link_${userId}_${code}`;
const PAYLOAD = /^link_(\d{1,12})_(\d{6})$/;

/** Reads a `/start` payload made by {@link linkPayload}; null when it is not one. */
export function parseLinkPayload(payload: string): { userId: number; code: string } | null {
  const m = PAYLOAD.exec(payload.trim());
  return m?.[1] && m[2] ? { userId: Number(m[1]), code: m[2] } : null;
}

/** GET /api/profile/contacts/telegram: the bot (null without one), the linked username and whether an account is linked. */
export async function telegramLinkState(db: Db, deps: Pick<AuthDeps, 'telegramBot'>, userId: number): Promise<TelegramLinkState> {
  const [row] = await queryRows<{ tg_name: string | null; tg_id: string | null }>(db, sql`select tg_name, tg_id from profiles where user_id = ${userId}`);
  return { bot: deps.telegramBot ?? null, tgName: row?.tg_name ?? null, linked: Boolean(row?.tg_id) };
}

/**
 * POST /api/profile/contacts/telegram: a new link code for the bot (earlier ones stop working).
 * 409 TELEGRAM_NOT_CONFIGURED without a bot; 429 RATE_LIMITED after 5 codes in 10 minutes.
 */
export async function requestTelegramLink(db: Db, deps: Pick<AuthDeps, 'secret' | 'telegramBot'>, userId: number): Promise<TelegramLinkCode> {
  const bot = deps.telegramBot;
  if (!bot) throw new AppError('TELEGRAM_NOT_CONFIGURED', 'No Telegram bot is connected to this installation');
  const code = await createActionCode(db, deps, { login: telegramLinkLogin(userId), domain: CODE_DOMAIN, userId });
  const payload = linkPayload(userId, code);
  return { code, command: `/start ${payload}`, botUrl: `https://t.me/${bot}?start=${payload}`, expiresIn: CODE_TTL_SECONDS };
}

/** What the bot tells the member after a link attempt. */
export type TelegramLinkOutcome =
  | { ok: true; tgName: string }
  | { ok: false; reason: 'expired' | 'invalid' | 'taken' | 'noUsername' | 'inactive' };

/**
 * The bot's half: member `userId` sent `code` from the Telegram account `from` (id and username as
 * Telegram gives them). Right code → the account's id and username become the member's Telegram
 * contact (replacing an earlier one) and the code is used up. Refused, with nothing changed: no
 * username (sign-in goes by it), the id or username linked to another member, an expired or used-up
 * code, a wrong one (a try counted), a member without an account.
 */
export async function linkTelegram(
  db: Db,
  deps: Pick<AuthDeps, 'secret' | 'authTestCode'>,
  input: { userId: number; code: string; from: { id: number; username?: string | undefined } },
): Promise<TelegramLinkOutcome> {
  const username = input.from.username?.trim();
  if (!username) return { ok: false, reason: 'noUsername' };
  const tgId = String(input.from.id);
  let checked;
  try {
    checked = await checkActionCode(db, deps, telegramLinkLogin(input.userId), CODE_DOMAIN, input.code);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_CODE') return { ok: false, reason: 'invalid' };
    if (err instanceof AppError && err.code === 'CODE_EXPIRED') return { ok: false, reason: 'expired' };
    throw err;
  }
  try {
    return await db.transaction(async (tx): Promise<TelegramLinkOutcome> => {
      const [me] = await queryRows<{ user_id: number }>(tx, sql`select user_id from profiles where user_id = ${input.userId} for update`);
      if (!me) return { ok: false, reason: 'inactive' };
      const others = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from profiles where user_id <> ${input.userId} and (tg_id = ${tgId} or lower(tg_name) = lower(${username})) limit 1`,
      );
      // The code stays usable: the member may free the account (or the username) and send it again.
      if (others.length > 0) return { ok: false, reason: 'taken' };
      await useActionCode(tx, checked);
      await tx.execute(sql`update profiles set tg_id = ${tgId}, tg_name = ${username} where user_id = ${input.userId}`);
      return { ok: true, tgName: username };
    });
  } catch (err) {
    // A parallel link took the id or the username between the check and the write (unique indexes).
    if (sqlState(err) === '23505') return { ok: false, reason: 'taken' };
    if (err instanceof AppError && err.code === 'CODE_EXPIRED') return { ok: false, reason: 'expired' };
    throw err;
  }
}

/**
 * DELETE /api/profile/contacts/telegram: unlinks the member's Telegram (its username and id). 400
 * VALIDATION_ERROR on `tgName` — `validation.onlyTelegramSignIn` while Telegram is their only way to
 * sign in (no e-mail), `validation.nicknameOrTelegram` while the Telegram username stands in for a
 * missing nickname (SPEC §5). Nothing changes on an error.
 */
export async function unlinkTelegram(db: Db, userId: number): Promise<OwnContacts> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string | null; nickname: string | null }>(
      tx,
      sql`select u.email, p.nickname from users u join profiles p on p.user_id = u.id where u.id = ${userId} for update of p`,
    );
    const refuse = (message: string) =>
      new AppError('VALIDATION_ERROR', 'Telegram cannot be unlinked', { details: { issues: [{ path: 'tgName', message, location: 'body' }] } });
    if (!row?.email) throw refuse('validation.onlyTelegramSignIn');
    if (!row.nickname?.trim()) throw refuse('validation.nicknameOrTelegram');
    await tx.execute(sql`update profiles set tg_name = null, tg_id = null where user_id = ${userId}`);
    return { email: row.email, tgName: null };
  });
}
