/**
 * Sign-in and sessions (SPEC §2 Login, §4 Logout, §7 auth; ARCHITECTURE "Auth"): one-time codes,
 * their delivery, their limits, the server-side sessions behind the `gratia_session` cookie and the
 * auth routes.
 */
export { authHandlers, contactHandlers, type AuthRouteDeps } from './routes.ts';
export { logCodeSender, smtpCodeSender, telegramCodeSender, type CodeMessage, type CodeSender, type InfoLogger } from './codeSender.ts';
export { CODE_TTL_SECONDS, MAX_ATTEMPTS, MAX_CODES_PER_WINDOW, RATE_WINDOW_SECONDS, type AuthDeps } from './service.ts';
export {
  CODE_CHECKS_OVERALL,
  CODE_CHECKS_PER_ADDRESS,
  CODE_REQUESTS_OVERALL,
  CODE_REQUESTS_PER_ADDRESS,
  FAILED_CHECKS_PER_LOGIN,
  FAILED_CHECKS_PER_LOGIN_DAILY,
  MAX_LIVE_CODES,
  signInAddressLimits,
} from './limits.ts';
export { loadAuth } from './sessions.ts';
export { checkActionCode, issueActionCode, useActionCode, type ActionCodeRequest, type CheckedActionCode } from './actionCodes.ts';
export { linkTelegram, parseLinkPayload, type TelegramLinkOutcome } from './telegramLink.ts';
export * from './schema.ts';
