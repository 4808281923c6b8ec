import { RequestCodeResponse } from './auth.ts';
import { ConfirmContactBody, ContactCodeBody, OwnContacts } from './contacts.ts';

/**
 * Routes of the member's own contacts (SPEC §7 contacts, profile editing), spread into `routes`:
 * send a code to a new e-mail, confirm it, remove the e-mail.
 */
export const contactRoutes = {
  contactCode: { method: 'POST', path: '/profile/contacts/code', auth: true, body: ContactCodeBody, response: RequestCodeResponse },
  confirmContact: { method: 'POST', path: '/profile/contacts/confirm', auth: true, body: ConfirmContactBody, response: OwnContacts },
  removeEmail: { method: 'DELETE', path: '/profile/contacts/email', auth: true, response: OwnContacts },
} as const;
