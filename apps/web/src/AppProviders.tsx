import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiProvider } from '@gratia/features';
import { LocaleProvider, ToastProvider } from '@gratia/ui';

/** Keeps react-aria's locale (number and date formats) in step with the chosen language. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <LocaleProvider language={current.language}>{children}</LocaleProvider>;
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  i18n: I18n;
  /**
   * swr settings under the product's own (ApiProvider): the answers a server-rendered page was
   * rendered with (`fallback`, by API path) and, on the server, the cache that records which
   * paths the page read (entry-server.tsx).
   */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/**
 * Everything a screen of the app needs above the router, the same in the browser (main.tsx) and
 * on the server (entry-server.tsx): i18next, react-aria's locale, toasts, and the API with swr.
 */
export function AppProviders({ i18n, swr, children }: AppProvidersProps) {
  const tree = (
    <I18nextProvider i18n={i18n}>
      <AriaLocale>
        <ToastProvider>
          <ApiProvider>{children}</ApiProvider>
        </ToastProvider>
      </AriaLocale>
    </I18nextProvider>
  );
  return swr ? <SWRConfig value={swr}>{tree}</SWRConfig> : tree;
}
