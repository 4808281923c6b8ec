/**
 * i18n — i18next set-up (ru default, en; SPEC §1 Languages; one language per page in the browser,
 * docs/decisions/0030), every area's string catalogue, and formatting in the current language
 * (dates DD-MM-YYYY, numbers, bonus-name plurals; SPEC §9). Depends on no other area: the
 * catalogues are plain JSON files, read by `catalogues/{ru,en}.ts`.
 */
export {
  changeLanguage,
  createI18n,
  createPageI18n,
  isLanguage,
  LANG_COOKIE,
  LANG_STORAGE_KEY,
  LANGUAGES,
  storedLanguage,
  TIME_ZONE_COOKIE,
  writePreferenceCookie,
  type Language,
  type LoadStartupStrings,
} from './setup.ts';
export { featureNamespaces, type FeatureNamespace, type StartupStrings } from './namespaces.ts';
export { featureResources, resources } from './resources.ts';
// One language's start-up strings each (docs/decisions/0030): a page imports its own language's
// from a module of its own, loaded on demand, so the other language stays out of its bundle.
export { startupStringsRu } from './catalogues/ru.ts';
export { startupStringsEn } from './catalogues/en.ts';
export { registerAreaStrings, registeredAreaStrings, type AreaStrings } from './areaStrings.ts';
export { formatDate, formatDateTime, formatDay, formatDayRange, formatNumber, formatRelativeTime } from './format.ts';
export { currentNow, displayTimeZone, pinNow, setDisplayTimeZone, zonedParts } from './clock.ts';
