/**
 * The namespaces of @gratia/features' start-up strings, one per area (`common` holds errors,
 * validation, plurals). Kept apart from the catalogues themselves (`catalogues/{ru,en}.ts`), so
 * the i18next set-up can name them without importing either language (docs/decisions/0030).
 */
export const featureNamespaces = ['common', 'auth', 'balance', 'values', 'thanks', 'feed', 'shell', 'history', 'legal', 'notifications'] as const;
/** One of {@link featureNamespaces}. */
export type FeatureNamespace = (typeof featureNamespaces)[number];

/**
 * One language's start-up strings: every feature namespace and @gratia/ui's `ui`, each a nested
 * object of strings (the JSON catalogues), ready for i18next `resources[language]`.
 */
export type StartupStrings = Record<FeatureNamespace | 'ui', Record<string, unknown>>;
