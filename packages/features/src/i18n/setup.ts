import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { attachAreaStrings } from './areaStrings.ts';
import { featureNamespaces, resources } from './resources.ts';

/** Languages of the product (SPEC §1): ru is the default, en the second. */
export const LANGUAGES = ['ru', 'en'] as const;
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];
/** Local-storage key of the chosen language (SPEC §1). */
export const LANG_STORAGE_KEY = 'lang';
/**
 * Cookie that tells the server the chosen language, so a page rendered on the server is in it
 * (same value as local storage; one year, the whole site, first-party only).
 */
export const LANG_COOKIE = 'lang';
/** Cookie that tells the server the browser's IANA time zone, for dates in a server-rendered page (i18n clock). */
export const TIME_ZONE_COOKIE = 'tz';

/** Writes a first-party cookie for a year (outside a browser it does nothing). */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** True for 'ru' and 'en'. */
export function isLanguage(value: unknown): value is Language {
  return value === 'ru' || value === 'en';
}

/** The language kept in local storage under `lang`, else 'ru'. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLanguage(value) ? value : 'ru';
  } catch {
    return 'ru';
  }
}

/**
 * A new i18next instance with every feature namespace and @gratia/ui's `ui` namespace, ru and en,
 * initialised synchronously; the areas' own catalogues join it as their widgets load (areaStrings.ts). `lng` defaults to {@link storedLanguage}. Plurals use i18next's
 * `_one/_few/_many/_other` suffixes (Intl.PluralRules).
 */
export function createI18n(lng: Language = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'ru',
    supportedLngs: [...LANGUAGES],
    ns: [...featureNamespaces, 'ui'],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  attachAreaStrings(instance);
  return instance;
}

/** Switches the language, keeps it in local storage under `lang` and sets `<html lang>`. */
export async function changeLanguage(instance: i18n, lng: Language): Promise<void> {
  await instance.changeLanguage(lng);
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lng);
  } catch {
    /* storage may be unavailable (private mode); the switch still applies */
  }
  writePreferenceCookie(LANG_COOKIE, lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
