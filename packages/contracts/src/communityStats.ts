/**
 * The community's statistics since the project start (SPEC §2 Main page "statistics since the
 * project start"), in a file of its own: only the main page reads it.
 */
import { z } from 'zod';
import { Id, IsoDate, PointsTotal } from './common.ts';

/** A count of things: a whole number ≥ 0. */
const Count = z.number().int().nonnegative();

/**
 * GET /api/organization/stats — every member of the current organization (403 FORBIDDEN without
 * one). Counted over completed thanks between members (canceled, declined and still waiting ones do
 * not count): `thanksSent` thanks (additions to a thanks are not thanks of their own), `pointsMoved`
 * points they carried, additions included, `peopleThanked` distinct recipients, `topValue` the
 * company value most thanks named (ties: the older value; null when no thanks named one), and
 * `since` the first day of the community's first period (null before any period).
 */
export const CommunityStats = z
  .object({
    since: IsoDate.nullable(),
    thanksSent: Count,
    pointsMoved: PointsTotal,
    peopleThanked: Count,
    topValue: z.object({ id: Id, name: z.string(), thanks: Count }).nullable(),
  })
  .meta({ id: 'CommunityStats' });
export type CommunityStats = z.infer<typeof CommunityStats>;
