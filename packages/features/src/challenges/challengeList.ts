import { ChallengeFilter } from '@gratia/contracts';

/** The filters of the challenge lists in the order the segmented control shows them (SPEC §2 /challenges: all, active, upcoming, ended, my). */
export const CHALLENGE_FILTER_ORDER: readonly ChallengeFilter[] = ['all', 'active', 'upcoming', 'ended', 'my'];

/** The page of one challenge (SPEC §2 /challenge/{id}); `id` is the challenge's id. */
export function challengePath(id: number): string {
  return `/challenge/${id}`;
}

/** The page that creates a challenge (SPEC §2 'Actions: create'). */
export const NEW_CHALLENGE_PATH = '/challenges/new';

/**
 * The list filter in a page's query: `?filter=` when it is one of {@link ChallengeFilter}; else
 * 'my' for `?my=true` (SPEC §8: a failed request for a single challenge redirects to
 * /challenges?my=true); else 'all' (an unknown or missing value).
 */
export function parseChallengeFilter(params: URLSearchParams): ChallengeFilter {
  const parsed = ChallengeFilter.safeParse(params.get('filter'));
  if (parsed.success) return parsed.data;
  return params.get('my') === 'true' ? 'my' : 'all';
}

/**
 * The query of the list with `filter` chosen: `params` without `my`, with `filter` set — or
 * without it for 'all', the default — so every filter has one address.
 */
export function challengeFilterSearch(params: URLSearchParams, filter: ChallengeFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('my');
  if (filter === 'all') next.delete('filter');
  else next.set('filter', filter);
  return next;
}

/**
 * How many columns a CSS grid has, from its computed `grid-template-columns` (the used track
 * sizes, e.g. '320px 320px 320px'; `repeat(auto-fill, …)` resolved): the number of tracks, at
 * least 1 ('none' or '' when the element is not a rendered grid).
 */
export function countGridTracks(template: string): number {
  const value = template.trim();
  if (value === '' || value === 'none') return 1;
  // Line names ('[a] 10px [b] 20px') are not tracks.
  const tracks = value.replace(/\[[^\]]*\]/g, ' ').trim().split(/\s+/).filter(Boolean);
  return Math.max(1, tracks.length);
}
