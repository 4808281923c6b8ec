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

/** Longest job title of a member, characters (SPEC §3 Employee 'job title'). */
export const JOB_TITLE_MAX_LENGTH = 100;
/** Longest name of a division, characters (SPEC §3 Employee 'division'). */
export const DIVISION_NAME_MAX_LENGTH = 100;

/**
 * A division (department) of the organization as people pickers name it (SPEC §3 Employee
 * 'division'; §7 'departments', 'departments tree'): its id and its own name, not the path of its
 * parents. Always one of the caller's current organization.
 */
export const DivisionRef = z
  .object({
    id: Id,
    /** Up to {@link DIVISION_NAME_MAX_LENGTH} characters. */
    name: z.string(),
  })
  .meta({ id: 'DivisionRef' });
export type DivisionRef = z.infer<typeof DivisionRef>;

/**
 * A colleague as the people pickers show them (the recipient of a thanks, SPEC §2 New thanks
 * form): {@link UserSummary} and where they work in the current organization (SPEC §3 Employee
 * 'job title', 'division'), so that two people of one name can be told apart. A person's job
 * title and division belong to their membership: in another community they may differ.
 * Only the pickers carry these; feed and history rows keep the plain `UserSummary`.
 */
export const Colleague = UserSummary.extend({
  /** Up to {@link JOB_TITLE_MAX_LENGTH} characters; null when none is set. */
  jobTitle: z.string().nullable(),
  /** Their division in the current organization; null when none is set. */
  division: DivisionRef.nullable(),
}).meta({ id: 'Colleague' });
export type Colleague = z.infer<typeof Colleague>;

/**
 * GET /api/users/search?q= — search colleagues of the caller's organization: each word of `q`
 * starts their first name, surname, nickname or Telegram nickname, or a word of their job title
 * (SPEC §7 'search user', §3 Employee 'job title').
 */
export const UserSearchQuery = z.object({
  /** Up to 100 characters; empty lists everyone. */
  q: SafeText(100, { min: 0 }).default(''),
  /** 1 … 50, default 10. */
  limit: IntParam(1, 50).default(10),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;
/** Matching colleagues by surname and first name, with their job titles and divisions. */
export const UserSearchResponse = z.object({ items: z.array(Colleague) });
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

/** A suggested recipient: the colleague (with job title and division, {@link Colleague}) and why. */
export const UserSuggestion = Colleague.extend({ reason: UserSuggestionReason }).meta({ id: 'UserSuggestion' });
export type UserSuggestion = z.infer<typeof UserSuggestion>;

/** Recent recipients, then frequent ones, then other colleagues; never the caller, each person once. */
export const UserSuggestionsResponse = z.object({ items: z.array(UserSuggestion) });
export type UserSuggestionsResponse = z.infer<typeof UserSuggestionsResponse>;
