/**
 * Subsidiaries (SPEC §2 Organization settings 'structure (employees, divisions, subsidiaries)';
 * docs/decisions/0027): the child communities of a root community — listed, created and renamed
 * by the root's admins; each is a community of its own.
 */
export { subsidiaryHandlers } from './routes.ts';
export { listSubsidiaries, parentOf } from './queries.ts';
export { createSubsidiary, renameSubsidiary } from './service.ts';
