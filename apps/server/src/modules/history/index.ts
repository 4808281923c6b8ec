/** A member's history (SPEC §2 History) and the cancel of a thanks (SPEC §3 transaction cancel time). */
export { historyHandlers } from './routes.ts';
