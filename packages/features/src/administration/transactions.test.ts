import { describe, expect, it } from 'vitest';
import { readAdminTransfer, readBulk, readTransfer } from './transactions.ts';

describe('readAdminTransfer', () => {
  const base = { userId: 7, direction: 'credit' as const, account: 'income' as const, amount: '25', reason: ' За организацию субботника ' };
  it('reads a valid transfer, the reason trimmed and spaces in the amount ignored', () => {
    expect(readAdminTransfer({ ...base, amount: '1 000' })).toEqual({ userId: 7, direction: 'credit', account: 'income', amount: 1000, reason: 'За организацию субботника' });
  });
  it('refuses what the server refuses, by field', () => {
    expect(readAdminTransfer({ ...base, userId: null, amount: '', reason: '  ' })).toEqual({ issues: { userId: 'memberRequired', amount: 'amountRequired', reason: 'reasonRequired' } });
    expect(readAdminTransfer({ ...base, amount: '0' })).toEqual({ issues: { amount: 'amountWhole' } });
    expect(readAdminTransfer({ ...base, amount: '2.5' })).toEqual({ issues: { amount: 'amountWhole' } });
    expect(readAdminTransfer({ ...base, amount: '1000001' })).toEqual({ issues: { amount: 'amountMax' } });
    expect(readAdminTransfer({ ...base, reason: 'x'.repeat(501) })).toEqual({ issues: { reason: 'reasonTooLong' } });
  });
});

describe('readTransfer', () => {
  const member = (userId: number | null, account: 'income' | 'distribution' = 'income') => ({ kind: 'member' as const, userId, account });
  const community = { kind: 'community' as const };
  const base = { amount: '30', reason: ' Исправление ' };
  it('makes a credit from the community, a debit to it, and a move between two members', () => {
    expect(readTransfer({ ...base, from: community, to: member(4, 'distribution') })).toEqual({ call: 'transfer', body: { userId: 4, direction: 'credit', account: 'distribution', amount: 30, reason: 'Исправление' } });
    expect(readTransfer({ ...base, from: member(4), to: community })).toEqual({ call: 'transfer', body: { userId: 4, direction: 'debit', account: 'income', amount: 30, reason: 'Исправление' } });
    expect(readTransfer({ ...base, from: member(4), to: member(4, 'distribution') })).toEqual({
      call: 'move',
      body: { fromUserId: 4, fromAccount: 'income', toUserId: 4, toAccount: 'distribution', amount: 30, reason: 'Исправление' },
    });
  });
  it('refuses the community on both sides, a missing member, the same account twice, a bad amount', () => {
    expect(readTransfer({ ...base, from: community, to: community })).toEqual({ issues: { to: 'bothCommunity' } });
    expect(readTransfer({ ...base, from: member(null), to: member(2), amount: '' })).toEqual({ issues: { from: 'memberRequired', amount: 'amountRequired' } });
    expect(readTransfer({ ...base, from: member(2), to: member(2) })).toEqual({ issues: { to: 'sameAccount' } });
  });
});

describe('readBulk', () => {
  const now = new Date(2026, 10, 28, 12, 0);
  const base = { mode: 'all' as const, userIds: [], account: 'income' as const, amount: '10', reason: 'Премия', schedule: false, day: null, time: '09:00' };
  it('reads a transfer to everyone at once, and one to a list on a date', () => {
    expect(readBulk(base, now)).toEqual({ mode: 'all', userIds: [], account: 'income', amount: 10, reason: 'Премия' });
    const scheduled = readBulk({ ...base, mode: 'only', userIds: [3, 5], schedule: true, day: '2026-12-31', time: '9:30' }, now);
    expect(scheduled).toMatchObject({ mode: 'only', userIds: [3, 5] });
    expect(Date.parse((scheduled as { executeAt: string }).executeAt)).toBe(new Date(2026, 11, 31, 9, 30).getTime());
  });
  it('refuses an empty list, a missing or past date and a time that is not one', () => {
    expect(readBulk({ ...base, mode: 'except' }, now)).toEqual({ issues: { userIds: 'listRequired' } });
    expect(readBulk({ ...base, schedule: true }, now)).toEqual({ issues: { executeAt: 'dateRequired' } });
    expect(readBulk({ ...base, schedule: true, day: '2026-11-28', time: '11:59' }, now)).toEqual({ issues: { executeAt: 'scheduleInPast' } });
    expect(readBulk({ ...base, schedule: true, day: '2026-12-01', time: '25:00' }, now)).toEqual({ issues: { executeAt: 'timeInvalid' } });
  });
});
