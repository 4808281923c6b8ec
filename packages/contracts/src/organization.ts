import { z } from 'zod';
import { Id, IsoDate, PointsTotal, SafeText } from './common.ts';

/**
 * The organization's brand colours as the API returns them (SPEC §3 Colour keys). Keys may be missing
 * or malformed; `@gratia/tokens` merges them over defaults, so the schema is deliberately loose.
 */
export const ColorsJson = z.record(z.string(), z.unknown());

/** Longest name of a community, characters. */
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

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
