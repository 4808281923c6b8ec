import { MAX_POINTS, type Period, type UpdatePeriodBody } from '@gratia/contracts';

/**
 * Pure rules of the 'periods' tab (SPEC §2 /organization_administration_settings/{id}/periods;
 * SPEC §3 Period, §5 period rules): today's UTC day, the prefill of a new period, and the checks
 * the dialog runs before POST/PATCH /api/periods — the server's own rules, with its codes.
 */

/** The fields of the period dialog. */
export type PeriodField = 'startDate' | 'endDate' | 'accrualAmount' | 'startingUserBalance' | 'startingCreatorBalance';

/**
 * What the period dialog holds: ISO days (null while not a valid date), and the accrual and the two
 * starting balances (docs/decisions/0029) as typed, in points.
 */
export interface PeriodValues {
  startDate: string | null;
  endDate: string | null;
  accrual: string;
  /** Points every member receives (spendable) when the period starts; empty means 0. */
  startingUser: string;
  /** Extra points to give each administrator gets when the period starts; empty means 0. */
  startingCreator: string;
}

/** The numbers of the period dialog once read: what POST /api/periods takes. */
export interface PeriodAmounts {
  startDate: string;
  endDate: string;
  accrualAmount: number;
  startingUserBalance: number;
  startingCreatorBalance: number;
}

/**
 * A refused value: `code` of the common error catalogue (`errors.<CODE>`, the server's message for
 * the same rule) or `key` of a message of the tab, with its interpolation values.
 */
export type PeriodIssue = { code: 'PERIOD_START_IN_PAST' | 'PERIOD_END_BEFORE_START' } | { key: 'dateRequired' | 'accrualRequired' | 'accrualWhole' | 'accrualMax'; max?: number };

/** Today as the server counts it (SPEC §3 Period: UTC calendar days), 'YYYY-MM-DD'. */
export function utcToday(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The ISO day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The last day of a month-long period starting on `start`: the day before the same day of the next
 * month (01-03 → 31-03, 15-03 → 14-04), or the next month's last day when it has no such day
 * (31-01 → 28-02).
 */
export function monthEndFrom(start: string): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  if (d > lastOfNext) return new Date(Date.UTC(y, m, lastOfNext)).toISOString().slice(0, 10);
  return addDays(new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10), -1);
}

/**
 * The prefill of "Create period" (SPEC §5): it starts the day after the latest period ends (today
 * when there is none or that day has passed), lasts a month, and credits what the latest period did
 * (empty without one).
 */
export function newPeriodValues(periods: readonly Period[], today: string): PeriodValues {
  const latest = periods.reduce<Period | undefined>((found, p) => (!found || p.endDate > found.endDate ? p : found), undefined);
  const next = latest ? addDays(latest.endDate, 1) : today;
  const startDate = next < today ? today : next;
  return {
    startDate,
    endDate: monthEndFrom(startDate),
    accrual: latest ? String(latest.accrualAmount) : '',
    startingUser: latest ? String(latest.startingUserBalance) : '0',
    startingCreator: latest ? String(latest.startingCreatorBalance) : '0',
  };
}

/** The dialog's values of an existing period (edit). */
export function periodValuesOf(period: Period): PeriodValues {
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    accrual: String(period.accrualAmount),
    startingUser: String(period.startingUserBalance),
    startingCreator: String(period.startingCreatorBalance),
  };
}

/**
 * The checks of SPEC §5 before sending: both dates given, the start not before `today`
 * (PERIOD_START_IN_PAST), the end later than the start (PERIOD_END_BEFORE_START), the accrual a
 * whole number of points 0 … MAX_POINTS, the starting balances too (empty: 0). Returns the body's
 * values, or the issues by field.
 */
export function readPeriodValues(values: PeriodValues, today: string): PeriodAmounts | { issues: Partial<Record<PeriodField, PeriodIssue>> } {
  const issues: Partial<Record<PeriodField, PeriodIssue>> = {};
  const { startDate, endDate } = values;
  if (!startDate) issues.startDate = { key: 'dateRequired' };
  else if (startDate < today) issues.startDate = { code: 'PERIOD_START_IN_PAST' };
  if (!endDate) issues.endDate = { key: 'dateRequired' };
  else if (startDate && endDate <= startDate) issues.endDate = { code: 'PERIOD_END_BEFORE_START' };
  const points = (field: 'accrualAmount' | 'startingUserBalance' | 'startingCreatorBalance', typed: string, required: boolean): number => {
    const text = typed.trim().replace(/\s/g, '');
    if (text === '') {
      if (required) issues[field] = { key: 'accrualRequired' };
      return 0;
    }
    if (!/^\d+$/.test(text)) {
      issues[field] = { key: 'accrualWhole' };
      return 0;
    }
    const amount = Number(text);
    if (amount > MAX_POINTS) issues[field] = { key: 'accrualMax', max: MAX_POINTS };
    return amount;
  };
  const accrualAmount = points('accrualAmount', values.accrual, true);
  const startingUserBalance = points('startingUserBalance', values.startingUser, false);
  const startingCreatorBalance = points('startingCreatorBalance', values.startingCreator, false);
  if (Object.keys(issues).length > 0 || !startDate || !endDate) return { issues };
  return { startDate, endDate, accrualAmount, startingUserBalance, startingCreatorBalance };
}

/** The PATCH body of an edit: only what changed (an unchanged end date would be PERIOD_SAME_END_DATE). */
export function periodChanges(read: PeriodAmounts, period: Period): UpdatePeriodBody {
  const changes: UpdatePeriodBody = {};
  if (read.startDate !== period.startDate) changes.startDate = read.startDate;
  if (read.endDate !== period.endDate) changes.endDate = read.endDate;
  if (read.accrualAmount !== period.accrualAmount) changes.accrualAmount = read.accrualAmount;
  if (read.startingUserBalance !== period.startingUserBalance) changes.startingUserBalance = read.startingUserBalance;
  if (read.startingCreatorBalance !== period.startingCreatorBalance) changes.startingCreatorBalance = read.startingCreatorBalance;
  return changes;
}
