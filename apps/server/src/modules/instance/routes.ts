/** Routes of the instance area: what this installation tells every visitor (SPEC §2 Footer). */
import type { InstanceContacts } from '@gratia/contracts';
import type { Handlers } from '../../http/routing.ts';

/** How long browsers and proxies may keep the contacts (seconds): they change only when the server restarts with new settings. */
export const CONTACTS_MAX_AGE = 600;

/**
 * GET /api/instance/contacts → the feedback e-mail and Telegram nickname of this installation
 * (`contacts`, from FEEDBACK_EMAIL and FEEDBACK_TELEGRAM, see config.ts; null = not configured).
 * No session needed; the same answer for everyone, so it is `Cache-Control: public, max-age=600`
 * instead of the API's `no-store`.
 */
export function instanceHandlers(contacts: InstanceContacts): Pick<Handlers, 'instanceContacts'> {
  const body: InstanceContacts = { feedbackEmail: contacts.feedbackEmail, telegram: contacts.telegram };
  return {
    instanceContacts: async ({ reply }) => {
      reply.header('cache-control', `public, max-age=${CONTACTS_MAX_AGE}`);
      return body;
    },
  };
}
