/**
 * Where sign-in sends a member afterwards (SPEC §8: an unauthenticated deep link goes to /login
 * keeping its query; the member lands on the page they asked for). The guard puts the page in the
 * `next` query parameter; only a path of this app is followed, so a crafted link cannot send a
 * member to another site after signing in.
 */

/** The query parameter that carries the page to open after sign-in. */
export const NEXT_PARAM = 'next';

/** Where a member goes when no valid `next` is given. */
export const DEFAULT_AFTER_SIGN_IN = '/main';

/** Paths that never make sense after signing in (the sign-in pages themselves). */
const SIGN_IN_PATHS = new Set(['/', '/login']);

/** True when `value` holds a C0 control character (a browser drops them from URLs, so `/\t/host` reads as `//host`). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20) return true;
  return false;
}

/**
 * `value` when it is a path of this app (starts with one `/`, no scheme, no backslash, no control
 * characters, not a sign-in page); otherwise {@link DEFAULT_AFTER_SIGN_IN}.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(value, 'http://app.invalid');
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== 'http://app.invalid' || SIGN_IN_PATHS.has(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The query of the sign-in page for a member who opened `pathname` + `search` signed out: the
 * page's own query (kept, SPEC §8) plus `next` — unless the page is the default one.
 */
export function signInSearch(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEXT_PARAM);
  const target = `${pathname}${search}`;
  if (safeNextPath(target) !== DEFAULT_AFTER_SIGN_IN) params.set(NEXT_PARAM, target);
  const query = params.toString();
  return query ? `?${query}` : '';
}
