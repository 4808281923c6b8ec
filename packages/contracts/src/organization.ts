import { z } from 'zod';
import { Id, IsoDate, PointsTotal, SafeText } from './common.ts';

/**
 * The organization's brand colours as the API returns them (SPEC §3 Colour keys). Keys may be missing
 * or malformed; `@gratia/tokens` merges them over defaults, so the schema is deliberately loose.
 */
export const ColorsJson = z.record(z.string(), z.unknown());

/** Max characters of one form of the organization's bonus name. */
export const BONUS_NAME_MAX_LENGTH = 50;

/** Plural forms the bonus name needs in each language (CLDR categories of whole numbers). */
export const BONUS_NAME_PLURALS = { ru: ['one', 'few', 'many'], en: ['one', 'other'] } as const;

/**
 * What points are called in a community, in each language with its plural forms (SPEC §3
 * Organization settings "bonus name", §9 plural rules for points): ru one/few/many ('балл', 'балла',
 * 'баллов' — 1, 3, 5 points), en one/other ('point', 'points'). Read with {@link bonusNameFor}.
 */
export const BonusName = z
  .object({
    ru: z.object({ one: z.string(), few: z.string(), many: z.string() }),
    en: z.object({ one: z.string(), other: z.string() }),
  })
  .meta({ id: 'BonusName' });
export type BonusName = z.infer<typeof BonusName>;

const BonusNameForm = SafeText(BONUS_NAME_MAX_LENGTH);
/**
 * A bonus name as an admin sets it: every form, each 1 … {@link BONUS_NAME_MAX_LENGTH} characters
 * after trimming (`validation.required`, `validation.tooLong`).
 */
export const BonusNameInput = z.object({
  ru: z.object({ one: BonusNameForm, few: BonusNameForm, many: BonusNameForm }),
  en: z.object({ one: BonusNameForm, other: BonusNameForm }),
});

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
  const category = new Intl.PluralRules(language === 'ru' ? 'ru' : 'en').select(count);
  if (language === 'ru') return category === 'one' ? name.ru.one : category === 'few' ? name.ru.few : name.ru.many;
  return category === 'one' ? name.en.one : name.en.other;
}

/** `count` points written with the bonus name, grouped as the language does: '1 250 баллов', '1,250 points'. */
export function pointsWithBonusName(name: BonusName, count: number, language: string): string {
  const lng = language === 'ru' ? 'ru' : 'en';
  return `${new Intl.NumberFormat(lng).format(count)} ${bonusNameFor(name, count, lng)}`;
}

/** GET /api/organization/settings — SPEC §3 Organization settings of the caller's organization. */
export const OrganizationSettings = z
  .object({
    id: Id,
    name: z.string(),
    /** Header logo URL, fits 166×35 (SPEC §5). */
    photo2: z.string().nullable(),
    colorsJson: ColorsJson,
    /** What points are called in this community, per language with plural forms. */
    bonusName: BonusName,
    /** Max points in one thanks; null means only the balance limits it. */
    maxTransfer: PointsTotal.nullable(),
    /** Seconds a thanks stays cancellable by its sender. */
    transactionCancelTime: z.number().int().nonnegative(),
    hideBalances: z.boolean(),
    anonymityAllowed: z.boolean(),
    marketsExist: z.boolean(),
    isActivePeriod: z.boolean(),
    period: z.object({ startDate: IsoDate, endDate: IsoDate }).nullable(),
  })
  .meta({ id: 'OrganizationSettings' });
export type OrganizationSettings = z.infer<typeof OrganizationSettings>;

/** A company value (SPEC §1 Thanks: a company value). */
export const CompanyValue = z
  .object({ id: Id, name: z.string(), description: z.string() })
  .meta({ id: 'CompanyValue' });
export type CompanyValue = z.infer<typeof CompanyValue>;
/** GET /api/values */
export const CompanyValuesResponse = z.object({ items: z.array(CompanyValue) });
export type CompanyValuesResponse = z.infer<typeof CompanyValuesResponse>;
