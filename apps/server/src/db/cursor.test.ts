import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('cursors', () => {
  it('round-trip and reject garbage', () => {
    const d = new Date('2026-01-02T03:04:05.678Z');
    expect(decodeCursor(encodeCursor(d, 42))).toEqual({ createdAt: d, id: 42 });
    expect(() => decodeCursor('garbage')).toThrow();
  });
});
