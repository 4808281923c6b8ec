import { describe, expect, it } from 'vitest';
import { MAX_POINTS } from '@gratia/contracts';
import { parseThreshold } from './approvalThreshold.ts';

describe('parseThreshold (docs/decisions/0023)', () => {
  it('reads empty as off and a whole number of points as the threshold', () => {
    expect(parseThreshold('')).toEqual({ value: null });
    expect(parseThreshold('   ')).toEqual({ value: null });
    expect(parseThreshold('50')).toEqual({ value: 50 });
    expect(parseThreshold(' 1 000 ')).toEqual({ value: 1000 });
    expect(parseThreshold(String(MAX_POINTS))).toEqual({ value: MAX_POINTS });
  });
  it('refuses what is not a whole number from 1 to MAX_POINTS', () => {
    expect(parseThreshold('12,5')).toEqual({ error: 'notWhole' });
    expect(parseThreshold('50 баллов')).toEqual({ error: 'notWhole' });
    expect(parseThreshold('0')).toEqual({ error: 'tooSmall' });
    expect(parseThreshold('-3')).toEqual({ error: 'tooSmall' });
    expect(parseThreshold(String(MAX_POINTS + 1))).toEqual({ error: 'tooBig' });
  });
});
