/** Routes of a manager's redistribution (DOMAIN §6.4 'M'; docs/decisions/0023). */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { redistributionScope } from './queries.ts';
import { createRedistribution } from './service.ts';

/**
 * Both `roles: ['M']` in the table: managers of the caller's organization (403 FORBIDDEN for
 * anyone else, admins included, before the input is read).
 * GET /api/redistribution/scope → RedistributionScope (period, the manager's points to give, their division).
 * POST /api/redistribution (header `Idempotency-Key: <uuid>`) {recipientId, amount (points), message?}
 *   → Redistribution. Errors: 422 SELF_ACTION, 409 NO_ACTIVE_PERIOD, 404 USER_NOT_FOUND, 409
 *   RECIPIENT_INACTIVE, 422 REDISTRIBUTION_OUT_OF_SCOPE, 422 INSUFFICIENT_FUNDS, 409 IDEMPOTENCY_CONFLICT,
 *   400 VALIDATION_ERROR.
 */
export function redistributionHandlers(db: Db): Pick<Handlers, 'redistributionScope' | 'createRedistribution'> {
  return {
    redistributionScope: async ({ auth }) => redistributionScope(db, { userId: auth.userId, organizationId: requireOrg(auth) }),
    createRedistribution: async ({ auth, body, headers }) =>
      createRedistribution(db, { userId: auth.userId, organizationId: requireOrg(auth) }, body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
  };
}
