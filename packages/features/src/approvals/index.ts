/**
 * approvals — the controller's decisions on thanks above the community's approval threshold
 * (DOMAIN §6.4 'C'; SPEC §3 Transaction status 'waiting'; docs/decisions/0023): the queue of waiting
 * thanks with approve and decline (one by one or a selection, all or nothing), and its calls.
 */
export { ApprovalsQueue, type ApprovalsQueueProps } from './ApprovalsQueue.tsx';
export { APPROVALS_PAGE_SIZE, approvalsPath, useDecideThanks, useWaitingThanks, waitingThanksPageKey, type DecideThanks, type WaitingThanksState } from './hooks.ts';
export { DECISION_REFUSALS, decisionRefusal, type DecisionRefusal } from './selection.ts';
