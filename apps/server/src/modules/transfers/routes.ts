/** Routes of the thanks area (SPEC §1 Thanks). */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { createTransfer } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/transfers (header `Idempotency-Key: <uuid>`, required) → Transfer as the sender sees it.
 * Errors: 400 VALIDATION_ERROR (body or missing/invalid key), 409 NO_ACTIVE_PERIOD, 422 SELF_TRANSFER,
 * 404 USER_NOT_FOUND, 404 VALUE_NOT_FOUND, 422 ANONYMITY_NOT_ALLOWED, 422 MAX_TRANSFER_EXCEEDED,
 * 422 INSUFFICIENT_FUNDS, 409 IDEMPOTENCY_CONFLICT, 422 IMAGE_NOT_FOUND (a photo that is not the
 * sender's unused thanks upload), 422 STICKER_NOT_FOUND (not an active sticker of the organization).
 */
export function transferHandlers(db: Db): Pick<Handlers, 'createTransfer'> {
  return {
    createTransfer: async ({ auth, body, req }) => {
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !UUID.test(key)) {
        throw new AppError('VALIDATION_ERROR', 'Idempotency-Key header (UUID) is required', {
          details: { issues: [{ path: IDEMPOTENCY_HEADER, message: 'validation.idempotencyKey', location: 'headers' }] },
        });
      }
      return createTransfer(
        db,
        { userId: auth.userId, organizationId: requireOrg(auth) },
        {
          recipientId: body.recipientId,
          amount: body.amount,
          message: body.message,
          valueId: body.valueId,
          isAnonymous: body.isAnonymous,
          photoIds: body.photoIds,
          stickerId: body.stickerId,
        },
        key.toLowerCase(),
      );
    },
  };
}
