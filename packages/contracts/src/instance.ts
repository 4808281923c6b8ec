import { z } from 'zod';

/**
 * A Telegram nickname as an installation configures it (FEEDBACK_TELEGRAM): 5–32 characters of
 * A–Z, a–z, 0–9 and '_', with or without a leading '@', surrounding spaces ignored. Parses to the
 * nickname without '@' (`@gratia_support` → `gratia_support`), so `https://t.me/<nickname>` is
 * its link.
 */
export const TelegramNickname = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9_]{5,32}$/, { message: 'validation.telegramNickname' })
  .transform((nick) => nick.replace(/^@/, ''));

/** A feedback e-mail address as an installation configures it (FEEDBACK_EMAIL), surrounding spaces ignored, at most 254 characters. */
export const FeedbackEmail = z.string().trim().max(254).pipe(z.email({ message: 'validation.email' }));

/**
 * GET /api/instance/contacts — where members of this installation write with questions and
 * feedback (SPEC §2 Footer; the terms of use and privacy policy name them too): an e-mail address
 * (shown as a mailto: link) and a Telegram nickname without '@' (shown as `@nickname`, linked to
 * `https://t.me/<nickname>`). Null when the installation has none configured.
 */
export const InstanceContacts = z
  .object({
    feedbackEmail: z.string().nullable(),
    telegram: z.string().nullable(),
  })
  .meta({ id: 'InstanceContacts' });
export type InstanceContacts = z.infer<typeof InstanceContacts>;
