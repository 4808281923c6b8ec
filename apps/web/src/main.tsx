import '@gratia/tokens/fonts';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ApiProvider, createI18n, preloadSession } from '@gratia/features';
import { LocaleProvider, ToastProvider } from '@gratia/ui';
import { setPendingPathSource } from './lazyScreen.ts';
import { authScreens, legalScreens, routes } from './routes.tsx';

// A page that needs the session asks for it now, while its screen's code still downloads.
if (!matchRoutes([...authScreens, ...legalScreens], window.location.pathname)) preloadSession();

const i18n = createI18n();
document.documentElement.lang = i18n.language;
const router = createBrowserRouter(routes);
setPendingPathSource(() => {
  const next = router.state.navigation.location;
  return next ? `${next.pathname}${next.search}` : null;
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Keeps react-aria's locale (number and date formats) in step with the chosen language. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <LocaleProvider language={current.language}>{children}</LocaleProvider>;
}

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AriaLocale>
        <ToastProvider>
          <ApiProvider>
            <RouterProvider router={router} />
          </ApiProvider>
        </ToastProvider>
      </AriaLocale>
    </I18nextProvider>
  </StrictMode>,
);
