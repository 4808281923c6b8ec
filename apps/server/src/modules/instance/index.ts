/** The instance: what this installation tells every visitor, signed in or not — its feedback contacts (SPEC §2 Footer). */
export { CONTACTS_MAX_AGE, instanceHandlers } from './routes.ts';
