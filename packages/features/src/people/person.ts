import type { Colleague, UserSummary } from '@gratia/contracts';

/**
 * "First Last" of a colleague, from the parts they show: a hidden first name or surname comes as
 * '' (or null on a profile, SPEC §5 Profile) and is left out; with neither, the nickname, then
 * "@" + the Telegram nickname; empty when none is there.
 */
export function fullName(user: {
  firstName: UserSummary['firstName'] | null;
  surname: UserSummary['surname'] | null;
  nickname: UserSummary['nickname'];
  tgName: UserSummary['tgName'];
}): string {
  const name = [user.firstName, user.surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || user.nickname?.trim() || (user.tgName ? `@${user.tgName}` : '');
}

/** "@nick" of a colleague: nickname, else Telegram nickname (an empty one counts as none); empty when neither exists. */
export function handle(user: Pick<UserSummary, 'nickname' | 'tgName'>): string {
  const nick = user.nickname?.trim() || user.tgName;
  return nick ? `@${nick}` : '';
}

/**
 * Where a colleague works, as one line: "Job title · Division" (SPEC §3 Employee 'job title',
 * 'division'), only what they have — the title alone, the division alone, or empty when neither.
 */
export function positionLine(colleague: Pick<Colleague, 'jobTitle' | 'division'>): string {
  return [colleague.jobTitle, colleague.division?.name].filter((part): part is string => Boolean(part)).join(' · ');
}
