/**
 * Keyset cursors of the paged lists (feed, comments, history, admin transfers): opaque to the
 * client, base64url of `<created_at ISO>|<id>` of the last row of a page. Decoding is strict, so a
 * crafted cursor is a 400 before it reaches a query: the exact text `encodeCursor` writes, a
 * timestamp that survives a round trip (no extended years, no 2026-02-30) from MIN_YEAR on, an id 1 … 2^31 − 1.
 */
import { MAX_ID, MIN_YEAR } from '@gratia/contracts';
import { AppError } from '../http/errors.ts';

/** `YYYY-MM-DDTHH:mm:ss.sssZ|<id>`, as {@link encodeCursor} writes it. */
const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9][0-9]{0,9})$/;

/** The cursor after the row created at `createdAt` with id `id`. */
export function encodeCursor(createdAt: Date, id: number): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

const malformed = () =>
  new AppError('VALIDATION_ERROR', 'Malformed cursor', {
    details: { issues: [{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }] },
  });

/**
 * Parses a cursor written by {@link encodeCursor}; throws 400 VALIDATION_ERROR (issue
 * `validation.cursor` at `cursor` in the querystring) for anything else: another encoding of the
 * bytes, another text, a timestamp that does not read back as itself or is before MIN_YEAR (1900), an id outside 1 … 2^31 − 1.
 */
export function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.toString('base64url') !== cursor) throw malformed();
  const match = CURSOR_TEXT.exec(bytes.toString('utf8'));
  if (!match) throw malformed();
  const [, ts = '', digits = ''] = match;
  const createdAt = new Date(ts);
  const id = Number(digits);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== ts || createdAt.getUTCFullYear() < MIN_YEAR || id > MAX_ID) {
    throw malformed();
  }
  return { createdAt, id };
}
