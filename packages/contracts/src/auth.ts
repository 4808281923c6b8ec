import { z } from 'zod';

/** A login: an e-mail address or a Telegram nickname (with or without '@'). SPEC §2 Login. */
export const Login = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(254, { message: 'validation.tooLong' });

/** Community shared key (invite sign-in: `/?key=…`). */
export const SharedKey = z.string().trim().min(4).max(64);

/** POST /api/auth/code — send a one-time 6-digit code to the login's channel. */
export const RequestCodeBody = z.object({
  login: Login,
  sharedKey: SharedKey.optional(),
});
export type RequestCodeBody = z.infer<typeof RequestCodeBody>;

/** Where the code went. `log` means no e-mail or Telegram channel is configured: see the server log. */
export const CodeChannel = z.enum(['email', 'telegram', 'log']);
export type CodeChannel = z.infer<typeof CodeChannel>;

export const RequestCodeResponse = z.object({
  channel: CodeChannel,
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});
export type RequestCodeResponse = z.infer<typeof RequestCodeResponse>;

/** Exactly six digits. */
export const OneTimeCode = z.string().regex(/^\d{6}$/, { message: 'validation.code' });

/** POST /api/auth/verify — exchange the code for a session (sets the session and CSRF cookies). */
export const VerifyCodeBody = z.object({
  login: Login,
  code: OneTimeCode,
  sharedKey: SharedKey.optional(),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;
