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
