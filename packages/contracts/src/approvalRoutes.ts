import { ApproveThanksBody, DeclineThanksBody, ThanksDecision, WaitingThanksPage, WaitingThanksQuery } from './approvals.ts';

/**
 * Routes of a controller's approvals (DOMAIN §6.4; docs/decisions/0023), spread into `routes`:
 * `roles: ['C', 'A']` — controllers and admins of the caller's organization (403 FORBIDDEN for
 * anyone else, before the input is read).
 */
export const approvalRoutes = {
  waitingThanks: { method: 'GET', path: '/approvals', auth: true, roles: ['C', 'A'], query: WaitingThanksQuery, response: WaitingThanksPage },
  approveThanks: { method: 'POST', path: '/approvals/approve', auth: true, roles: ['C', 'A'], body: ApproveThanksBody, response: ThanksDecision },
  declineThanks: { method: 'POST', path: '/approvals/decline', auth: true, roles: ['C', 'A'], body: DeclineThanksBody, response: ThanksDecision },
} as const;
