import { API_PREFIX, routePaths } from '@gratia/contracts';
import type { ApiError } from '../api/index.ts';
import { signInSearch } from '../shared/index.ts';

/** Where a failed call happened: the API path (with query) and the page the user is on. */
export interface FailureContext {
  /** API path of the call, e.g. `/api/challenges/12/contenders?x=1`. */
  apiPath: string;
  /** Page location: pathname and search (`?…`). */
  page: { pathname: string; search: string };
}

const stripQuery = (path: string) => path.split('?')[0] ?? path;

/**
 * SPEC §8: a 401 or 403 answer sends the user to /login keeping the page's query (plus `next`, the
 * page to open again after sign-in: `signInSearch`) — except on the
 * public market page (/market/{id}/offers), the market pages (/market, /market_orders and the market
 * administration's /admin_market_goods and /admin_market_purchases, which show their own access
 * state) and global admin (/global_admin…) pages, for the change-organization verify call, on challenge pages with an id query
 * (/challenge/{id}?uuid=… or ?id=…), and for challenge-contenders calls (…/contenders).
 * Returns the /login target (`/login?…`) or null when the rule does not apply.
 */
export function loginRedirectFor(error: Pick<ApiError, 'status'>, ctx: FailureContext): string | null {
  if (error.status !== 401 && error.status !== 403) return null;
  const api = stripQuery(ctx.apiPath);
  const { pathname, search } = ctx.page;
  if (/^\/(admin_)?market(_[a-z]+)?(\/|$)/.test(pathname)) return null;
  if (/^\/global_admin(\/|$)/.test(pathname)) return null;
  if (api === API_PREFIX + routePaths.changeOrganizationVerify.path) return null;
  if (/^\/challenge\/[^/]+/.test(pathname)) {
    const query = new URLSearchParams(search);
    if (query.has('uuid') || query.has('id')) return null;
  }
  if (/^\/api\/challenges?\/.*contenders/.test(api)) return null;
  if (pathname === '/login') return null;
  return `/login${signInSearch(pathname, search)}`;
}

/**
 * SPEC §8 challenge rules (they apply once challenge calls exist): a 404 on a challenge call whose
 * path does not end with `invites` shows 'Челлендж не найден' ('Challenge not found') instead of the
 * generic message; a failed request for a single challenge by numeric id (the contracts'
 * `/api/challenges/one?id={digits}`, or a path `/api/challenges/{digits}`) sends the user to
 * /challenges?my=true. The template calls (`/api/challenges/templates…`, `/api/challenges/template-categories…`)
 * are not challenge calls in this sense: their 404s keep their own messages (docs/decisions/0044).
 * On a share link's page (`page` = `/challenge/{id}?uuid=…`) that redirect goes to the challenge's
 * public page instead ({@link publicChallengeRedirect}; docs/decisions/0043: a member of another
 * community holding the link).
 */
export function challengeFailureRule(error: Pick<ApiError, 'status'>, apiPath: string, page?: FailureContext['page']): { messageKey?: 'challengeNotFound'; redirectTo?: string } {
  const api = stripQuery(apiPath);
  if (!/^\/api\/challenges?(\/|$)/.test(api)) return {};
  if (/^\/api\/challenges\/template(s|-categories)(\/|$)/.test(api)) return {};
  const rule: { messageKey?: 'challengeNotFound'; redirectTo?: string } = {};
  if (error.status === 404 && !api.endsWith('invites')) rule.messageKey = 'challengeNotFound';
  const byId = /^\/api\/challenges?\/\d+$/.test(api) || (api === '/api/challenges/one' && /[?&]id=\d+(&|$)/.test(apiPath));
  if (byId) rule.redirectTo = (page && publicChallengeRedirect(page.pathname, page.search)) ?? '/challenges?my=true';
  return rule;
}

/**
 * The public page of a challenge's share link (SPEC §2 'challenge' layout: "/challenge/{id}; without
 * a uuid query it switches to the main layout"; §8 exception "challenge pages with an id query";
 * docs/decisions/0043 'the public page'): for the page `/challenge/{digits}` with a non-empty `uuid`
 * query, `/challenge/{id}/public?uuid={uuid}` (other query parameters are left behind); null for any
 * other page. Where a visitor goes who cannot open the normal detail page: signed out
 * (`RequireAuth`) or signed in to another community ({@link challengeFailureRule}).
 */
export function publicChallengeRedirect(pathname: string, search: string): string | null {
  const match = /^\/challenge\/(\d+)\/?$/.exec(pathname);
  if (!match) return null;
  const uuid = new URLSearchParams(search).get('uuid');
  if (!uuid) return null;
  return `/challenge/${match[1]}/public?${new URLSearchParams({ uuid }).toString()}`;
}
