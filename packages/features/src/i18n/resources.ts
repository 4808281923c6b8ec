import { featureStringsEn, startupStringsEn } from './catalogues/en.ts';
import { featureStringsRu, startupStringsRu } from './catalogues/ru.ts';
import type { FeatureNamespace, StartupStrings } from './namespaces.ts';

/**
 * All feature strings by language and namespace (without the ui namespace), both languages. Each
 * area's catalogue is `<area>/i18n/{ru,en}.json`; `catalogues/{ru,en}.ts` read those JSON files
 * (and nothing else of the areas), one language each, so loading the strings never pulls in a
 * widget, and a page can load only its own language (docs/decisions/0030).
 */
export const featureResources = {
  ru: featureStringsRu,
  en: featureStringsEn,
} as const satisfies Record<'ru' | 'en', Record<FeatureNamespace, unknown>>;

/**
 * Feature strings plus @gratia/ui's `ui` namespace in both languages, ready for i18next
 * `resources`: for what switches language synchronously (the server's renderer, tests, stories).
 * A page in the browser loads one language instead (`catalogues/`, decision 0030).
 */
export const resources = {
  ru: startupStringsRu,
  en: startupStringsEn,
} satisfies Record<'ru' | 'en', StartupStrings>;
