import { uiResources } from '@gratia/ui';
import commonRu from './ru.json';
import commonEn from './en.json';
import authRu from '../auth/i18n/ru.json';
import authEn from '../auth/i18n/en.json';
import balanceRu from '../balance/i18n/ru.json';
import balanceEn from '../balance/i18n/en.json';
import valuesRu from '../values/i18n/ru.json';
import valuesEn from '../values/i18n/en.json';
import thanksRu from '../thanks/i18n/ru.json';
import thanksEn from '../thanks/i18n/en.json';
import feedRu from '../feed/i18n/ru.json';
import feedEn from '../feed/i18n/en.json';
import shellRu from '../shell/i18n/ru.json';
import shellEn from '../shell/i18n/en.json';
import historyRu from '../history/i18n/ru.json';
import historyEn from '../history/i18n/en.json';
import onboardingRu from '../onboarding/i18n/ru.json';
import onboardingEn from '../onboarding/i18n/en.json';
import legalRu from '../legal/i18n/ru.json';
import legalEn from '../legal/i18n/en.json';
import notificationsRu from '../notifications/i18n/ru.json';
import notificationsEn from '../notifications/i18n/en.json';

/**
 * The namespaces of @gratia/features, one per area (`common` holds errors, validation, plurals).
 * Each area's catalogue is `<area>/i18n/{ru,en}.json`; this registry reads those JSON files (and
 * nothing else of the areas), so loading the strings never pulls in a widget.
 */
export const featureNamespaces = ['common', 'auth', 'balance', 'values', 'thanks', 'feed', 'shell', 'history', 'onboarding', 'legal', 'notifications'] as const;
/** One of {@link featureNamespaces}. */
export type FeatureNamespace = (typeof featureNamespaces)[number];

/** All feature strings by language and namespace (without the ui namespace). */
export const featureResources = {
  ru: { common: commonRu, auth: authRu, balance: balanceRu, values: valuesRu, thanks: thanksRu, feed: feedRu, shell: shellRu, history: historyRu, onboarding: onboardingRu, legal: legalRu, notifications: notificationsRu },
  en: { common: commonEn, auth: authEn, balance: balanceEn, values: valuesEn, thanks: thanksEn, feed: feedEn, shell: shellEn, history: historyEn, onboarding: onboardingEn, legal: legalEn, notifications: notificationsEn },
} as const;

/** Feature strings plus @gratia/ui's `ui` namespace, ready for i18next `resources`. */
export const resources = {
  ru: { ...featureResources.ru, ui: uiResources.ru },
  en: { ...featureResources.en, ui: uiResources.en },
};
