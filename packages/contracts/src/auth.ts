import { z } from 'zod';
import { ONE_TIME_CODE_PATTERN } from './http.ts';
import { SafeText } from './common.ts';

/** A login: an e-mail address or a Telegram nickname (with or without '@'), 1 … 254 characters. SPEC §2 Login. */
export const Login = SafeText(254);

/** Community shared key (invite sign-in: `/?key=…`), 4 … 64 characters. */
export const SharedKey = SafeText(64, { min: 4 });

/**
 * POST /api/auth/code — send a one-time 6-digit code to the login's channel. The answer is the same
 * for a login that does not exist (it gets no code); 429 RATE_LIMITED when enough codes are live.
 */
export const RequestCodeBody = z.object({
  login: Login,
  sharedKey: SharedKey.optional(),
});
export type RequestCodeBody = z.infer<typeof RequestCodeBody>;

/** The server's delivery channel, the same for every login. `log` means no e-mail or Telegram channel is configured: see the server log. */
export const CodeChannel = z.enum(['email', 'telegram', 'log']);
export type CodeChannel = z.infer<typeof CodeChannel>;

export const RequestCodeResponse = z.object({
  channel: CodeChannel,
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});
export type RequestCodeResponse = z.infer<typeof RequestCodeResponse>;

/**
 * GET /api/auth/session — whether this client has a live session. Never 401: the sign-in pages ask
 * it to send a signed-in member on to the app without a failed request.
 */
export const SessionStatus = z.object({ signedIn: z.boolean() });
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Exactly six digits ({@link ONE_TIME_CODE_PATTERN}). */
export const OneTimeCode = z.string({ message: 'validation.code' }).regex(ONE_TIME_CODE_PATTERN, { message: 'validation.code' });

/** POST /api/auth/verify — exchange the code for a session (sets the session and CSRF cookies). */
export const VerifyCodeBody = z.object({
  login: Login,
  code: OneTimeCode,
  sharedKey: SharedKey.optional(),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;
