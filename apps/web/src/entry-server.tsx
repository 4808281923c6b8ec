/**
 * Server rendering of the app (docs/decisions/0018): the server (apps/server `plugins/spa.ts`)
 * imports the build of this module and calls {@link render} for each page it serves. The page is
 * rendered with the route table of the browser, in the member's language and time zone, with the
 * API answers its widgets read — fetched in-process by the server, with the request's cookies —
 * so the first paint is the finished screen, before any JavaScript has loaded; the browser then
 * hydrates it (main.tsx) with the same data.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n, pinNow, preloadLazyParts, setDisplayTimeZone, type Language } from '@gratia/features';
import { orgThemeInlineVars } from '@gratia/tokens';
import { AppProviders } from './AppProviders.tsx';
import { CATALOGUE_MODULES } from './i18n/catalogue.ts';
import { routes, type ScreenHandle } from './routes.tsx';
import { serializeSsrData, type SsrData } from './ssr/data.ts';
import { loaded, ssrCache, type SsrCacheEntry } from './ssr/cache.ts';

/** What the server knows of the request. */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/feed?filter=mine`. */
  url: string;
  /** The member's language (the `lang` cookie), 'ru' when unknown. */
  language: Language;
  /** The browser's IANA time zone (the `tz` cookie), null when unknown: dates are then the server's. */
  timeZone: string | null;
  /**
   * GETs an API path (`/api/…`) in-process with the request's cookies: the JSON body of a 200
   * answer, undefined for any other answer (the browser asks again and handles it).
   */
  fetchJson: (path: string) => Promise<unknown>;
}

/** A rendered page. */
export interface RenderResult {
  /** Markup of the app, for `<div id="root">`. */
  html: string;
  /** {@link SsrData} serialized for a `<script type="application/json">` (safe inside it). */
  data: string;
  /**
   * Source modules the page hydrates with beyond the entry (build manifest keys): its routes'
   * modules and its language's start-up strings (docs/decisions/0030); their chunks are preloaded
   * with the page's modules, their styles go into the page's head.
   */
  modules: string[];
  /** The organization's colours as CSS variables for `<html style>`; empty when the page has no organization. */
  themeVars: Record<string, string>;
}

/** Most render passes: each fetches what the previous one found its widgets reading (the session, then what depends on it). */
const MAX_PASSES = 4;

/** swr keys a server render fetches: API paths, and the first page of a paged list (`$inf$<path>`). */
function apiPathOf(key: string): string | null {
  const path = key.startsWith('$inf$') ? key.slice('$inf$'.length) : key;
  return path.startsWith('/api/') ? path : null;
}

const handler = createStaticHandler(routes);

/**
 * The API paths the last render of each page (path and query) read, fetched at once before the
 * next render of that page starts: a page then renders in one or two passes instead of three. A
 * path that the next member's render does not read is fetched for nothing but never sent (only
 * what a render reads is). At most {@link MAX_REMEMBERED_PAGES} pages, the oldest forgotten first.
 */
const readBefore = new Map<string, string[]>();
const MAX_REMEMBERED_PAGES = 500;

/**
 * Renders the page at `request.url`. Returns null when the router answers with a redirect or the
 * page is not the app's. The first pass shows which API paths the widgets read; they are fetched
 * and the page is rendered again, until nothing new is read or {@link MAX_PASSES} is reached.
 * Anything still missing renders as its loading state and loads in the browser.
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const context = await handler.query(new Request(new URL(request.url, 'http://gratia.local')));
  if (context instanceof Response) return null;
  // Parts the page's screens split off (`lazyPart`) render in this pass, not as unfinished boundaries.
  await preloadLazyParts();
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(request.language);
  const now = Date.now();
  // Without the browser's zone (its first visit) the page shows the server's, and hydrates in it.
  const timeZone = request.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const entries = new Map<string, SsrCacheEntry>();
  const tried = new Set<string>();
  let html = '';
  let read = new Set<string>();
  /** Fetches `keys` in-process, each once, into `entries`. */
  const fetchAll = (keys: Iterable<string>) =>
    Promise.all(
      [...keys].map(async (key) => {
        const path = apiPathOf(key);
        if (!path || entries.has(key) || tried.has(key)) return;
        tried.add(key);
        const body = await request.fetchJson(path);
        if (body === undefined) return;
        // A paged list keeps its pages under `$inf$<first page path>`, each page also under its own path.
        if (key.startsWith('$inf$')) {
          entries.set(key, loaded([body]));
          entries.set(path, loaded(body));
        } else entries.set(key, loaded(body));
      }),
    );
  await fetchAll(readBefore.get(request.url) ?? []);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    read = new Set<string>();
    setDisplayTimeZone(timeZone);
    pinNow(now);
    try {
      html = renderToString(
        <AppProviders i18n={i18n} swr={{ provider: () => ssrCache(entries, read) }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );
    } finally {
      setDisplayTimeZone(undefined);
      pinNow(undefined);
    }
    const missing = [...read].filter((key) => !entries.has(key) && !tried.has(key) && apiPathOf(key));
    if (missing.length === 0) break;
    await fetchAll(missing);
  }
  readBefore.delete(request.url);
  readBefore.set(request.url, [...read].filter((key) => apiPathOf(key)));
  if (readBefore.size > MAX_REMEMBERED_PAGES) readBefore.delete(readBefore.keys().next().value as string);
  // Only what the final render read goes to the browser.
  for (const key of [...entries.keys()]) {
    const pageOf = [...read].some((r) => r === key || (r.startsWith('$inf$') && r.slice('$inf$'.length) === key));
    if (!pageOf) entries.delete(key);
  }
  const settings = [...entries.entries()].find(([key]) => key.startsWith('/api/organization/settings'))?.[1].data as { colorsJson?: unknown } | undefined;
  const data: SsrData = {
    language: request.language,
    timeZone,
    now,
    fallback: Object.fromEntries([...entries].map(([key, entry]) => [key, entry.data])),
  };
  const routeModules = context.matches.map((m) => (m.route.handle as ScreenHandle | undefined)?.module).filter((m): m is string => Boolean(m));
  // The strings of the page's language only: the browser hydrates with them (main.tsx).
  const modules = [CATALOGUE_MODULES[request.language], ...routeModules];
  return { html, data: serializeSsrData(data), modules, themeVars: settings ? orgThemeInlineVars(settings.colorsJson) : {} };
}
