/**
 * instance — what this installation tells every visitor, signed in or not: its feedback contacts
 * (SPEC §2 Footer; the legal pages name them too), from GET /api/instance/contacts.
 */
export { contactsKey, mailtoUrl, NO_CONTACTS, telegramUrl, useContacts } from './hooks.ts';
