import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { attachAreaStrings } from './areaStrings.ts';
import { featureNamespaces, type StartupStrings } from './namespaces.ts';
import { resources } from './resources.ts';

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

/** i18next options every instance of the product shares (languages, namespaces, plurals, no escaping). */
function baseOptions(lng: Language) {
  return {
    lng,
    fallbackLng: 'ru',
    supportedLngs: [...LANGUAGES],
    ns: [...featureNamespaces, 'ui'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  } as const;
}

/**
 * A new i18next instance with every feature namespace and @gratia/ui's `ui` namespace, ru and en,
 * initialised synchronously; the areas' own catalogues join it as their widgets load
 * (areaStrings.ts). `lng` defaults to {@link storedLanguage}. Plurals use i18next's
 * `_one/_few/_many/_other` suffixes (Intl.PluralRules). For what switches language synchronously:
 * the server's renderer, tests and stories; a page in the browser uses {@link createPageI18n}.
 */
export function createI18n(lng: Language = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions(lng), resources });
  attachAreaStrings(instance);
  return instance;
}

/** Loads one language's start-up strings (a dynamic import of that language's catalogue module). */
export type LoadStartupStrings = (lng: Language) => Promise<StartupStrings>;

/**
 * How each one-language instance loads the start-up strings of another language, by the
 * instance's resource store: the same object whether the instance is reached directly or through
 * the wrapper react-i18next's `useTranslation` hands out.
 */
const loaders = new WeakMap<object, LoadStartupStrings>();
/** The language last asked of each instance (by its store): a switch overtaken while it loaded gives way. */
const lastAsked = new WeakMap<object, Language>();

/**
 * A new i18next instance holding the start-up strings of `lng` only (docs/decisions/0030): the
 * browser's, whose page shows one language. `strings` are that language's (already loaded, so the
 * instance is ready at once and the first render matches the server's HTML); `load` fetches
 * another language's when {@link changeLanguage} switches to it. The areas' catalogues join it in
 * both languages as their widgets load (areaStrings.ts).
 */
export function createPageI18n(lng: Language, strings: StartupStrings, load: LoadStartupStrings): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions(lng), resources: { [lng]: strings } });
  loaders.set(instance.store, load);
  attachAreaStrings(instance);
  return instance;
}

/**
 * Gives `instance` the start-up strings of `lng` if it lacks them (an instance of
 * {@link createPageI18n}); resolves once they are in, rejects when they could not be loaded (the
 * instance is unchanged, and a later call tries again).
 */
async function ensureStartupStrings(instance: i18n, lng: Language): Promise<void> {
  if (instance.hasResourceBundle(lng, 'common')) return;
  const load = loaders.get(instance.store);
  if (!load) return;
  const strings = await load(lng);
  for (const [ns, bundle] of Object.entries(strings)) instance.addResourceBundle(lng, ns, bundle, true, false);
}

/**
 * Switches the language, keeps it in local storage under `lang`, writes the `lang` cookie and sets
 * `<html lang>`. The language's start-up strings are loaded first when the instance lacks them
 * (decision 0030), so the page never shows keys; rejects, without switching, when they cannot be
 * loaded. A switch asked for while this one loaded wins: this one then changes nothing. Resolves
 * to true when it switched, false when it gave way.
 */
export async function changeLanguage(instance: i18n, lng: Language): Promise<boolean> {
  lastAsked.set(instance.store, lng);
  await ensureStartupStrings(instance, lng);
  if (lastAsked.get(instance.store) !== lng) return false;
  await instance.changeLanguage(lng);
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lng);
  } catch {
    /* storage may be unavailable (private mode); the switch still applies */
  }
  writePreferenceCookie(LANG_COOKIE, lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return true;
}
