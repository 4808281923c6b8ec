import { z } from 'zod';
import { Id, IsoDate, PointsTotal } from './common.ts';

/**
 * The organization's brand colours as the API returns them (SPEC §3 Colour keys). Keys may be missing
 * or malformed; `@gratia/tokens` merges them over defaults, so the schema is deliberately loose.
 */
export const ColorsJson = z.record(z.string(), z.unknown());

/** GET /api/organization/settings — SPEC §3 Organization settings of the caller's organization. */
export const OrganizationSettings = z
  .object({
    id: Id,
    name: z.string(),
    /** Header logo URL, fits 166×35 (SPEC §5). */
    photo2: z.string().nullable(),
    colorsJson: ColorsJson,
    /** What points are called in this community, e.g. 'спасибо'. */
    bonusName: z.string(),
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
