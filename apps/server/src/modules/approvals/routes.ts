/** Routes of a controller's approvals (DOMAIN §6.4 'C'; docs/decisions/0023). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { NotificationJobs } from '../notifications/index.ts';
import { waitingPage } from './queries.ts';
import { decideThanks } from './service.ts';

/**
 * All `roles: ['C', 'A']` in the table: controllers and admins of the caller's organization (403
 * FORBIDDEN for anyone else, before the input is read).
 * GET /api/approvals?cursor=&limit= → WaitingThanksPage, newest first (400 VALIDATION_ERROR for a
 *   malformed cursor).
 * POST /api/approvals/approve {ids} → ThanksDecision `{ status: 'completed', ids }`; the approved
 *   thanks' e-mails are queued after commit (`notificationJobs`, when the server has an e-mail
 *   channel), a queue failure logged without changing the answer.
 * POST /api/approvals/decline {ids, reason?} → ThanksDecision `{ status: 'canceled', ids }`.
 * Both all or nothing: 422 APPROVAL_DUPLICATE_IDS, 409 THANKS_NOT_WAITING, 422 APPROVAL_OWN_THANKS
 * (`details.ids`), 400 VALIDATION_ERROR (ids missing, empty, over 100, not ids; reason too long).
 */
export function approvalHandlers(db: Db, notificationJobs?: NotificationJobs): Pick<Handlers, 'waitingThanks' | 'approveThanks' | 'declineThanks'> {
  return {
    waitingThanks: async ({ auth, query }) => waitingPage(db, { userId: auth.userId, organizationId: requireOrg(auth) }, query),
    approveThanks: async ({ auth, body, req }) => {
      const organizationId = requireOrg(auth);
      const decided = await decideThanks(db, { userId: auth.userId, organizationId }, body.ids, { approve: true });
      for (const transactionId of decided.ids) {
        notificationJobs?.thanksReceived({ organizationId, transactionId }).catch((err: unknown) => req.log.error({ err }, 'the thanks e-mail was not queued'));
      }
      return decided;
    },
    declineThanks: async ({ auth, body }) =>
      decideThanks(db, { userId: auth.userId, organizationId: requireOrg(auth) }, body.ids, { approve: false, reason: body.reason }),
  };
}
