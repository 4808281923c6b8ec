import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('cursors', () => {
  it('round-trip and reject garbage', () => {
    const d = new Date('2026-01-02T03:04:05.678Z');
    expect(decodeCursor(encodeCursor(d, 42))).toEqual({ createdAt: d, id: 42 });
    expect(() => decodeCursor('garbage')).toThrow();
  });

  it.each([
    ['a year JavaScript reads but PostgreSQL does not', b64('+275760-09-13T00:00:00.000Z|1')],
    ['year 0, which PostgreSQL does not have', b64('0000-01-01T00:00:00.000Z|1')],
    ['a negative extended year', b64('-271821-04-20T00:00:00.000Z|1')],
    ['an id beyond int4', b64('2026-01-01T00:00:00.000Z|2147483648')],
    ['a safe integer id beyond int4', b64('2026-01-01T00:00:00.000Z|9007199254740991')],
    ['id 0', b64('2026-01-01T00:00:00.000Z|0')],
    ['an id with a sign', b64('2026-01-01T00:00:00.000Z|+7')],
    ['an id in hex', b64('2026-01-01T00:00:00.000Z|0x10')],
    ['an impossible day', b64('2026-02-30T00:00:00.000Z|1')],
    ['a date JavaScript completes (no time)', b64('2026-01-01|1')],
    ['a bare number as the date', b64('1|1')],
    ['a NUL in the date', b64('2026-01-01T00:00:00.000Z\u0000|1')],
    ['a third field', b64('2026-01-01T00:00:00.000Z|1|2')],
    ['a non-canonical encoding of a good cursor', `${encodeCursor(new Date('2026-01-01T00:00:00.000Z'), 1)}=`],
  ])('reject %s as a 400 naming the cursor', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR', details: { issues: [{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }] } }),
    );
  });
});
