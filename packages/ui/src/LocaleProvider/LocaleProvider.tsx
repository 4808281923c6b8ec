import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** BCP 47 locale react-aria uses for each product language (SPEC §1, §9: ru default, en). */
export const ARIA_LOCALES = { ru: 'ru-RU', en: 'en-US' } as const;

export interface LocaleProviderProps {
  /** Product language, 'ru' or 'en'; anything else falls back to ru. */
  language: string;
  children: ReactNode;
}

/**
 * Sets the locale of react-aria behaviour for its subtree: number grouping in NumberField,
 * date formats, calendar week start and the strings react-aria announces. The host passes its
 * i18next language so primitives follow the language switcher, not the browser.
 */
export function LocaleProvider({ language, children }: LocaleProviderProps) {
  const locale = language === 'en' ? ARIA_LOCALES.en : ARIA_LOCALES.ru;
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
