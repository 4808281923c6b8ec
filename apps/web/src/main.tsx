import '@gratia/tokens/fonts';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import {
  changeLanguage,
  createPageI18n,
  LANG_COOKIE,
  LANG_STORAGE_KEY,
  pinNow,
  preloadSession,
  readCookie,
  setDisplayTimeZone,
  storedLanguage,
  TIME_ZONE_COOKIE,
  writePreferenceCookie,
} from '@gratia/features';
import { AppProviders } from './AppProviders.tsx';
import { loadCatalogue } from './i18n/catalogue.ts';
import { setPendingPathSource } from './lazyScreen.ts';
import { authScreens, legalScreens, routes } from './routes.tsx';
import { keepServerAnswers, ssrCache } from './ssr/cache.ts';
import { readSsrData } from './ssr/data.ts';

// The server renders dates in the browser's time zone when it knows it (docs/decisions/0018).
const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (browserTimeZone) writePreferenceCookie(TIME_ZONE_COOKIE, browserTimeZone);

const ssr = readSsrData();
/** True until the page the server rendered has hydrated (the root's first effect). */
let hydrating = Boolean(ssr);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * After the first render: the real clock again, and one language choice on this device — the
 * `lang` cookie the page was rendered by, with local storage following it; without the cookie,
 * the language in local storage, switched to if the page was rendered in another one.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = false;
    // A marker that the page now handles input (browser tests wait for it instead of guessing).
    document.documentElement.dataset.hydrated = 'true';
    pinNow(undefined);
    setDisplayTimeZone(undefined);
    if (!ssr) return;
    const stored = storedLanguage();
    if (readCookie(LANG_COOKIE) === null) {
      // Rendered without a language cookie (the first page since this device chose one): the
      // device's choice applies, and the cookie is written for the next page.
      // (Its strings load first; if they cannot, the page stays in the language it was rendered in.)
      if (stored !== ssr.language) changeLanguage(i18n, stored).catch(() => undefined);
      else writePreferenceCookie(LANG_COOKIE, stored);
    } else if (stored !== ssr.language) {
      // The cookie is the device's choice; local storage follows it.
      try {
        localStorage.setItem(LANG_STORAGE_KEY, ssr.language);
      } catch {
        /* storage may be unavailable (private mode) */
      }
    }
  }, []);
  return children;
}

// A page the server rendered hydrates in the language, time zone and instant it was rendered in.
// Only that language's strings load (docs/decisions/0030): the server preloaded their chunk with
// the page's modules, so this waits for no request; a switch loads the other language first.
const language = ssr?.language ?? storedLanguage();
const strings = loadCatalogue(language);
if (ssr) {
  setDisplayTimeZone(ssr.timeZone);
  pinNow(ssr.now);
} else if (!matchRoutes([...authScreens, ...legalScreens], window.location.pathname)) {
  // A page that needs the session asks for it now, while its screen's code still downloads.
  preloadSession();
}
const i18n = createPageI18n(language, await strings, loadCatalogue);
document.documentElement.lang = i18n.language;

if (ssr) {
  // The route's modules load before the router starts (the page's head preloaded their chunks), so
  // the first render is the server's markup rather than the router's fallback.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
if (ssr) {
  // A task boundary: the router and hydration start in a task of their own, not at the end of
  // the entry's evaluation (docs/decisions/0019).
  await new Promise((resolve) => setTimeout(resolve, 0));
}
const router = createBrowserRouter(routes, ssr ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : undefined);
setPendingPathSource(() => {
  const next = router.state.navigation.location;
  return next ? `${next.pathname}${next.search}` : null;
});

const app = (
  <StrictMode>
    <AppProviders i18n={i18n} swr={ssr ? { provider: () => ssrCache(ssr.fallback), use: [keepServerAnswers(new Set(Object.keys(ssr.fallback)), () => hydrating)] } : undefined}>
      <AfterHydration>
        <RouterProvider router={router} />
      </AfterHydration>
    </AppProviders>
  </StrictMode>
);

if (ssr) {
  // Hydration yields to the browser between components, so no long task blocks input.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
