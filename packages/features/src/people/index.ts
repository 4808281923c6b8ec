/**
 * people — colleagues (SPEC §3 User): how a person is named everywhere (full name, handle) and the
 * user search. Every area that shows a person imports these from here.
 */
export { fullName, handle } from './person.ts';
export { USER_SEARCH_LIMIT, useSearchUsers } from './hooks.ts';
