import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiResources } from '@gratia/ui';

/** The locales the toolbar offers; ru is the product default (SPEC §9). */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Hook point for the widget strings: `featureResources` of `@gratia/features`
 * (`{ ru: { <namespace>: {...} }, en: {...} }`) are added to the same instance. They are read
 * from the package's i18n module rather than its index, so the strings load without pulling
 * every widget into every story; the glob keeps Storybook starting if that file moves.
 */
type FeatureModule = { featureResources?: Resource };
const featureModules = import.meta.glob<FeatureModule>('../packages/features/src/i18n/resources.ts', { eager: true });

function featureResources(): Resource {
  for (const mod of Object.values(featureModules)) {
    if (mod.featureResources) return mod.featureResources;
  }
  return {};
}

const resources: Resource = {};
for (const lng of LOCALES) {
  resources[lng] = { ...featureResources()[lng], ui: uiResources[lng] };
}

/** The i18next instance every story renders with (the host app builds its own the same way). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: 'ru',
  fallbackLng: 'ru',
  defaultNS: 'ui',
  interpolation: { escapeValue: false },
  initAsync: false,
});
