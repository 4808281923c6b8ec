import type { Colleague, UserSummary } from '@gratia/contracts';

/** "First Last" of a colleague (falls back to the nickname, then "@" + the Telegram nickname; empty when none). */
export function fullName(user: Pick<UserSummary, 'firstName' | 'surname' | 'nickname' | 'tgName'>): string {
  const name = `${user.firstName} ${user.surname}`.trim();
  return name || user.nickname || (user.tgName ? `@${user.tgName}` : '');
}

/** "@nick" of a colleague: nickname, else Telegram nickname; empty when neither exists. */
export function handle(user: Pick<UserSummary, 'nickname' | 'tgName'>): string {
  const nick = user.nickname ?? user.tgName;
  return nick ? `@${nick}` : '';
}

/**
 * Where a colleague works, as one line: "Job title · Division" (SPEC §3 Employee 'job title',
 * 'division'), only what they have — the title alone, the division alone, or empty when neither.
 */
export function positionLine(colleague: Pick<Colleague, 'jobTitle' | 'division'>): string {
  return [colleague.jobTitle, colleague.division?.name].filter((part): part is string => Boolean(part)).join(' · ');
}
