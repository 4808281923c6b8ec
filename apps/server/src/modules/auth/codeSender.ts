/**
 * Delivery of one-time sign-in codes (ARCHITECTURE "Auth"). With SMTP_URL the code is e-mailed;
 * otherwise (or for a login with no e-mail) it is written to the server log. A sender has one
 * channel, which is what the API reports for every login, known or not (decision 0011).
 */
import nodemailer from 'nodemailer';
import type { CodeChannel } from '@gratia/contracts';

/** A code to deliver: the normalized login, the user's e-mail if known, the code and its lifetime in seconds. */
export interface CodeMessage {
  login: string;
  email: string | null;
  code: string;
  expiresIn: number;
  /** 'confirm' for a code that confirms an action (an organization change, a new e-mail); default 'signIn'. */
  purpose?: 'signIn' | 'confirm';
  /** The user's linked Telegram account id, if any (docs/decisions/0028). */
  tgId?: string | null;
  /** Deliver through Telegram when the account is linked (a sign-in by Telegram nickname); else only without an e-mail. */
  preferTelegram?: boolean;
}

/** Delivers codes through one channel. */
export interface CodeSender {
  /** The channel the API reports: the sender's, whoever the login is. */
  readonly channel: CodeChannel;
  /**
   * The channel reported for a login of this form, when it depends on the form (a Telegram sender:
   * 'telegram' for a nickname) — never on whether the login exists. Absent: always {@link channel}.
   */
  channelFor?(login: { isEmail: boolean }): CodeChannel;
  /** Delivers `message`; rejects when delivery failed. */
  send(message: CodeMessage): Promise<void>;
}

/** Minimal logger shape (pino / Fastify logger). */
export interface InfoLogger {
  info(obj: object, msg: string): void;
}

/**
 * Writes the code to the server log: one info line with a `signInCode: { login, code, expiresIn }`
 * field. This is the one log line that holds a secret on purpose (README "Security"): it is how a
 * server without an e-mail channel delivers codes, and the fallback for a login with no e-mail.
 */
export function logCodeSender(logger: InfoLogger): CodeSender {
  return {
    channel: 'log',
    async send({ login, code, expiresIn }) {
      logger.info({ signInCode: { login, code, expiresIn } }, `sign-in code for ${login}: ${code}`);
    },
  };
}

/**
 * E-mails the code through SMTP (`smtpUrl` as nodemailer accepts it); channel 'email'. A user
 * without an e-mail (a Telegram nickname only) gets the code in the log instead, until Telegram
 * delivery exists; the answer still says 'email', so it tells nothing about the account.
 */
export function smtpCodeSender(smtpUrl: string, from: string, fallback: CodeSender): CodeSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'email',
    async send(message) {
      if (!message.email) return fallback.send(message);
      const minutes = Math.round(message.expiresIn / 60);
      const confirm = message.purpose === 'confirm';
      await transport.sendMail({
        from,
        to: message.email,
        subject: confirm ? `Gratia: код подтверждения ${message.code}` : `Gratia: код входа ${message.code}`,
        text: confirm
          ? `Ваш код подтверждения в Gratia: ${message.code}\nОн действует ${minutes} минут. Если вы ничего не меняли, не сообщайте его никому.\n\nYour Gratia confirmation code: ${message.code} (valid ${minutes} minutes). If you changed nothing, share it with no one.`
          : `Ваш код входа в Gratia: ${message.code}\nОн действует ${minutes} минут.\n\nYour Gratia sign-in code: ${message.code} (valid ${minutes} minutes).`,
      });
    },
  };
}

/** The code's text in both languages (the sender does not know the member's language). */
function codeText(message: CodeMessage): string {
  const minutes = Math.round(message.expiresIn / 60);
  return message.purpose === 'confirm'
    ? `Код подтверждения Gratia: ${message.code}\nДействует ${minutes} мин. Если вы ничего не меняли, никому его не сообщайте.\n\nGratia confirmation code: ${message.code} (valid ${minutes} min). If you changed nothing, share it with no one.`
    : `Код входа в Gratia: ${message.code}\nДействует ${minutes} мин. Никому его не сообщайте.\n\nGratia sign-in code: ${message.code} (valid ${minutes} min). Share it with no one.`;
}

/**
 * Delivers codes of linked Telegram accounts through the installation's bot (docs/decisions/0028):
 * a sign-in by Telegram nickname, or any code of a member without an e-mail, goes to their Telegram
 * chat with the bot by `sendMessage(chatId, text)`; everything else — and a Telegram delivery that
 * fails (the member blocked the bot) — goes through `inner`. Reports 'telegram' for nickname logins
 * and `inner`'s channel for e-mails, whoever the login is.
 */
export function telegramCodeSender(sendMessage: (chatId: string, text: string) => Promise<unknown>, inner: CodeSender): CodeSender {
  return {
    channel: inner.channel,
    channelFor: ({ isEmail }) => (isEmail ? inner.channel : 'telegram'),
    async send(message) {
      if (message.tgId && (message.preferTelegram || !message.email)) {
        try {
          await sendMessage(message.tgId, codeText(message));
          return;
        } catch {
          // Not reachable in Telegram (never started the bot, or blocked it): the other channel.
        }
      }
      await inner.send(message);
    },
  };
}
