import ru from './ru.json';
import en from './en.json';

/** The i18next namespace every ui primitive reads its own strings from. */
export const UI_NAMESPACE = 'ui';

/**
 * The few strings the primitives own (Yes/Cancel, Close, Loading…, Retry, field counters …),
 * as `{ ru: {...}, en: {...} }` for the host's i18next namespace `ui`:
 *
 * ```ts
 * i18n.addResourceBundle('ru', 'ui', uiResources.ru);
 * // or: resources: { ru: { ui: uiResources.ru }, en: { ui: uiResources.en } }
 * ```
 * ru is the default language (SPEC §9); both files carry the same keys.
 */
export const uiResources = { ru, en } as const;

/** The shape of one language's ui strings. */
export type UiStrings = typeof ru;
