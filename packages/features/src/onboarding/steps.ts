/**
 * Pure rules of the onboarding wizard (SPEC §2 /onboarding; DOMAIN §6.6; docs/decisions/0035):
 * the steps and which one a person may see, reading an invite link or its token, and the first
 * period's prefill and checks (SPEC §5 period rules, the periods module's codes).
 */
import { INVITE_TOKEN_PATTERN, MAX_POINTS } from '@gratia/contracts';

/** The four steps, in order (SPEC §2: welcome, communities, period settings, education). */
export const ONBOARDING_STEPS = ['welcome', 'communities', 'period', 'education'] as const;
/** One of {@link ONBOARDING_STEPS}. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export { STEP_PARAM } from './stepParam.ts';

/** What decides the step shown: whether the person is in a community, and whether they administer it. */
export interface StepContext {
  inCommunity: boolean;
  isAdmin: boolean;
}

/**
 * The step to show for `?step=` value `asked`: unknown or absent → welcome; period and education
 * need a community (→ communities without one); period is the creator's (an administrator's) — a
 * member who joined goes on to education.
 */
export function stepToShow(asked: string | null, ctx: StepContext): OnboardingStep {
  const step = (ONBOARDING_STEPS as readonly string[]).includes(asked ?? '') ? (asked as OnboardingStep) : 'welcome';
  if (!ctx.inCommunity && (step === 'period' || step === 'education')) return 'communities';
  if (step === 'period' && !ctx.isAdmin) return 'education';
  return step;
}

/** The step after `step` for someone in `ctx` (a member who joined skips the period). */
export function nextStep(step: OnboardingStep, ctx: StepContext): OnboardingStep {
  if (step === 'welcome') return 'communities';
  if (step === 'communities') return ctx.isAdmin ? 'period' : 'education';
  return 'education';
}

/** The step before `step` (a member who joined goes back from education to communities). */
export function previousStep(step: OnboardingStep, ctx: StepContext): OnboardingStep {
  if (step === 'education') return ctx.isAdmin ? 'period' : 'communities';
  if (step === 'period') return 'communities';
  return 'welcome';
}

/**
 * The token of what a person pasted: an invite link (`…/community/invite?invite=<token>`, any
 * origin, read with a URL parser — never by cutting a fixed prefix, DOMAIN §6.6) or the token
 * itself. Null when it is neither.
 */
export function inviteTokenOf(pasted: string): string | null {
  const text = pasted.trim();
  if (INVITE_TOKEN_PATTERN.test(text)) return text;
  try {
    const url = new URL(text, 'https://invalid.invalid');
    const token = url.searchParams.get('invite') ?? url.searchParams.get('token');
    return token && INVITE_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** Today as the server counts a period's days (UTC), 'YYYY-MM-DD'. */
export function utcToday(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The last day of the month after `iso`'s month: 2026-03-15 → 2026-04-30. */
export function endOfNextMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
}

/** The first period's form: ISO days (null while not a valid date) and the amounts as typed. */
export interface FirstPeriodValues {
  startDate: string | null;
  endDate: string | null;
  /** Points each member gets to give when the period starts. */
  accrual: string;
  /** Extra points to give of the owner (each administrator) when it starts; empty means 0. */
  ownerBalance: string;
}

/** The suggested accrual of a first period, in points. */
export const SUGGESTED_ACCRUAL = 100;

/** The prefill: from today to the end of next month, {@link SUGGESTED_ACCRUAL} points each, no extra for the owner. */
export function firstPeriodValues(today: string): FirstPeriodValues {
  return { startDate: today, endDate: endOfNextMonth(today), accrual: String(SUGGESTED_ACCRUAL), ownerBalance: '0' };
}

/** A refused field: a code of the error catalogue (the server's message for the same rule) or a key of this area. */
export type PeriodIssue = { code: 'PERIOD_START_IN_PAST' | 'PERIOD_END_BEFORE_START' } | { key: 'dateRequired' | 'amountRequired' | 'amountWhole' | 'amountMax' };
/** The fields of the first period's form, named as POST /api/periods names them. */
export type FirstPeriodField = 'startDate' | 'endDate' | 'accrualAmount' | 'startingCreatorBalance';

/**
 * SPEC §5's checks before POST /api/periods (the server checks them again): both dates, the start
 * not before `today`, the end after the start, whole amounts 0 … MAX_POINTS (the accrual
 * required). Returns the body, or the issues by field.
 */
export function readFirstPeriod(
  values: FirstPeriodValues,
  today: string,
): { startDate: string; endDate: string; accrualAmount: number; startingCreatorBalance: number } | { issues: Partial<Record<FirstPeriodField, PeriodIssue>> } {
  const issues: Partial<Record<FirstPeriodField, PeriodIssue>> = {};
  const { startDate, endDate } = values;
  if (!startDate) issues.startDate = { key: 'dateRequired' };
  else if (startDate < today) issues.startDate = { code: 'PERIOD_START_IN_PAST' };
  if (!endDate) issues.endDate = { key: 'dateRequired' };
  else if (startDate && endDate <= startDate) issues.endDate = { code: 'PERIOD_END_BEFORE_START' };
  const amount = (field: 'accrualAmount' | 'startingCreatorBalance', typed: string, required: boolean): number => {
    const text = typed.replace(/\s/g, '');
    if (text === '') {
      if (required) issues[field] = { key: 'amountRequired' };
      return 0;
    }
    if (!/^\d+$/.test(text)) {
      issues[field] = { key: 'amountWhole' };
      return 0;
    }
    if (Number(text) > MAX_POINTS) issues[field] = { key: 'amountMax' };
    return Number(text);
  };
  const accrualAmount = amount('accrualAmount', values.accrual, true);
  const startingCreatorBalance = amount('startingCreatorBalance', values.ownerBalance, false);
  if (Object.keys(issues).length > 0 || !startDate || !endDate) return { issues };
  return { startDate, endDate, accrualAmount, startingCreatorBalance };
}
