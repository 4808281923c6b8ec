/** Admin manual transfers (SPEC §5): credits and debits of a member by an admin, never edited or deleted. */
export { adminTransferHandlers } from './routes.ts';
