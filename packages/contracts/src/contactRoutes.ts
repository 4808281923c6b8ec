import { RequestCodeResponse } from './auth.ts';
import { ConfirmContactBody, ContactCodeBody, OwnContacts, TelegramLinkCode, TelegramLinkState } from './contacts.ts';

/**
 * Routes of the member's own contacts (SPEC §7 contacts, profile editing), spread into `routes`:
 * send a code to a new e-mail, confirm it, remove the e-mail; link a Telegram account through the
 * bot (docs/decisions/0028), see the link, unlink it.
 */
export const contactRoutes = {
  contactCode: { method: 'POST', path: '/profile/contacts/code', auth: true, body: ContactCodeBody, response: RequestCodeResponse },
  confirmContact: { method: 'POST', path: '/profile/contacts/confirm', auth: true, body: ConfirmContactBody, response: OwnContacts },
  removeEmail: { method: 'DELETE', path: '/profile/contacts/email', auth: true, response: OwnContacts },
  telegramLink: { method: 'GET', path: '/profile/contacts/telegram', auth: true, response: TelegramLinkState },
  telegramLinkCode: { method: 'POST', path: '/profile/contacts/telegram', auth: true, response: TelegramLinkCode },
  unlinkTelegram: { method: 'DELETE', path: '/profile/contacts/telegram', auth: true, response: OwnContacts },
} as const;
