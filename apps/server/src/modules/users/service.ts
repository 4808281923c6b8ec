/** Recipient suggestions of the thanks form (SPEC §2 New thanks form, §1 Thanks). */
import type { UserSuggestion } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { listColleagues, thankedColleagues } from './queries.ts';

/** How many of the caller's latest thanks the recent and frequent suggestions are read from. */
export const SUGGESTION_WINDOW = 200;
/** Most `recent` suggestions. */
export const RECENT_SUGGESTIONS = 5;
/** Most `frequent` suggestions. */
export const FREQUENT_SUGGESTIONS = 5;
/** Thanks within the window that make a colleague `frequent`. */
export const FREQUENT_MIN_TIMES = 2;

/**
 * Up to `limit` recipients to offer `userId` in `organizationId` before they type: first
 * `recent` — the last people they thanked, newest first (at most {@link RECENT_SUGGESTIONS});
 * then `frequent` — others they thanked at least {@link FREQUENT_MIN_TIMES} times, most often
 * first, then most lately (at most {@link FREQUENT_SUGGESTIONS}); then `colleague` — other
 * members alphabetically. Both thanked groups come from the caller's last
 * {@link SUGGESTION_WINDOW} thanks of this organization (cancelled ones do not count). Only
 * current members of the organization, never the caller, each person once, each with their job
 * title and division there. Two queries, whatever `limit` is.
 */
export async function suggestRecipients(
  db: Executor,
  q: { organizationId: number; userId: number; limit: number },
): Promise<UserSuggestion[]> {
  const thanked = await thankedColleagues(db, { organizationId: q.organizationId, userId: q.userId, window: SUGGESTION_WINDOW });
  const recent = thanked.slice(0, Math.min(RECENT_SUGGESTIONS, q.limit));
  // `thanked` is newest first, and the sort is stable: equal counts stay most lately thanked first.
  const frequent = thanked
    .slice(recent.length)
    .filter((c) => c.times >= FREQUENT_MIN_TIMES)
    .sort((a, b) => b.times - a.times)
    .slice(0, Math.min(FREQUENT_SUGGESTIONS, q.limit - recent.length));
  const listed = [...recent, ...frequent].map((c) => c.user.id);
  const colleagues = await listColleagues(db, {
    organizationId: q.organizationId,
    excludeUserIds: [q.userId, ...listed],
    limit: q.limit - listed.length,
  });
  return [
    ...recent.map((c) => ({ ...c.user, reason: 'recent' as const })),
    ...frequent.map((c) => ({ ...c.user, reason: 'frequent' as const })),
    ...colleagues.map((u) => ({ ...u, reason: 'colleague' as const })),
  ];
}
