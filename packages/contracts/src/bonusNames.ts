/* Writing points with the community's bonus name (docs/decisions/0015), without zod: every screen that shows points needs it at start-up. */
import type { BonusName } from './organization.ts';

/** Plural rules and number formats of ru and en, made once (building an Intl object costs more than using it). */
const pluralRules = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };
const numberFormats = { ru: new Intl.NumberFormat('ru'), en: new Intl.NumberFormat('en') };

/** The bonus name of a new community: 'спасибо' in ru (it does not decline), 'thank-you(s)' in en. */
export const DEFAULT_BONUS_NAME: BonusName = {
  ru: { one: 'спасибо', few: 'спасибо', many: 'спасибо' },
  en: { one: 'thank-you', other: 'thank-yous' },
};

/**
 * The form of `name` for `count` points in `language` ('ru' or 'en'; any other reads as en), by
 * Intl.PluralRules: 1 → one, 2–4 → few, 5–20 → many in ru; 1 → one, else other in en.
 */
export function bonusNameFor(name: BonusName, count: number, language: string): string {
  const category = pluralRules[language === 'ru' ? 'ru' : 'en'].select(count);
  if (language === 'ru') return category === 'one' ? name.ru.one : category === 'few' ? name.ru.few : name.ru.many;
  return category === 'one' ? name.en.one : name.en.other;
}

/** `count` points written with the bonus name, grouped as the language does: '1 250 баллов', '1,250 points'. */
export function pointsWithBonusName(name: BonusName, count: number, language: string): string {
  const lng = language === 'ru' ? 'ru' : 'en';
  return `${numberFormats[lng].format(count)} ${bonusNameFor(name, count, lng)}`;
}

