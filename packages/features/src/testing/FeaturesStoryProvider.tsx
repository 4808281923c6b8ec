import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@gratia/ui';
import { createApiClient, type UploadTransport } from '../api/index.ts';
import { ApiProvider } from '../errors/index.ts';
import { createI18n, isLanguage, type Language } from '../i18n/index.ts';
import { pinFixtureClock } from './clock.ts';
import { mockFetch, type MockHandler } from './mockFetch.ts';

/** Options of {@link FeaturesStoryProvider} (stories put them in `parameters.features`). */
export interface FeaturesStoryOptions {
  /** Mock API: `{ 'GET /api/balance': data | reply(…) | pending | (req) => … }`. */
  handlers?: Record<string, MockHandler>;
  /** Language of the story; defaults to the `locale` global, else ru. */
  lang?: Language;
  /** Initial router path (MemoryRouter). */
  route?: string;
  /** Delay of every mock answer (ms). */
  delayMs?: number;
  /** Render a toast region (default true; Storybook's preview already has one). */
  toasts?: boolean;
  /** Transport of uploads (a fake that reports progress); without it every upload fails as NETWORK. */
  upload?: UploadTransport;
}

/** The upload transport of a story that gives none: never the network. */
const noUploads: UploadTransport = () => Promise.reject(new TypeError('This story has no upload transport'));

/**
 * Everything a widget needs, with no network: i18next (feature + ui namespaces), ToastProvider,
 * a MemoryRouter, a fresh swr cache and the real API client over a mock `fetch` (and a fake
 * upload transport when `upload` is given), with the clock starting at the fixtures' "now".
 */
export function FeaturesStoryProvider({ handlers = {}, lang = 'ru', route = '/main', delayMs, toasts = true, upload = noUploads, children }: FeaturesStoryOptions & { children: ReactNode }) {
  // The story starts at the fixtures' "now" (testing/clock.ts): pinned during the first render,
  // before anything below renders a relative time, and again by the effect (a remount included),
  // whose cleanup puts the real clock back.
  useState(pinFixtureClock);
  useEffect(() => pinFixtureClock(), []);
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const client = useMemo(
    () =>
      createApiClient({
        // The profile's saved language is the story's own unless a story says otherwise: the
        // layouts apply it 500 ms after mount (SPEC §7), which would otherwise flip an English
        // story back to Russian at a random moment.
        fetch: mockFetch({ 'GET /api/profile/settings': { details: { language: lang, emailOnThanks: true } }, ...handlers }, { delayMs }),
        readCookie: () => 'story-csrf-token',
        pageUrl: () => `http://localhost${route}`,
        upload,
      }),
    [handlers, delayMs, route, lang, upload],
  );
  const content = (
    <MemoryRouter initialEntries={[route]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    </MemoryRouter>
  );
  return <I18nextProvider i18n={i18n}>{toasts ? <ToastProvider>{content}</ToastProvider> : content}</I18nextProvider>;
}

/** Reads the language of a story: `parameters.features.lang`, else the `locale` global, else ru. */
export function storyLanguage(parameters: { features?: FeaturesStoryOptions }, globals: Record<string, unknown>): Language {
  const fromParams = parameters.features?.lang;
  if (fromParams) return fromParams;
  const locale = globals.locale;
  return isLanguage(locale) ? locale : 'ru';
}
