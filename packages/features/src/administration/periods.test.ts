import { describe, expect, it } from 'vitest';
import type { Period } from '@gratia/contracts';
import { addDays, monthEndFrom, newPeriodValues, periodChanges, readPeriodValues, utcToday } from './periods.ts';

const period = (over: Partial<Period>): Period => ({
  id: 1,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  status: 'active',
  accrualAmount: 100,
  startingCreatorBalance: 0,
  startingUserBalance: 0,
  thanksSent: 0,
  ...over,
});

describe('period dates', () => {
  it('counts UTC days', () => {
    expect(utcToday(Date.UTC(2026, 2, 10, 23, 59))).toBe('2026-03-10');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('lasts a month', () => {
    expect(monthEndFrom('2026-03-01')).toBe('2026-03-31');
    expect(monthEndFrom('2026-03-15')).toBe('2026-04-14');
    expect(monthEndFrom('2026-01-31')).toBe('2026-02-28');
    expect(monthEndFrom('2026-12-10')).toBe('2027-01-09');
  });
});

describe('newPeriodValues', () => {
  it('starts after the latest period, with its accrual', () => {
    const values = newPeriodValues([period({ id: 2, startDate: '2026-04-01', endDate: '2026-04-30', accrualAmount: 120 }), period({})], '2026-03-10');
    expect(values).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31', accrual: '120', startingUser: '0', startingCreator: '0' });
  });
  it('carries the latest starting balances over', () => {
    const values = newPeriodValues([period({ startingUserBalance: 15, startingCreatorBalance: 300 })], '2026-03-10');
    expect(values).toMatchObject({ startingUser: '15', startingCreator: '300' });
  });
  it('starts today without a period or after a past one', () => {
    expect(newPeriodValues([], '2026-03-10')).toEqual({ startDate: '2026-03-10', endDate: '2026-04-09', accrual: '', startingUser: '0', startingCreator: '0' });
    expect(newPeriodValues([period({ endDate: '2026-02-01' })], '2026-03-10').startDate).toBe('2026-03-10');
  });
});

describe('readPeriodValues', () => {
  const today = '2026-03-10';
  it('refuses what the server refuses', () => {
    expect(readPeriodValues({ startDate: '2026-03-09', endDate: '2026-03-08', accrual: '1.5', startingUser: '-3', startingCreator: '' }, today)).toEqual({
      issues: {
        startDate: { code: 'PERIOD_START_IN_PAST' },
        endDate: { code: 'PERIOD_END_BEFORE_START' },
        accrualAmount: { key: 'accrualWhole' },
        startingUserBalance: { key: 'accrualWhole' },
      },
    });
    expect(readPeriodValues({ startDate: null, endDate: '2026-03-10', accrual: '', startingUser: '', startingCreator: '' }, today)).toEqual({
      issues: { startDate: { key: 'dateRequired' }, accrualAmount: { key: 'accrualRequired' } },
    });
    expect(readPeriodValues({ startDate: today, endDate: today, accrual: '2000000', startingUser: '0', startingCreator: '1000001' }, today)).toEqual({
      issues: { endDate: { code: 'PERIOD_END_BEFORE_START' }, accrualAmount: { key: 'accrualMax', max: 1_000_000 }, startingCreatorBalance: { key: 'accrualMax', max: 1_000_000 } },
    });
  });
  it('reads a valid period, today included', () => {
    expect(readPeriodValues({ startDate: today, endDate: '2026-04-09', accrual: ' 100 ', startingUser: '', startingCreator: '2 500' }, today)).toEqual({
      startDate: today,
      endDate: '2026-04-09',
      accrualAmount: 100,
      startingUserBalance: 0,
      startingCreatorBalance: 2500,
    });
  });
  it('sends only changes', () => {
    expect(periodChanges({ startDate: '2026-03-01', endDate: '2026-03-31', accrualAmount: 120, startingUserBalance: 0, startingCreatorBalance: 50 }, period({}))).toEqual({
      accrualAmount: 120,
      startingCreatorBalance: 50,
    });
  });
});
