import { z } from 'zod';
import { Id, IntParam, SafeText } from './common.ts';

/** A privileged entry (SPEC §3 Profile info, §6 roles). Role 'A' is administrator. */
export const PrivilegedEntry = z.object({
  role: z.enum(['A', 'M', 'C']),
  roleName: z.string(),
});
export type PrivilegedEntry = z.infer<typeof PrivilegedEntry>;

/** GET /api/profile/me — SPEC §3 Profile info. */
export const ProfileInfo = z
  .object({
    id: Id,
    superuser: z.boolean(),
    privileged: z.array(PrivilegedEntry),
    /** How many communities the member belongs to: the header offers a change of community only with more than one (SPEC §4). */
    communities: z.number().int().nonnegative(),
    profile: z.object({
      firstName: z.string(),
      surname: z.string(),
      nickname: z.string().nullable(),
      tgName: z.string().nullable(),
      tgId: z.string().nullable(),
      photo: z.string().nullable(),
      organizationId: Id.nullable(),
    }),
  })
  .meta({ id: 'ProfileInfo' });
export type ProfileInfo = z.infer<typeof ProfileInfo>;

/** Shown role (SPEC §6): superuser if the flag is set, administrator if any entry has role A, else user. */
export type ShownRole = 'superuser' | 'admin' | 'user';
export function shownRole(info: Pick<ProfileInfo, 'superuser' | 'privileged'>): ShownRole {
  if (info.superuser) return 'superuser';
  if (info.privileged.some((p) => p.role === 'A')) return 'admin';
  return 'user';
}

/** A colleague as lists and pickers show them (no contacts, no balances). */
export const UserSummary = z
  .object({
    id: Id,
    firstName: z.string(),
    surname: z.string(),
    nickname: z.string().nullable(),
    tgName: z.string().nullable(),
    photo: z.string().nullable(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummary>;

/** GET /api/users/search?q= — search colleagues of the caller's organization by name, nickname or Telegram nickname. */
export const UserSearchQuery = z.object({
  /** Up to 100 characters; empty lists everyone. */
  q: SafeText(100, { min: 0 }).default(''),
  /** 1 … 50, default 10. */
  limit: IntParam(1, 50).default(10),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;
export const UserSearchResponse = z.object({ items: z.array(UserSummary) });
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

/**
 * Why a colleague is suggested as a recipient (SPEC §2 New thanks form): `recent` — the caller
 * thanked them lately (newest first); `frequent` — thanked often of late; `colleague` — another
 * member of the organization, alphabetically.
 */
export const UserSuggestionReason = z.enum(['recent', 'frequent', 'colleague']);
export type UserSuggestionReason = z.infer<typeof UserSuggestionReason>;

/** Most suggestions one call returns. */
export const USER_SUGGESTIONS_MAX = 30;

/** GET /api/users/suggestions?limit= — recipients to offer before anything is typed. */
export const UserSuggestionsQuery = z.object({
  /** 1 … {@link USER_SUGGESTIONS_MAX}, default 12. */
  limit: IntParam(1, USER_SUGGESTIONS_MAX).default(12),
});
export type UserSuggestionsQuery = z.infer<typeof UserSuggestionsQuery>;

/** A suggested recipient: the colleague and why. */
export const UserSuggestion = UserSummary.extend({ reason: UserSuggestionReason }).meta({ id: 'UserSuggestion' });
export type UserSuggestion = z.infer<typeof UserSuggestion>;

/** Recent recipients, then frequent ones, then other colleagues; never the caller, each person once. */
export const UserSuggestionsResponse = z.object({ items: z.array(UserSuggestion) });
export type UserSuggestionsResponse = z.infer<typeof UserSuggestionsResponse>;
