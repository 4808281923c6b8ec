import { z } from 'zod';
import { ONE_TIME_CODE_PATTERN } from './http.ts';
import { SafeText, typeError } from './common.ts';

/** A login: an e-mail address or a Telegram nickname (with or without '@'), 1 … 254 characters. SPEC §2 Login. */
export const Login = SafeText(254);

/** Community shared key (invite sign-in: `/?key=…`), 4 … 64 characters. */
export const SharedKey = SafeText(64, { min: 4 });

/**
 * The text of an invite link's token (docs/decisions/0032): 16 … 64 letters, digits, '-' and '_'
 * (the server makes 43: 32 random bytes in base64url, so a token cannot be guessed).
 */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A token in a request ({@link INVITE_TOKEN_PATTERN}); anything else `validation.invalid` (`validation.required` when missing). */
export const InviteToken = z
  .string({ error: typeError('validation.invalid') })
  .regex(INVITE_TOKEN_PATTERN, { message: 'validation.invalid' });

/**
 * POST /api/auth/code — send a one-time 6-digit code to the login's channel. The answer is the same
 * for a login that does not exist (it gets no code); 429 RATE_LIMITED when enough codes are live.
 * `inviteToken`: an invite link's token (docs/decisions/0032) — an e-mail of no account gets a code
 * too when the link admits; 404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED, INVITE_USED_UP, INVITE_REVOKED.
 * With a token, `sharedKey` is not read: the link decides the community.
 * `signUp: true` (docs/decisions/0035): an e-mail of no account gets a real code too, and the
 * verify with `signUp` makes the account with no community (→ /onboarding); an existing account
 * gets its code as always, so the answer never tells whether the e-mail has an account.
 */
export const RequestCodeBody = z.object({
  login: Login,
  sharedKey: SharedKey.optional(),
  inviteToken: InviteToken.optional(),
  signUp: z.boolean({ error: typeError('validation.invalid') }).optional(),
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

/**
 * POST /api/auth/verify — exchange the code for a session (sets the session and CSRF cookies).
 * With `inviteToken` (docs/decisions/0032) the person — a new account for an e-mail of none — joins
 * the link's community (in its division, if it names one) and one use of the link is counted in the
 * same transaction; a link that no longer admits is refused as on POST /api/auth/code, and nothing
 * changes. With a token, `sharedKey` is not read. With `signUp: true` (docs/decisions/0035) an
 * e-mail of no account becomes a new account with no community; an existing one just signs in.
 */
export const VerifyCodeBody = z.object({
  login: Login,
  code: OneTimeCode,
  sharedKey: SharedKey.optional(),
  inviteToken: InviteToken.optional(),
  signUp: z.boolean({ error: typeError('validation.invalid') }).optional(),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;
