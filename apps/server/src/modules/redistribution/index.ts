/**
 * A manager's redistribution (DOMAIN §6.4 'M' Менеджер; docs/decisions/0021, 0023): what a manager
 * may give and to whom, and giving part of their points to give to a colleague's.
 */
export { redistributionHandlers } from './routes.ts';
export { loadRedistribution, redistributionScope, type Manager } from './queries.ts';
export { createRedistribution, redistributionHash, type RedistributionInput } from './service.ts';
