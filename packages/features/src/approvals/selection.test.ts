import { describe, expect, it } from 'vitest';
import { MAX_DECISION_IDS } from '@gratia/contracts';
import { ApiError } from '../api/index.ts';
import { decisionRefusal, keepListed, selectableIds, selectAllState, toggleAll, toggleId } from './selection.ts';

const rows = (n: number, own: number[] = []) => Array.from({ length: n }, (_, i) => ({ id: i + 1, canDecide: !own.includes(i + 1) }));

describe('the approvals queue selection (docs/decisions/0023)', () => {
  it('chooses among the thanks one may decide, in list order', () => {
    expect(selectableIds(rows(4, [2]))).toEqual([1, 3, 4]);
    expect([...toggleId(new Set([1]), 3)]).toEqual([1, 3]);
    expect([...toggleId(new Set([1, 3]), 1)]).toEqual([3]);
  });
  it('"select all" is none, some or all of the decidable rows, and toggles between all and none', () => {
    const selectable = selectableIds(rows(4, [2]));
    expect(selectAllState(selectable, new Set())).toBe('none');
    expect(selectAllState(selectable, new Set([1]))).toBe('some');
    expect(selectAllState(selectable, new Set([1, 3, 4]))).toBe('all');
    // One's own thanks never count (they cannot be chosen).
    expect(selectAllState(selectable, new Set([2]))).toBe('none');
    expect([...toggleAll(selectable, 'some')]).toEqual([1, 3, 4]);
    expect([...toggleAll(selectable, 'all')]).toEqual([]);
  });
  it(`takes at most ${MAX_DECISION_IDS} — what one request decides — and then counts as all`, () => {
    const selectable = selectableIds(rows(MAX_DECISION_IDS + 20));
    const all = toggleAll(selectable, 'none');
    expect(all.size).toBe(MAX_DECISION_IDS);
    expect(all.has(MAX_DECISION_IDS + 1)).toBe(false);
    expect(selectAllState(selectable, all)).toBe('all');
  });
  it('drops from the choice what the reloaded list no longer holds or lets decide', () => {
    expect([...keepListed(new Set([1, 2, 9]), rows(4, [2]))]).toEqual([1]);
  });
  it('reads the all-or-nothing refusals with the ids they name; any other error is none', () => {
    expect(decisionRefusal(new ApiError('THANKS_NOT_WAITING', 409, 'x', { ids: [4, 'x', 7] }))).toEqual({ code: 'THANKS_NOT_WAITING', ids: [4, 7] });
    expect(decisionRefusal(new ApiError('APPROVAL_OWN_THANKS', 422, 'x', { ids: [2] }))).toEqual({ code: 'APPROVAL_OWN_THANKS', ids: [2] });
    expect(decisionRefusal(new ApiError('APPROVAL_DUPLICATE_IDS', 422, 'x'))).toEqual({ code: 'APPROVAL_DUPLICATE_IDS', ids: [] });
    expect(decisionRefusal(new ApiError('INTERNAL', 500, 'x'))).toBeNull();
    expect(decisionRefusal(new Error('x'))).toBeNull();
  });
});
