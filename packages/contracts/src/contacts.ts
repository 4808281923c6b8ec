import { z } from 'zod';
import { OneTimeCode } from './auth.ts';
import { Email } from './people.ts';

/**
 * A member's contacts (SPEC §7 contacts; docs/decisions/0025): the sign-in e-mail, changed or added
 * only after a one-time code sent to the new address proves it is theirs (the sign-in code
 * machinery), and removed only while another sign-in way (a Telegram nickname and id) remains.
 */

/** POST /api/profile/contacts/code — send a code to `email`, the address to add or change to. */
export const ContactCodeBody = z.object({ email: Email });
export type ContactCodeBody = z.infer<typeof ContactCodeBody>;

/** POST /api/profile/contacts/confirm — the code sent to `email`; right → it becomes the sign-in e-mail. */
export const ConfirmContactBody = z.object({ email: Email, code: OneTimeCode });
export type ConfirmContactBody = z.infer<typeof ConfirmContactBody>;

/** The member's sign-in contacts after a change: the e-mail (null when removed) and the Telegram nickname. */
export const OwnContacts = z.object({
  email: z.string().nullable(),
  tgName: z.string().nullable(),
});
export type OwnContacts = z.infer<typeof OwnContacts>;

/**
 * The member's Telegram link (SPEC §7 contacts; docs/decisions/0028). A Telegram account is linked
 * by the installation's bot, the only party that can prove it: the web issues a one-time code
 * (the action-code machinery of sign-in: 6 digits, 10 minutes, 5 tries), the member sends it to the
 * bot (the deep link does it in one tap), and the bot writes the account's id and username.
 */
export const TelegramLinkState = z
  .object({
    /** The bot's username (without '@'); null when this installation has no bot (nothing can be linked). */
    bot: z.string().nullable(),
    /** The linked Telegram username; null when none (or the linked account has no username). */
    tgName: z.string().nullable(),
    /** Whether a Telegram account is linked (its id is known): codes can be sent there. */
    linked: z.boolean(),
  })
  .meta({ id: 'TelegramLinkState' });
export type TelegramLinkState = z.infer<typeof TelegramLinkState>;

/**
 * POST /api/profile/contacts/telegram — a link code for the bot. Send `command` to the bot, or open
 * `botUrl` (a t.me deep link that sends it). Earlier link codes stop working. 409
 * TELEGRAM_NOT_CONFIGURED without a bot; 429 RATE_LIMITED after 5 codes in 10 minutes.
 */
export const TelegramLinkCode = z
  .object({
    /** The 6-digit code. */
    code: z.string(),
    /** What to send to the bot: `/start link_<userId>_<code>`. */
    command: z.string(),
    /** `https://t.me/<bot>?start=link_<userId>_<code>`. */
    botUrl: z.string(),
    /** Seconds the code lives. */
    expiresIn: z.number().int().positive(),
  })
  .meta({ id: 'TelegramLinkCode' });
export type TelegramLinkCode = z.infer<typeof TelegramLinkCode>;
