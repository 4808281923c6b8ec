import { describe, expect, it } from 'vitest';
import { dropEmptySteps, fromChainSteps, moveChallenges, removeChallenge, shiftChallenge, stepOf, toStepItems } from './chainSteps.ts';

describe('chain steps', () => {
  it('moves challenges between steps, before or after a target, adding a step past the end', () => {
    const steps = [[1, 2], [3]];
    expect(moveChallenges(steps, [2], 1, { id: 3, position: 'before' })).toEqual([[1], [2, 3]]);
    expect(moveChallenges(steps, [1], 1, { id: 3, position: 'after' })).toEqual([[2], [3, 1]]);
    expect(moveChallenges(steps, [3], 0)).toEqual([[1, 2, 3], []]);
    expect(moveChallenges(steps, [1, 2], 3)).toEqual([[], [3], [], [1, 2]]);
    // Reordering within a step.
    expect(moveChallenges([[1, 2, 3]], [3], 0, { id: 1, position: 'before' })).toEqual([[3, 1, 2]]);
    // A new challenge (in no step yet) goes where it is dropped.
    expect(moveChallenges(steps, [9], 0, { id: 2, position: 'before' })).toEqual([[1, 9, 2], [3]]);
  });

  it('shifts one step earlier or later, never before the first', () => {
    expect(shiftChallenge([[1, 2], [3]], 2, 1)).toEqual([[1], [3, 2]]);
    expect(shiftChallenge([[1], [3]], 3, -1)).toEqual([[1, 3], []]);
    expect(shiftChallenge([[1], [3]], 1, -1)).toEqual([[1], [3]]);
    expect(shiftChallenge([[1], [3]], 3, 1)).toEqual([[1], [], [3]]);
    expect(shiftChallenge([[1]], 7, 1)).toEqual([[1]]);
  });

  it('numbers the non-empty steps 1 … n for the API, so no gap reaches it', () => {
    expect(toStepItems([[4], [], [5, 6]])).toEqual([
      { challengeId: 4, step: 1, sort: 0 },
      { challengeId: 5, step: 2, sort: 0 },
      { challengeId: 6, step: 2, sort: 1 },
    ]);
    expect(toStepItems([[]])).toEqual([]);
    expect(dropEmptySteps([[], []])).toEqual([[]]);
    expect(removeChallenge([[1, 2], [3]], 2)).toEqual([[1], [3]]);
    expect(stepOf([[1], [3]], 3)).toBe(1);
    expect(fromChainSteps([{ step: 1, challenges: [{ id: 4 }] }, { step: 2, challenges: [{ id: 5 }, { id: 6 }] }])).toEqual([[4], [5, 6]]);
    expect(fromChainSteps([])).toEqual([[]]);
  });
});
