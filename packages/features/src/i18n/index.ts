/**
 * i18n — i18next set-up (ru default, en; SPEC §1 Languages), every area's string catalogue, and
 * formatting in the current language (dates DD-MM-YYYY, numbers, bonus-name plurals; SPEC §9).
 * Depends on no other area: the catalogues are plain JSON files, read by `resources.ts`.
 */
export { changeLanguage, createI18n, isLanguage, LANG_COOKIE, LANG_STORAGE_KEY, LANGUAGES, storedLanguage, TIME_ZONE_COOKIE, writePreferenceCookie, type Language } from './setup.ts';
export { featureNamespaces, featureResources, resources, type FeatureNamespace } from './resources.ts';
export { registerAreaStrings, registeredAreaStrings, type AreaStrings } from './areaStrings.ts';
export { formatDate, formatDateTime, formatDay, formatDayRange, formatNumber, formatRelativeTime } from './format.ts';
export { currentNow, displayTimeZone, pinNow, setDisplayTimeZone, zonedParts } from './clock.ts';
