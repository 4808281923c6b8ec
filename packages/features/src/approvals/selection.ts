import { MAX_DECISION_IDS, type WaitingThanks } from '@gratia/contracts';
import { isApiError } from '../api/index.ts';

/**
 * Pure helpers of the approvals queue's selection (docs/decisions/0023: one request decides 1 …
 * MAX_DECISION_IDS thanks, all or nothing). A selection is a set of thanks ids.
 */

/** The ids of `items` a controller may decide (`canDecide`: not their own), in list order. */
export function selectableIds(items: readonly Pick<WaitingThanks, 'id' | 'canDecide'>[]): number[] {
  return items.filter((item) => item.canDecide).map((item) => item.id);
}

/** `selected` with `id` added, or removed when it was there. */
export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** How the "select all" checkbox looks: none, some or all of the selectable ids chosen. */
export type SelectAllState = 'none' | 'some' | 'all';

/**
 * The state of "select all" over `selectable` (ids): `all` when every one of them — or the first
 * {@link MAX_DECISION_IDS}, the most one request takes — is selected, `none` when none is, else `some`.
 */
export function selectAllState(selectable: readonly number[], selected: ReadonlySet<number>): SelectAllState {
  const chosen = selectable.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen >= Math.min(selectable.length, MAX_DECISION_IDS) ? 'all' : 'some';
}

/**
 * What "select all" does from `state`: from `all` it clears the selection, otherwise it selects the
 * first {@link MAX_DECISION_IDS} of `selectable` (ids, list order).
 */
export function toggleAll(selectable: readonly number[], state: SelectAllState): Set<number> {
  return state === 'all' ? new Set() : new Set(selectable.slice(0, MAX_DECISION_IDS));
}

/** `selected` without the ids no longer in `items` or no longer decidable (after the list reloads). */
export function keepListed(selected: ReadonlySet<number>, items: readonly Pick<WaitingThanks, 'id' | 'canDecide'>[]): Set<number> {
  const listed = new Set(selectableIds(items));
  return new Set([...selected].filter((id) => listed.has(id)));
}

/** The all-or-nothing refusals of an approve or decline (each names the offending ids in `details.ids`). */
export const DECISION_REFUSALS = ['APPROVAL_DUPLICATE_IDS', 'THANKS_NOT_WAITING', 'APPROVAL_OWN_THANKS'] as const;
/** One of {@link DECISION_REFUSALS}. */
export type DecisionRefusal = (typeof DECISION_REFUSALS)[number];

/**
 * When `error` is an all-or-nothing refusal of a decision, its code and the ids it names
 * (`details.ids`, numbers only; empty when absent); null for any other error.
 */
export function decisionRefusal(error: unknown): { code: DecisionRefusal; ids: number[] } | null {
  for (const code of DECISION_REFUSALS) {
    if (isApiError(error, code)) {
      const raw = error.details.ids;
      const ids = Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : [];
      return { code, ids };
    }
  }
  return null;
}
