/** Routes of the thanks area (SPEC §1 Thanks; additions to a thanks, docs/decisions/0014). */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import type { NotificationJobs } from '../notifications/index.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { createAddition } from './additions.ts';
import { createTransfer } from './service.ts';

/**
 * POST /api/transfers (header `Idempotency-Key: <uuid>`, required and validated by the route table)
 * → Transfer as the sender sees it (status `waiting` when its points are above the community's
 * approval threshold, docs/decisions/0023). Errors: 400 VALIDATION_ERROR (body or missing/invalid key),
 * 409 NO_ACTIVE_PERIOD, 422 SELF_TRANSFER, 404 USER_NOT_FOUND, 409 RECIPIENT_INACTIVE (fired or blocked), 404 VALUE_NOT_FOUND, 422 ANONYMITY_NOT_ALLOWED, 422 MAX_TRANSFER_EXCEEDED,
 * 422 INSUFFICIENT_FUNDS, 409 IDEMPOTENCY_CONFLICT, 422 IMAGE_NOT_FOUND (a photo that is not the
 * sender's unused thanks upload), 422 STICKER_NOT_FOUND (not an active sticker of the organization).
 * After the thanks committed, its e-mail to the recipient is queued (`notificationJobs`, when the
 * server has an e-mail channel) without waiting: a queue failure is logged and the answer stays.
 *
 * POST /api/transfers/additions (header `Idempotency-Key: <uuid>`) body `{ transferId, amount
 * (points), message? }` → Addition, with the thanks' additions summary as the adder sees it
 * (docs/decisions/0014). Errors: 400 VALIDATION_ERROR, 404 NOT_FOUND (no such thanks in the
 * caller's organization), 422 ADDITION_NOT_ALLOWED (`details.reason` own | received | addition;
 * 409 for canceled), 422 MAX_TRANSFER_EXCEEDED, 409 NO_ACTIVE_PERIOD, 404 USER_NOT_FOUND, 409 RECIPIENT_INACTIVE,
 * 422 INSUFFICIENT_FUNDS, 409 IDEMPOTENCY_CONFLICT.
 */
export function transferHandlers(db: Db, notificationJobs?: NotificationJobs): Pick<Handlers, 'createTransfer' | 'createAddition'> {
  return {
    createTransfer: async ({ auth, body, headers, req }) => {
      const organizationId = requireOrg(auth);
      const transfer = await createTransfer(
        db,
        { userId: auth.userId, organizationId },
        {
          recipientId: body.recipientId,
          amount: body.amount,
          message: body.message,
          valueId: body.valueId,
          isAnonymous: body.isAnonymous,
          photoIds: body.photoIds,
          stickerId: body.stickerId,
        },
        headers[IDEMPOTENCY_HEADER].toLowerCase(),
      );
      // A thanks that waits for approval tells its recipient nothing yet: the approval queues the e-mail.
      if (transfer.status === 'completed') {
        notificationJobs
          ?.thanksReceived({ organizationId, transactionId: transfer.id })
          .catch((err: unknown) => req.log.error({ err }, 'the thanks e-mail was not queued'));
      }
      return transfer;
    },
    createAddition: async ({ auth, body, headers }) =>
      createAddition(
        db,
        { userId: auth.userId, organizationId: requireOrg(auth) },
        { transferId: body.transferId, amount: body.amount, message: body.message },
        headers[IDEMPOTENCY_HEADER].toLowerCase(),
      ),
  };
}
