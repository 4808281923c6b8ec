/**
 * The e-mail of a `thanks_received` notification (SPEC §2 Header 'Notifications bell'; decision
 * 0012): sent by a job after the thanks committed, in the recipient's language, never naming an
 * anonymous sender, and only to members who kept `emailOnThanks` on. Delivery goes through a
 * {@link MailTransport} (nodemailer's SMTP transport in production; tests inject a fake).
 */
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { type BonusName, type Language, pointsWithBonusName } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** One e-mail. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What sends e-mails (nodemailer's transporter has this shape); rejects when delivery failed. */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

/** A transport and the sender address (SMTP_FROM). */
export interface Mailer {
  transport: MailTransport;
  from: string;
}

/** A mailer over SMTP (`smtpUrl` as nodemailer accepts it, SMTP_URL) from `from` (SMTP_FROM). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  return { transport: nodemailer.createTransport(smtpUrl), from };
}

/** What a thanks e-mail says. `senderName` is null for an anonymous thanks. */
export interface ThanksEmailContent {
  language: Language;
  senderName: string | null;
  /** Points, a whole number ≥ 1. */
  amount: number;
  message: string;
  organizationName: string;
  /** What the organization calls points (its plural forms pick the word for `amount`). */
  bonusName: BonusName;
}

/** Subject and text of the e-mail (pure). An anonymous thanks says 'someone', whatever else is known. */
export function thanksEmail(c: ThanksEmailContent): { subject: string; text: string } {
  const points = pointsWithBonusName(c.bonusName, c.amount, c.language);
  if (c.language === 'en') {
    const who = c.senderName === null ? 'Someone thanked you anonymously' : `${c.senderName} thanked you`;
    return {
      subject: `You were thanked: ${points}`,
      text: [
        `${who} with ${points} in ${c.organizationName}.`,
        '',
        `“${c.message}”`,
        '',
        'Open Gratia to see it and reply.',
        '',
        'You get this e-mail because you are thanked in Gratia. To stop these e-mails, turn off “E-mail me when I am thanked” in the notifications panel.',
      ].join('\n'),
    };
  }
  const who = c.senderName === null ? 'Кто-то анонимно благодарит вас' : `${c.senderName} благодарит вас`;
  return {
    subject: `Вас поблагодарили: ${points}`,
    text: [
      `${who}: ${points} в сообществе «${c.organizationName}».`,
      '',
      `«${c.message}»`,
      '',
      'Откройте Gratia, чтобы посмотреть и ответить.',
      '',
      'Вы получили это письмо, потому что вас поблагодарили в Gratia. Чтобы не получать такие письма, выключите «Сообщать на почту о спасибо» в панели уведомлений.',
    ].join('\n'),
  };
}

/** The job's data: the thanks whose `thanks_received` notification is e-mailed. */
export interface ThanksEmailJob {
  organizationId: number;
  transactionId: number;
}

/** What {@link sendThanksEmail} did. */
export type ThanksEmailOutcome = 'sent' | 'not_found' | 'already_sent' | 'canceled' | 'opted_out' | 'no_email';

/**
 * How the e-mail names a person from their visible fields (docs/decisions/0020): the full name,
 * else the nickname, else @telegram; null when everything is hidden.
 */
function visibleName(p: { first_name: string | null; surname: string | null; nickname: string | null; tg_name: string | null }): string | null {
  const full = `${p.first_name ?? ''} ${p.surname ?? ''}`.trim();
  if (full) return full;
  if (p.nickname) return p.nickname;
  return p.tg_name ? `@${p.tg_name}` : null;
}

/**
 * Sends the e-mail of the `thanks_received` notification of `job`'s thanks, at most once: it claims
 * the notification (`emailed_at`) before sending and gives the claim back if the transport fails,
 * then rethrows so the job queue retries. Sends nothing — and says why — when there is no such
 * notification, it was e-mailed already, the thanks was canceled meanwhile, the recipient turned
 * `emailOnThanks` off, or has no e-mail address. The sender's name is read only for a thanks that
 * is not anonymous (the notification has no actor otherwise).
 */
export async function sendThanksEmail(db: Executor, mailer: Mailer, job: ThanksEmailJob): Promise<ThanksEmailOutcome> {
  const [row] = await queryRows<{
    id: number;
    emailed_at: string | Date | null;
    amount: number;
    is_anonymous: boolean;
    email: string | null;
    language: string;
    email_on_thanks: boolean;
    status: string;
    message: string;
    organization_name: string;
    bonus_name: BonusName;
    first_name: string | null;
    surname: string | null;
    nickname: string | null;
    tg_name: string | null;
  }>(
    db,
    sql`select n.id, n.emailed_at, (n.payload->>'amount')::int as amount, (n.payload->>'isAnonymous')::boolean as is_anonymous,
               u.email, u.language, u.email_on_thanks, t.status, t.message, o.name as organization_name, o.bonus_name,
               ap.first_name, ap.surname, ap.nickname, ap.tg_name
        from notifications n
        join users u on u.id = n.recipient_id
        join transactions t on t.id = n.object_id and t.organization_id = n.organization_id
        join organizations o on o.id = n.organization_id
        left join public_profiles ap on ap.user_id = n.actor_id
        where n.organization_id = ${job.organizationId} and n.kind = 'thanks_received'
          and n.object_type = 'transaction' and n.object_id = ${job.transactionId}`,
  );
  if (!row) return 'not_found';
  if (row.emailed_at !== null) return 'already_sent';
  if (row.status !== 'completed') return 'canceled';
  if (!row.email_on_thanks) return 'opted_out';
  if (!row.email) return 'no_email';
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update notifications set emailed_at = now() where id = ${row.id} and emailed_at is null returning id`,
  );
  if (claimed.length === 0) return 'already_sent';
  const anonymous = row.is_anonymous || row.first_name === null;
  const content = thanksEmail({
    language: row.language === 'en' ? 'en' : 'ru',
    senderName: anonymous ? null : visibleName(row),
    amount: Number(row.amount),
    message: row.message,
    organizationName: row.organization_name,
    bonusName: row.bonus_name,
  });
  try {
    await mailer.transport.sendMail({ from: mailer.from, to: row.email, ...content });
  } catch (err) {
    await db.execute(sql`update notifications set emailed_at = null where id = ${row.id}`);
    throw err;
  }
  return 'sent';
}
