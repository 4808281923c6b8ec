import { describe, expect, it } from 'vitest';
import { periodProgress } from './OrganizationOverview.tsx';

describe('the overview period progress (SPEC §3 Period: UTC days, the end day included)', () => {
  const march = { startDate: '2026-03-01', endDate: '2026-03-31' };

  it('counts the days left with today, the days over before today, and the whole length', () => {
    expect(periodProgress(march, '2026-03-10')).toEqual({ daysLeft: 22, elapsed: 9, total: 31 });
    expect(periodProgress(march, '2026-03-01')).toEqual({ daysLeft: 31, elapsed: 0, total: 31 });
    expect(periodProgress(march, '2026-03-31')).toEqual({ daysLeft: 1, elapsed: 30, total: 31 });
  });

  it('stays within the period when today is outside it, and crosses months and leap days', () => {
    expect(periodProgress(march, '2026-02-20')).toEqual({ daysLeft: 31, elapsed: 0, total: 31 });
    expect(periodProgress(march, '2026-04-02')).toEqual({ daysLeft: 1, elapsed: 30, total: 31 });
    expect(periodProgress({ startDate: '2028-02-15', endDate: '2028-03-14' }, '2028-02-29')).toEqual({ daysLeft: 15, elapsed: 14, total: 29 });
  });
});
