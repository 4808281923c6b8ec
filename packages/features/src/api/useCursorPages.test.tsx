import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookHarness as setup, json } from '../testing/hookHarness.tsx';
import { useCursorPages } from './useCursorPages.ts';

describe('useCursorPages', () => {
  const keyOf = (index: number, previous: { nextCursor: string | null } | null) =>
    previous && !previous.nextCursor ? null : `/api/history?limit=2${index === 0 ? '' : `&cursor=${previous?.nextCursor}`}`;

  it('stops at the last page, and a failed next page keeps the loaded items and is not "loading more"', async () => {
    let failSecond = true;
    const { calls, wrapper } = setup((url) => {
      if (url.includes('cursor=p2')) return failSecond ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : json(200, { items: [3], nextCursor: null });
      return json(200, { items: [1, 2], nextCursor: 'p2' });
    });
    const { result } = renderHook(() => useCursorPages<number>(keyOf), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.code).toBe('INTERNAL'));
    expect(result.current.items).toEqual([1, 2]);
    expect(result.current.isLoadingMore).toBe(false);
    failSecond = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items).toEqual([1, 2, 3]));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.error).toBeUndefined();
    expect(calls.filter((c) => c.url.includes('cursor=p2')).length).toBeGreaterThanOrEqual(2);
  });
});
