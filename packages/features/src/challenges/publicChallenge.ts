import type { PublicChallenge } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';
import { signInSearch } from '../shared/index.ts';

/*
 * The public challenge page (SPEC §2 'challenge' layout, §7 'from-uuid'; docs/decisions/0043 'the
 * public page'): what anyone holding a challenge's share link sees, signed in or not, and the links
 * that lead from it to the normal page.
 */

/** A share secret as the server issues it (a UUID); anything else is not looked up. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Error codes the public page shows as "not found": the server's answer to a wrong id or uuid (404), and a malformed one (400). */
const NOT_FOUND_CODES: readonly string[] = ['CHALLENGE_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_ERROR'];

/** swr key (= API path) of the public page's read (SPEC §7 'from-uuid'; docs/decisions/0043): GET /api/challenges/public?id=&uuid=. */
export function publicChallengeKey(id: number, uuid: string): string {
  return apiPath('publicChallenge', { id, uuid });
}

/**
 * The challenge's share link as a path, `/challenge/{id}?uuid={uuid}` (docs/decisions/0043): members
 * open the normal detail page with it; everyone else is sent to the public page (SPEC §2 'challenge'
 * layout, §8 exception "challenge pages with an id query").
 */
export function challengeSharePath(id: number, uuid: string): string {
  return `/challenge/${id}?${new URLSearchParams({ uuid }).toString()}`;
}

/** The full share link a member copies from the detail page (SPEC §2 'challenge' layout; docs/decisions/0043): `{origin}/challenge/{id}?uuid={uuid}`, `origin` e.g. `location.origin`. */
export function challengeShareLink(origin: string, id: number, uuid: string): string {
  return `${origin}${challengeSharePath(id, uuid)}`;
}

/**
 * Where the public page's buttons lead (docs/decisions/0043: "'Take part' leads to sign-in or
 * sign-up and back to the challenge"): /login with `next` = the share link ({@link signInSearch},
 * SPEC §8), so after signing in a member of the community lands on the normal page. `takePart`
 * adds `openReport=true` to the way back, which opens the report dialog there at once.
 */
export function publicChallengeSignInHref(id: number, uuid: string, options: { takePart?: boolean } = {}): string {
  const query = new URLSearchParams({ uuid });
  if (options.takePart) query.set('openReport', 'true');
  return `/login${signInSearch(`/challenge/${id}`, `?${query.toString()}`)}`;
}

/** The route's raw `:id` of /challenge/{id} (SPEC §2; the public page of docs/decisions/0043 too) as a challenge id: a positive safe integer written in digits, else null. */
export function parseChallengeId(id: string | number | undefined | null): number | null {
  const text = typeof id === 'number' ? String(id) : id;
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** Which face the public page shows (SPEC §8 'Челлендж не найден'; docs/decisions/0043): the `data-state` of `PublicChallengeView`. */
export type PublicChallengeStatus = 'loading' | 'not-found' | 'error' | 'ready';

/** What {@link usePublicChallenge} returns (SPEC §7 'from-uuid'; docs/decisions/0043). */
export interface PublicChallengeState {
  status: PublicChallengeStatus;
  /** The challenge once loaded (kept while a reload runs). */
  challenge: PublicChallenge | undefined;
  /** The failed read's error (`NETWORK`, `INTERNAL` …); undefined otherwise. */
  error: ApiError | undefined;
  /** Reads it again (the error face's retry). */
  reload: () => Promise<unknown>;
}

/**
 * One challenge's public page (SPEC §2 'challenge' layout, §7 'from-uuid'; docs/decisions/0043):
 * GET /api/challenges/public?id=&uuid= through the features' API client — a call that needs no
 * session, so it works signed out; the same client also sends the cookies of a signed-in visitor,
 * which the server ignores here. `id` is the route's raw `:id`; an id that is not a positive integer
 * or a `uuid` that is not UUID-shaped is not asked for and shows as `not-found`, as does the server's
 * 404 CHALLENGE_NOT_FOUND (wrong uuid, unknown or deleted challenge) — never a redirect: the SPEC §8
 * redirect rules leave this call alone (no 401 comes from it, and it is not the by-id read). The
 * product's error toast is left out for this read: the page's own not-found and error faces say it.
 */
export function usePublicChallenge(id: string | number | undefined | null, uuid: string | null | undefined): PublicChallengeState {
  const numeric = parseChallengeId(id);
  const valid = numeric !== null && typeof uuid === 'string' && UUID_SHAPE.test(uuid);
  const read = useApiGet<PublicChallenge>(valid ? publicChallengeKey(numeric, uuid) : null, { onError: () => undefined });
  const notFound = !valid || (read.error !== undefined && NOT_FOUND_CODES.includes(read.error.code));
  const status: PublicChallengeStatus = notFound ? 'not-found' : read.data ? 'ready' : read.error ? 'error' : 'loading';
  return { status, challenge: notFound ? undefined : read.data, error: read.error, reload: () => read.mutate() };
}
