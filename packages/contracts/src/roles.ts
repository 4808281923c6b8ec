/* The shown role of a member (SPEC §6), without zod: the app's header and guards need it at start-up. */
import type { ProfileInfo } from './profile.ts';

/** Shown role (SPEC §6): superuser if the flag is set, administrator if any entry has role A, else user. */
export type ShownRole = 'superuser' | 'admin' | 'user';
export function shownRole(info: Pick<ProfileInfo, 'superuser' | 'privileged'>): ShownRole {
  if (info.superuser) return 'superuser';
  if (info.privileged.some((p) => p.role === 'A')) return 'admin';
  return 'user';
}

