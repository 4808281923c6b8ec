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
}

/** Delivers codes through one channel. */
export interface CodeSender {
  /** The channel the API reports: the sender's, whoever the login is. */
  readonly channel: CodeChannel;
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
