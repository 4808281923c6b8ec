import { describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../i18n/index.ts';
import { addDays, daysBetween, formatDayMonth, monthOf, todayIso } from './dates.ts';

describe('birthday dates', () => {
  it('takes today in the display time zone', () => {
    const instant = Date.UTC(2026, 10, 24, 22, 30);
    setDisplayTimeZone('Europe/Moscow');
    expect(todayIso(instant)).toBe('2026-11-25');
    setDisplayTimeZone('America/New_York');
    expect(todayIso(instant)).toBe('2026-11-24');
    setDisplayTimeZone(undefined);
  });
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-25', '2027-01-07')).toBe(13);
  });
  it('knows the last day of each month', () => {
    expect(monthOf('2026-02-11')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-11')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('writes the day and month in the language', () => {
    expect(formatDayMonth('2026-11-25', 'ru')).toBe('25 ноября');
    expect(formatDayMonth('2026-11-25', 'en')).toBe('November 25');
  });
});
