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

/**
 * The ui strings of one language, each its own binding: a host that loads one language per page
 * (docs/decisions/0030) imports only that one, and the other stays out of its bundle.
 */
export { ru as uiStringsRu, en as uiStringsEn };

/** The shape of one language's ui strings. */
export type UiStrings = typeof ru;
