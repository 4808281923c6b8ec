import type { Period } from '@gratia/contracts';

/**
 * The periods of the demo community, newest first, around the fixtures' today (10 March 2026,
 * testing/clock.ts): April scheduled (100 points), March active (100 points, 42 thanks so far),
 * February completed (80 points, 57 thanks).
 */
export const demoPeriods: Period[] = [
  { id: 3, startDate: '2026-04-01', endDate: '2026-04-30', status: 'scheduled', accrualAmount: 100, startingCreatorBalance: 0, startingUserBalance: 0, thanksSent: 0 },
  { id: 2, startDate: '2026-03-01', endDate: '2026-03-31', status: 'active', accrualAmount: 100, startingCreatorBalance: 300, startingUserBalance: 20, thanksSent: 42 },
  { id: 1, startDate: '2026-02-01', endDate: '2026-02-28', status: 'completed', accrualAmount: 80, startingCreatorBalance: 0, startingUserBalance: 0, thanksSent: 57 },
];
