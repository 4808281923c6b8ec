/** The installation's feedback contacts (GET /api/instance/contacts) as stories and tests give them. */
import type { InstanceContacts } from '@gratia/contracts';

/** Contacts of a configured installation (stories and tests). */
export const contacts: InstanceContacts = { feedbackEmail: 'support@romashka.ru', telegram: 'romashka_help' };

/** An installation without contacts. */
export const noContacts: InstanceContacts = { feedbackEmail: null, telegram: null };

/** The longest contacts a phone must wrap: a long e-mail address and a 32-character nickname. */
export const longContacts: InstanceContacts = {
  feedbackEmail: 'obratnaya.svyaz.i.predlozheniya.sotrudnikov@korporativnyi-portal.romashka-holding.ru',
  telegram: 'romashka_holding_support_channel',
};
