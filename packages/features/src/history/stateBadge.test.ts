import { describe, expect, it } from 'vitest';
import { historyTypeKey, stateBadge } from './HistoryRow.tsx';

describe('a history row’s state badge (SPEC §3 Transaction status; docs/decisions/0023)', () => {
  it('says where a thanks above the threshold stands; approved ones are ordinary completed thanks', () => {
    const at = '2026-03-10T10:00:00.000Z';
    expect(stateBadge({ status: 'waiting', approval: { state: 'waiting', decidedAt: null, reason: null } })).toEqual({ key: 'approval.waiting', tone: 'warning' });
    expect(stateBadge({ status: 'canceled', approval: { state: 'declined', decidedAt: at, reason: 'Нет' } })).toEqual({ key: 'approval.declined', tone: 'neutral' });
    expect(stateBadge({ status: 'canceled', approval: { state: 'withdrawn', decidedAt: null, reason: null } })).toEqual({ key: 'approval.withdrawn', tone: 'neutral' });
    expect(stateBadge({ status: 'completed', approval: { state: 'approved', decidedAt: at, reason: null } })).toBeNull();
  });
  it('shows other rows’ status unless completed (an older server sends no approval)', () => {
    expect(stateBadge({ status: 'completed', approval: null })).toBeNull();
    expect(stateBadge({ status: 'completed' })).toBeNull();
    expect(stateBadge({ status: 'waiting' })).toEqual({ key: 'status.waiting', tone: 'warning' });
    expect(stateBadge({ status: 'canceled', approval: null })).toEqual({ key: 'status.canceled', tone: 'neutral' });
  });
  it('names a manager’s redistribution by its type', () => {
    expect(historyTypeKey({ type: 'redistribution', adminDirection: null })).toBe('type.redistribution');
  });
});
