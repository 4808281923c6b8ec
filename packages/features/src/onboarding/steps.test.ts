import { describe, expect, it } from 'vitest';
import { endOfNextMonth, firstPeriodValues, inviteTokenOf, nextStep, previousStep, readFirstPeriod, stepToShow } from './steps.ts';

const token = 'a'.repeat(20) + '_-B' + '9'.repeat(20);
const newcomer = { inCommunity: false, isAdmin: false };
const creator = { inCommunity: true, isAdmin: true };
const joiner = { inCommunity: true, isAdmin: false };

describe('steps', () => {
  it('shows welcome for an unknown step, communities before a community, and skips the period for a member who joined', () => {
    expect(stepToShow(null, newcomer)).toBe('welcome');
    expect(stepToShow('nonsense', creator)).toBe('welcome');
    expect(stepToShow('period', newcomer)).toBe('communities');
    expect(stepToShow('education', newcomer)).toBe('communities');
    expect(stepToShow('period', joiner)).toBe('education');
    expect(stepToShow('period', creator)).toBe('period');
  });

  it('goes forward and back around the period for a member who joined', () => {
    expect(nextStep('communities', creator)).toBe('period');
    expect(nextStep('communities', joiner)).toBe('education');
    expect(previousStep('education', joiner)).toBe('communities');
    expect(previousStep('education', creator)).toBe('period');
    expect(previousStep('communities', creator)).toBe('welcome');
  });
});

describe('inviteTokenOf', () => {
  it('reads a link of any origin, a relative one and a bare token, and nothing else', () => {
    expect(inviteTokenOf(`https://gratia.example/community/invite?invite=${token}`)).toBe(token);
    expect(inviteTokenOf(`  /community/invite?invite=${token}&utm=x `)).toBe(token);
    expect(inviteTokenOf(token)).toBe(token);
    expect(inviteTokenOf('https://gratia.example/community/invite?invite=short')).toBeNull();
    expect(inviteTokenOf('hello world')).toBeNull();
    expect(inviteTokenOf('')).toBeNull();
  });
});

describe('the first period', () => {
  it('runs from today to the end of next month', () => {
    expect(endOfNextMonth('2026-01-31')).toBe('2026-02-28');
    expect(endOfNextMonth('2026-12-05')).toBe('2027-01-31');
    expect(firstPeriodValues('2026-03-15')).toEqual({ startDate: '2026-03-15', endDate: '2026-04-30', accrual: '100', ownerBalance: '0' });
  });

  it('checks the dates and amounts with the periods module’s rules', () => {
    expect(readFirstPeriod(firstPeriodValues('2026-03-15'), '2026-03-15')).toEqual({ startDate: '2026-03-15', endDate: '2026-04-30', accrualAmount: 100, startingCreatorBalance: 0 });
    expect(readFirstPeriod({ startDate: '2026-03-14', endDate: '2026-03-14', accrual: '', ownerBalance: '1.5' }, '2026-03-15')).toEqual({
      issues: { startDate: { code: 'PERIOD_START_IN_PAST' }, endDate: { code: 'PERIOD_END_BEFORE_START' }, accrualAmount: { key: 'amountRequired' }, startingCreatorBalance: { key: 'amountWhole' } },
    });
    expect(readFirstPeriod({ startDate: null, endDate: null, accrual: '99999999', ownerBalance: '' }, '2026-03-15')).toEqual({
      issues: { startDate: { key: 'dateRequired' }, endDate: { key: 'dateRequired' }, accrualAmount: { key: 'amountMax' } },
    });
  });
});
