/**
 * A controller's approvals (DOMAIN §6.4 'C' Контролёр; SPEC §3 Transaction status 'waiting';
 * docs/decisions/0023): the queue of thanks above the community's approval threshold, deciding a
 * list of them at once, and declining what still waits when a period ends (periods module).
 */
export { approvalHandlers } from './routes.ts';
export { waitingPage, type Controller } from './queries.ts';
export { decideThanks, declineWaitingOfPeriod, duplicateIds, type Decision } from './service.ts';
