/**
 * The arrangement of a chain's challenges into steps, as the chain form edits it (SPEC §1 chains;
 * DOMAIN §1.8 'configure steps'; docs/decisions/0043): pure functions over an array of steps, each
 * an ordered list of challenge ids. The form keeps empty steps while editing (a step to drag into);
 * {@link toStepItems} numbers the non-empty ones 1 … n for the API, so a gap never reaches it.
 */
import type { ChainStepItem } from '@gratia/contracts';

/** Steps in order; each holds challenge ids in order. */
export type Steps = number[][];

/** The step index (0-based) holding `id`, or -1. */
export function stepOf(steps: Steps, id: number): number {
  return steps.findIndex((step) => step.includes(id));
}

/** `steps` with `id` taken out of wherever it is. */
export function removeChallenge(steps: Steps, id: number): Steps {
  return steps.map((step) => step.filter((x) => x !== id));
}

/**
 * `steps` with `ids` moved into step `to` (0-based; a step past the end is added): before or after
 * challenge `target` of that step, or at its end without a target. Ids keep their given order.
 */
export function moveChallenges(steps: Steps, ids: readonly number[], to: number, target?: { id: number; position: 'before' | 'after' }): Steps {
  let next = steps.map((step) => step.filter((x) => !ids.includes(x)));
  while (next.length <= to) next = [...next, []];
  const step = [...(next[to] ?? [])];
  const at = target ? step.indexOf(target.id) : -1;
  const index = at === -1 ? step.length : target?.position === 'after' ? at + 1 : at;
  step.splice(index, 0, ...ids.filter((id) => id !== target?.id));
  return next.map((s, i) => (i === to ? step : s));
}

/** `steps` with `id` moved one step earlier (`-1`) or later (`+1`, adding a step after the last), at the end of that step. */
export function shiftChallenge(steps: Steps, id: number, by: -1 | 1): Steps {
  const from = stepOf(steps, id);
  if (from === -1 || from + by < 0) return steps;
  return moveChallenges(steps, [id], from + by);
}

/** `steps` with the empty ones taken out (at least one step stays). */
export function dropEmptySteps(steps: Steps): Steps {
  const kept = steps.filter((step) => step.length > 0);
  return kept.length > 0 ? kept : [[]];
}

/** The API's arrangement: non-empty steps numbered 1 … n, each challenge with its order in its step. */
export function toStepItems(steps: Steps): ChainStepItem[] {
  return dropEmptySteps(steps).flatMap((step, i) => step.map((challengeId, sort) => ({ challengeId, step: i + 1, sort })));
}

/** The form's arrangement of a chain's steps as the API gives them. */
export function fromChainSteps(steps: readonly { step: number; challenges: readonly { id: number }[] }[]): Steps {
  return steps.length > 0 ? steps.map((s) => s.challenges.map((c) => c.id)) : [[]];
}
