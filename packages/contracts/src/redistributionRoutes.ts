import { IdempotencyHeaders } from './idempotency.ts';
import { CreateRedistributionBody, Redistribution, RedistributionScope } from './redistribution.ts';

/**
 * Routes of a manager's redistribution (DOMAIN §6.4; docs/decisions/0023), spread into `routes`:
 * `roles: ['M']` — managers of the caller's organization (403 FORBIDDEN for anyone else, admins
 * included, before the input is read); giving points requires the Idempotency-Key header.
 */
export const redistributionRoutes = {
  redistributionScope: { method: 'GET', path: '/redistribution/scope', auth: true, roles: ['M'], response: RedistributionScope },
  createRedistribution: {
    method: 'POST',
    path: '/redistribution',
    auth: true,
    roles: ['M'],
    headers: IdempotencyHeaders,
    body: CreateRedistributionBody,
    response: Redistribution,
  },
} as const;
