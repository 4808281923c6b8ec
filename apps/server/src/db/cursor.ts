/**
 * Keyset cursors of the paged lists (feed, comments, history, admin transfers): opaque to the
 * client, base64url of `<created_at ISO>|<id>` of the last row of a page.
 */
import { AppError } from '../http/errors.ts';

/** The cursor after the row created at `createdAt` with id `id`. */
export function encodeCursor(createdAt: Date, id: number): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** Parses a cursor; throws 400 VALIDATION_ERROR (issue `validation.cursor` at `cursor` in the querystring) when malformed. */
export function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [ts, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(ts ?? '');
  const n = Number(id);
  if (rest.length > 0 || Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(n) || n <= 0) {
    throw new AppError('VALIDATION_ERROR', 'Malformed cursor', {
      details: { issues: [{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }] },
    });
  }
  return { createdAt, id: n };
}
