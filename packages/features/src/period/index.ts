/** period — the accrual period (SPEC §4 Period): whether one is active, and its dates. */
export { periodKeys, useCurrentPeriodState, type CurrentPeriodState } from './hooks.ts';
