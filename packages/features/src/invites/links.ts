/**
 * What the invite screens compute (docs/decisions/0032), without React: the page an invite link
 * opens and the sign-in it leads to, the expiry a chosen last day means and the day an expiry shows,
 * and the number of uses an admin typed.
 */
import { currentNow, zonedParts } from '../i18n/index.ts';

/** The page an invite link opens (SPEC §2 /community/invite; auth layout). */
export const INVITE_PATH = '/community/invite';
/** The query parameter of the link's token, on {@link INVITE_PATH} and on /login (DOMAIN §6.6). */
export const INVITE_PARAM = 'invite';
/** The admins' screen of the community's links (main layout; /community/invite without a token leads there). */
export const INVITE_LINKS_PATH = '/community/invites';

/** The address to send: `<origin>/community/invite?invite=<token>` (the browser's origin unless given). */
export function inviteLinkUrl(token: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}${INVITE_PATH}?${INVITE_PARAM}=${encodeURIComponent(token)}`;
}

/** The sign-in that carries the token: `/login?invite=<token>`. */
export function inviteSignInPath(token: string): string {
  return `/login?${INVITE_PARAM}=${encodeURIComponent(token)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = ({ year, month, day }: { year: number; month: number; day: number }) => `${year}-${pad(month)}-${pad(day)}`;

/** Today as `YYYY-MM-DD` in the display time zone (the earliest last day a new link may have). */
export function todayIso(now: number = currentNow()): string {
  return isoDay(zonedParts(new Date(now)));
}

/**
 * The expiry of a link whose last day is `day` (`YYYY-MM-DD`): the start of the next day in this
 * browser's time zone, as an ISO instant — the link works through the whole day the admin chose.
 */
export function expiryAfterDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + 1).toISOString();
}

/** The last day a link with expiry `expiresAt` works (`YYYY-MM-DD` in the display time zone): the day of the moment before it. */
export function lastDayOf(expiresAt: string): string {
  return isoDay(zonedParts(new Date(Date.parse(expiresAt) - 1)));
}

/** The day of a moment (`YYYY-MM-DD` in the display time zone). */
export function dayOf(iso: string): string {
  return isoDay(zonedParts(new Date(iso)));
}

/**
 * The number of uses typed in the dialog: empty → null (no limit); whole digits (spaces forgiven)
 * → the number; anything else → 'invalid' (the dialog says the range, 1 … contracts `MAX_INVITE_USES`).
 * Range checks are the contract's.
 */
export function readMaxUses(text: string): number | null | 'invalid' {
  const digits = text.replace(/\s/g, '');
  if (digits === '') return null;
  return /^\d{1,6}$/.test(digits) ? Number(digits) : 'invalid';
}
