import { z } from 'zod';

/** Database ids are positive integers, serialized as numbers. */
export const Id = z.coerce.number().int().positive();
/** ISO 8601 timestamp string (UTC). */
export const Timestamp = z.string().meta({ format: 'date-time' });
/** Calendar date `YYYY-MM-DD` (UI shows DD-MM-YYYY, SPEC §9). */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Whole points (SPEC §1 bonus points). Never fractional. */
export const Points = z.number().int().nonnegative();

/** Cursor page of items, newest first. `nextCursor` is null on the last page. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** Query of a cursor-paged list. `limit` defaults to 20, max 100. */
export const PageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
