/**
 * people — colleagues (SPEC §3 User, Employee): how a person is named everywhere (full name,
 * handle), where they work (job title and division) and the user search. Every area that shows a
 * person imports these from here.
 */
export { fullName, handle, positionLine } from './person.ts';
export { USER_SEARCH_LIMIT, useSearchUsers } from './hooks.ts';
