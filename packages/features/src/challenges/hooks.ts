import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import {
  IDEMPOTENCY_HEADER,
  type Challenge,
  type ChallengeCreateOptions,
  type ChallengeFilter,
  type ChallengeParticipant,
  type ChallengeParticipantsPage,
  type ChallengeReport,
  type ChallengeReportsPage,
  type ChallengesPage,
  type FeedEventRef,
  type Liker,
  type LikersPage,
  type MyReferral,
  type ReferralLink,
  type ReferralParticipant,
  type ReferralParticipantsPage,
  type CreateChallengeBody,
  type CreateReportBody,
  type DecideReportBody,
  type MyChallengeResult,
  type ReportLikes,
  type ReportState,
  type UpdateChallengeBody,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, useRevalidateLists, type ApiError, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { topChallengesKey } from './top.ts';

/** Cards per page of the challenge lists (SPEC §2 /challenges, /all_challenges). */
export const CHALLENGES_PAGE_SIZE = 20;
/** Reports or participants per page of a challenge's tabs. */
export const CHALLENGE_TAB_PAGE_SIZE = 20;

/** swr keys (= API paths) of the challenges area. */
export const challengeKeys = {
  /** GET /api/challenges — every list, whatever its filter (for revalidation). */
  lists: apiPath('challenges'),
  /** GET /api/challenges/top?limit=3 (top.ts) */
  top: topChallengesKey,
  /** GET /api/challenges/one?id= */
  one: (id: number) => apiPath('challenge', { id }),
  /** GET /api/challenges/create-options */
  createOptions: apiPath('challengeCreateOptions'),
  /** GET /api/challenges/result?id= */
  result: (id: number) => apiPath('challengeResult', { id }),
  /** GET /api/challenges/contenders — every candidates list. */
  candidates: apiPath('challengeCandidates'),
  /** GET /api/challenges/winners — every winners list. */
  winners: apiPath('challengeWinners'),
  /** GET /api/challenges/reports — every offers list. */
  reports: apiPath('challengeReports'),
  /** GET /api/challenges/participants — every participants list. */
  participants: apiPath('challengeParticipants'),
  /** GET /api/challenges/referrals/mine?id= — the caller's invite link of a referral challenge (docs/decisions/0045). */
  myReferral: (id: number) => apiPath('myReferral', { id }),
  /** GET /api/challenges/referrals/participants — every referral leaderboard. */
  referralParticipants: apiPath('referralParticipants'),
} as const;

/** What {@link useChallenges} returns. */
export interface ChallengesState extends PagedListState {
  /** Challenges of all loaded pages, newest first. */
  items: Challenge[];
}

/**
 * The challenges of the member's community under `filter` (SPEC §2 /challenges: active, upcoming,
 * ended, my, all): GET /api/challenges?filter=&limit=20, cursor pages, newest first.
 */
export function useChallenges(filter: ChallengeFilter): ChallengesState {
  const getKey = useMemo(
    () =>
      (index: number, previous: ChallengesPage | null): string | null => {
        if (previous && !previous.nextCursor) return null;
        return apiPath('challenges', { filter, limit: CHALLENGES_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
      },
    [filter],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Challenge, ChallengesPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** One challenge with what the caller may do with it (`me`): GET /api/challenges/one?id= (404 CHALLENGE_NOT_FOUND). Null `id` fetches nothing. */
export function useChallenge(id: number | null): SWRResponse<Challenge, ApiError> {
  return useApiGet<Challenge>(id === null ? null : challengeKeys.one(id));
}

/** The sponsor accounts the caller may pay a fund from, each with its balance (points), and the form's defaults: GET /api/challenges/create-options. */
export function useChallengeCreateOptions(): SWRResponse<ChallengeCreateOptions, ApiError> {
  return useApiGet<ChallengeCreateOptions>(challengeKeys.createOptions);
}

/** The caller's own reports of challenge `id`, oldest first ('my result' tab): GET /api/challenges/result?id=. */
export function useMyChallengeResult(id: number): SWRResponse<MyChallengeResult, ApiError> {
  return useApiGet<MyChallengeResult>(challengeKeys.result(id));
}

/** A cursor-paged list of one challenge's tab. */
function useChallengeTab<T, P extends { items: T[]; nextCursor: string | null }>(route: 'challengeCandidates' | 'challengeWinners' | 'challengeParticipants' | 'referralParticipants', id: number) {
  const getKey = useMemo(
    () =>
      (index: number, previous: P | null): string | null => {
        if (previous && !previous.nextCursor) return null;
        return apiPath(route, { id, limit: CHALLENGE_TAB_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
      },
    [route, id],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload, mutate } = useCursorPages<T, P>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload, mutate };
}

/** What the report tabs' hooks return. */
export interface ChallengeReportsState extends PagedListState {
  items: ChallengeReport[];
}

/** The candidates of challenge `id` — reports waiting for a decision, oldest first (SPEC §2 'candidates'): GET /api/challenges/contenders (organizer, deciders, and participants when shown). */
export function useChallengeCandidates(id: number): ChallengeReportsState {
  const { mutate: _m, ...state } = useChallengeTab<ChallengeReport, ChallengeReportsPage>('challengeCandidates', id);
  return state;
}

/** The winners of challenge `id` — accepted reports with their prizes (SPEC §2 'winners'): GET /api/challenges/winners. */
export function useChallengeWinners(id: number): ChallengeReportsState {
  const { mutate: _m, ...state } = useChallengeTab<ChallengeReport, ChallengeReportsPage>('challengeWinners', id);
  return state;
}

/**
 * Every report of challenge `id`, or those in `state` — the organizer's and admins' 'offers' tab:
 * GET /api/challenges/reports (403 FORBIDDEN for anyone else), oldest first.
 */
export function useChallengeReports(id: number, state: ReportState | undefined): ChallengeReportsState {
  const getKey = useMemo(
    () =>
      (index: number, previous: ChallengeReportsPage | null): string | null => {
        if (previous && !previous.nextCursor) return null;
        return apiPath('challengeReports', { id, state, limit: CHALLENGE_TAB_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
      },
    [id, state],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<ChallengeReport, ChallengeReportsPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** What {@link useChallengeParticipants} returns. */
export interface ChallengeParticipantsState extends PagedListState {
  items: ChallengeParticipant[];
}

/** The participants of challenge `id` — who sent a report, by first report (SPEC §2 'participants'): GET /api/challenges/participants. */
export function useChallengeParticipants(id: number): ChallengeParticipantsState {
  const { mutate: _m, ...state } = useChallengeTab<ChallengeParticipant, ChallengeParticipantsPage>('challengeParticipants', id);
  return state;
}

/**
 * The caller's personal invite link of referral challenge `id` with how it did — `counted` (joined
 * through it and active members now) and `joined` (everyone who joined through it, the fired and
 * blocked too) — or `{ link: null }` before they took part (SPEC §1 'referral'; docs/decisions/0045):
 * GET /api/challenges/referrals/mine?id= (404 CHALLENGE_NOT_FOUND for another community's). Null
 * `id` fetches nothing (the organizer, or a challenge of another rule).
 */
export function useMyReferral(id: number | null): SWRResponse<MyReferral, ApiError> {
  return useApiGet<MyReferral>(id === null ? null : challengeKeys.myReferral(id));
}

/** What {@link useReferralParticipants} returns (SPEC §1 'referral'; docs/decisions/0045). */
export interface ReferralParticipantsState extends PagedListState {
  /** The participants most counted first (ties: who reached it first), each with `rank` — null below the minimum. */
  items: ReferralParticipant[];
}

/**
 * The leaderboard of referral challenge `id` (SPEC §1 'referral', §7 'participants special';
 * docs/decisions/0045): GET /api/challenges/referrals/participants?id=&limit=20, pages by the
 * server's opaque cursor. The organizer and admins always, others when the challenge shows its
 * participants (403 FORBIDDEN otherwise).
 */
export function useReferralParticipants(id: number): ReferralParticipantsState {
  const { mutate: _m, ...state } = useChallengeTab<ReferralParticipant, ReferralParticipantsPage>('referralParticipants', id);
  return state;
}

/**
 * After a change of challenge `id` (or a new one): puts the answer in its cache and reads again
 * every challenge list, its tabs and the member's balance (a fund leaves or returns to an account,
 * a prize arrives).
 */
function useAfterChallengeChange(): (challenge?: Challenge, id?: number) => void {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useCallback(
    (challenge?: Challenge, id?: number) => {
      const target = challenge?.id ?? id;
      if (challenge) void mutate(challengeKeys.one(challenge.id), challenge, { revalidate: false });
      else if (target !== undefined) void mutate(challengeKeys.one(target));
      if (target !== undefined) void mutate(challengeKeys.result(target));
      void revalidateLists(challengeKeys.lists);
      void revalidateLists(challengeKeys.candidates);
      void revalidateLists(challengeKeys.winners);
      void revalidateLists(challengeKeys.reports);
      void revalidateLists(challengeKeys.participants);
      void revalidateLists(challengeKeys.referralParticipants);
      void revalidateLists(apiPath('feed'));
      void mutate(balanceKey);
      void mutate(challengeKeys.createOptions);
      void mutate(challengeKeys.top);
    },
    [mutate, revalidateLists],
  );
}

/**
 * Creates a challenge (SPEC §3 Challenge; docs/decisions/0039): POST /api/challenges with an
 * `Idempotency-Key` — one key per body, so a retried press never takes the fund twice. The fund
 * moves from the sponsor account into the challenge. Rejects with `ApiError` (VALIDATION_ERROR by
 * field, INSUFFICIENT_FUNDS, NO_ACTIVE_PERIOD, CHALLENGE_DATES_INVALID, FORBIDDEN for the
 * community account of a non-admin); nothing is written then.
 */
export function useCreateChallenge(): (body: CreateChallengeBody) => Promise<Challenge> {
  const client = useApiClient();
  const after = useAfterChallengeChange();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    async (body: CreateChallengeBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
      const made = await client.fetch('createChallenge', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
      attempt.current = null;
      after(made);
      return made;
    },
    [client, after],
  );
}

/**
 * Changes a challenge (PATCH /api/challenges with only the changed fields): every field while
 * nobody took part, afterwards name, description and covers (409 CHALLENGE_FIELDS_LOCKED with
 * `details.fields`). Rejects with `ApiError`; nothing changes then.
 */
export function useUpdateChallenge(): (body: UpdateChallengeBody) => Promise<Challenge> {
  const client = useApiClient();
  const after = useAfterChallengeChange();
  return useCallback(
    async (body: UpdateChallengeBody) => {
      const saved = await client.fetch('updateChallenge', { body });
      after(saved);
      return saved;
    },
    [client, after],
  );
}

/** What {@link useChallengeActions} returns; each call rejects with `ApiError` and changes nothing then. */
export interface ChallengeActions {
  /** DELETE /api/challenges?id= — only with no participants (409 CHALLENGE_HAS_PARTICIPANTS); the fund returns. */
  remove: (id: number) => Promise<void>;
  /** POST /api/challenges/close — completes it now; what is left of the fund returns. */
  close: (id: number) => Promise<Challenge>;
  /** POST /api/challenges/reception — ends (`open` false) or resumes the reception of reports. */
  reception: (id: number, open: boolean) => Promise<Challenge>;
  /** POST /api/challenges/reports — sends a report (text and/or photo; a nickname on anonymous challenges). */
  report: (body: CreateReportBody) => Promise<ChallengeReport>;
  /** POST /api/challenges/reports/decide — accepts (pays one prize) or rejects with a reason. */
  decide: (challengeId: number, body: DecideReportBody) => Promise<ChallengeReport>;
  /**
   * POST /api/challenges/referrals/invite — takes part in referral challenge `challengeId` and
   * resolves with the caller's personal invite link (the same one again on a repeat; SPEC §1
   * 'referral', docs/decisions/0045). Refusals: CHALLENGE_ORGANIZER_REPORT, CHALLENGE_NOT_STARTED,
   * CHALLENGE_COMPLETED, CHALLENGE_RECEPTION_CLOSED, CHALLENGE_NOT_INVITED, CHALLENGE_NOT_AVAILABLE.
   */
  invite: (challengeId: number) => Promise<ReferralLink>;
}

/**
 * The organizer's, judges' and participants' actions on a challenge (SPEC §4 Challenge states; §5
 * challenge rules; §1 'referral' and docs/decisions/0045 for `invite`). After each, the challenge,
 * its tabs, the lists and the balance are read again; after `invite` the caller's link is put in
 * its cache ({@link useMyReferral}).
 */
export function useChallengeActions(): ChallengeActions {
  const client = useApiClient();
  const after = useAfterChallengeChange();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      remove: async (id) => {
        await client.fetch('deleteChallenge', { query: { id } });
        after(undefined, id);
      },
      close: async (id) => {
        const closed = await client.fetch('closeChallenge', { body: { id } });
        after(closed);
        return closed;
      },
      reception: async (id, open) => {
        const changed = await client.fetch('challengeReception', { body: { id, open } });
        after(changed);
        return changed;
      },
      report: async (body) => {
        const sent = await client.fetch('createChallengeReport', { body });
        after(undefined, body.challengeId);
        return sent;
      },
      decide: async (challengeId, body) => {
        const decided = await client.fetch('decideChallengeReport', { body });
        after(undefined, challengeId);
        return decided;
      },
      invite: async (challengeId) => {
        const link = await client.fetch('referralInvite', { body: { challengeId } });
        void mutate(challengeKeys.myReferral(challengeId), { link } satisfies MyReferral, { revalidate: false });
        // Taking part makes the caller a participant: the challenge's counters and the leaderboard change.
        after(undefined, challengeId);
        return link;
      },
    }),
    [client, after, mutate],
  );
}

/** Likes (votes) of a report: `like` POSTs, `unlike` DELETEs /api/challenges/reports/likes; each resolves with the new count. Rejects with `ApiError` (SELF_ACTION, CHALLENGE_COMPLETED). */
export function useReportLike(): { like: (reportId: number) => Promise<ReportLikes>; unlike: (reportId: number) => Promise<ReportLikes> } {
  const client = useApiClient();
  return useMemo(
    () => ({
      like: (reportId: number) => client.fetch('likeChallengeReport', { body: { reportId } }),
      unlike: (reportId: number) => client.fetch('unlikeChallengeReport', { query: { reportId } }),
    }),
    [client],
  );
}

/** Likers per page of {@link useEventLikers}. */
export const LIKERS_PAGE_SIZE = 30;

/** What {@link useEventLikers} returns. */
export interface LikersState extends PagedListState {
  /** Who liked, newest like first. */
  likers: Liker[];
}

/**
 * Who liked an event (GET /api/feed/likes; a challenge's 'grades' tab, SPEC §2), newest first, in
 * cursor pages of {@link LIKERS_PAGE_SIZE}; `query` (trimmed) keeps those whose name contains
 * every word of it — searched on the server.
 */
export function useEventLikers(ref: FeedEventRef, query: string): LikersState {
  const q = query.trim();
  const getKey = useMemo(
    () =>
      (index: number, previous: LikersPage | null): string | null => {
        if (previous && !previous.nextCursor) return null;
        return apiPath('eventLikers', { ...ref, q: q || undefined, limit: LIKERS_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
      },
    [ref.eventType, ref.eventId, q], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Liker, LikersPage>(getKey);
  return { likers: items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}
