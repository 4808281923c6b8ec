import { describe, expect, it } from 'vitest';
import { MAX_POINTS, REDISTRIBUTION_MESSAGE_MAX_LENGTH } from '@gratia/contracts';
import { parseWholeAmount, validateRedistribution } from './validateRedistribution.ts';

const ok = { recipientId: 2, amount: '40', message: '  На благодарности команде  ' };

describe('validateRedistribution (docs/decisions/0023)', () => {
  it('gives the body: whole points, the note trimmed', () => {
    expect(validateRedistribution(ok, 120)).toEqual({ body: { recipientId: 2, amount: 40, message: 'На благодарности команде' } });
    expect(validateRedistribution({ ...ok, amount: '120', message: '' }, 120)).toEqual({ body: { recipientId: 2, amount: 120, message: '' } });
  });
  it('needs a colleague and an amount', () => {
    expect(validateRedistribution({ recipientId: null, amount: '', message: '' }, 120)).toEqual({
      errors: { recipient: { key: 'common:validation.recipientRequired' }, amount: { key: 'common:validation.required' } },
    });
  });
  it('refuses amounts that are not whole, under 1, over the balance or the limit, saying which', () => {
    const amountError = (amount: string, available: number | null = 120) => {
      const result = validateRedistribution({ ...ok, amount }, available);
      return 'errors' in result ? result.errors.amount : undefined;
    };
    expect(amountError('2,5')).toEqual({ key: 'amountError.notWhole' });
    expect(amountError('0')).toEqual({ key: 'amountError.tooSmall', points: { min: 1 } });
    expect(amountError('121')).toEqual({ key: 'amountError.overBalance', points: { available: 120 } });
    expect(amountError('1', 0)).toEqual({ key: 'amountError.overBalance', points: { available: 0 } });
    // Balances hidden: only the server's limit is known.
    expect(amountError('5000', null)).toBeUndefined();
    expect(amountError(String(MAX_POINTS + 1), null)).toEqual({ key: 'amountError.overLimit', points: { max: MAX_POINTS } });
  });
  it('keeps the note within its length', () => {
    const result = validateRedistribution({ ...ok, message: 'я'.repeat(REDISTRIBUTION_MESSAGE_MAX_LENGTH + 1) }, 120);
    expect(result).toEqual({ errors: { message: { key: 'common:validation.tooLong', params: { max: REDISTRIBUTION_MESSAGE_MAX_LENGTH } } } });
  });
  it('reads amounts as people type them', () => {
    expect([parseWholeAmount(''), parseWholeAmount(' 40 '), parseWholeAmount('1 000'), parseWholeAmount('-3')]).toEqual([null, 40, 1000, -3]);
    expect(parseWholeAmount('1e3')).toBeNaN();
  });
});
