/**
 * Footer contacts of this installation (SPEC §2 Footer), fixed at build time:
 * `VITE_FEEDBACK_EMAIL` (e.g. support@company.ru) and `VITE_FEEDBACK_TELEGRAM` (a Telegram
 * nickname, with or without '@'). An unset one is not shown. Set them in the environment of
 * `pnpm build` (or in apps/web/.env.production).
 */
export const shellContacts: { feedbackEmail?: string; telegram?: string } = {
  feedbackEmail: (import.meta.env.VITE_FEEDBACK_EMAIL as string | undefined)?.trim() || undefined,
  telegram: (import.meta.env.VITE_FEEDBACK_TELEGRAM as string | undefined)?.trim() || undefined,
};
