/**
 * The caller's communities and the organization change flow (SPEC §4 Organization change, §7
 * 'GET user organizations', 'POST change organization', 'POST change organization verify').
 */
export { membershipHandlers } from './routes.ts';
