import type { InstanceContacts } from '@gratia/contracts';
import { apiPath, useApiGet } from '../api/index.ts';

/** swr key of GET /api/instance/contacts. */
export const contactsKey = apiPath('instanceContacts');

/** No contacts: what {@link useContacts} gives while loading and when the call fails. */
export const NO_CONTACTS: InstanceContacts = { feedbackEmail: null, telegram: null };

/**
 * The feedback contacts of this installation (GET /api/instance/contacts, no session needed; SPEC
 * §2 Footer): `{ feedbackEmail, telegram }`, the nickname without '@', null where none is
 * configured. Asked once per page load (they change only with the server's settings), and a
 * failure shows no toast: the footer and the legal pages then simply name no contact.
 * `contacts` is {@link NO_CONTACTS} until the answer arrives; `isLoading` says whether it has.
 */
export function useContacts(): { contacts: InstanceContacts; isLoading: boolean } {
  const response = useApiGet<InstanceContacts>(contactsKey, {
    onError: () => undefined,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  return { contacts: response.data ?? NO_CONTACTS, isLoading: response.isLoading };
}

/** `https://t.me/<nickname>` for a Telegram nickname, with or without '@'. */
export function telegramUrl(nickname: string): string {
  return `https://t.me/${nickname.replace(/^@/, '')}`;
}

/** `mailto:<address>` for an e-mail address. */
export function mailtoUrl(email: string): string {
  return `mailto:${email}`;
}
