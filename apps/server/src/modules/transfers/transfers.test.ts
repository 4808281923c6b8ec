import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CreateTransferBody, RequestCodeBody, VerifyCodeBody } from '@gratia/contracts';
import { AppError } from '../../http/errors.ts';
import { checkTransferRules, requestHash } from './service.ts';

const org = { anonymityAllowed: true, maxTransfer: 50 };
const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'other';
  }
};

describe('checkTransferRules', () => {
  it('accepts a valid thanks', () => {
    expect(codeOf(() => checkTransferRules({ recipientId: 2, amount: 50, isAnonymous: true }, 1, org))).toBeNull();
  });
  it('refuses self transfers, anonymity where not allowed and amounts above max', () => {
    expect(codeOf(() => checkTransferRules({ recipientId: 1, amount: 1, isAnonymous: false }, 1, org))).toBe('SELF_TRANSFER');
    expect(codeOf(() => checkTransferRules({ recipientId: 2, amount: 1, isAnonymous: true }, 1, { ...org, anonymityAllowed: false }))).toBe('ANONYMITY_NOT_ALLOWED');
    expect(codeOf(() => checkTransferRules({ recipientId: 2, amount: 51, isAnonymous: false }, 1, org))).toBe('MAX_TRANSFER_EXCEEDED');
    expect(codeOf(() => checkTransferRules({ recipientId: 2, amount: 10_000, isAnonymous: false }, 1, { ...org, maxTransfer: null }))).toBeNull();
  });
  it('hashes requests canonically', () => {
    const base = { recipientId: 2, amount: 5, message: 'hi', valueId: null, isAnonymous: false };
    expect(requestHash(base)).toBe(requestHash({ ...base }));
    expect(requestHash(base)).not.toBe(requestHash({ ...base, amount: 6 }));
  });
  it('hashes photos in order and the sticker; without them the hash is the one from before photos existed', () => {
    const base = { recipientId: 2, amount: 5, message: 'hi', valueId: null, isAnonymous: false };
    const p = ['5f0c7a52-3f38-4a57-9d55-1c1b0b7e8a01', '5f0c7a52-3f38-4a57-9d55-1c1b0b7e8a02'];
    // Keys stored before photos existed still match a retry of the same request.
    const legacy = createHash('sha256').update(JSON.stringify([2, 5, 'hi', null, false])).digest('hex');
    expect(requestHash({ ...base, photoIds: [], stickerId: null })).toBe(legacy);
    expect(requestHash(base)).toBe(legacy);
    expect(requestHash({ ...base, photoIds: p })).not.toBe(requestHash(base));
    expect(requestHash({ ...base, photoIds: p })).not.toBe(requestHash({ ...base, photoIds: [p[1]!, p[0]!] }));
    expect(requestHash({ ...base, photoIds: p })).toBe(requestHash({ ...base, photoIds: p.map((x) => x.toUpperCase()) }));
    expect(requestHash({ ...base, stickerId: 3 })).not.toBe(requestHash({ ...base, stickerId: 4 }));
  });
});

describe('contract schemas', () => {
  it('CreateTransferBody reports i18n keys and applies defaults', () => {
    const bad = CreateTransferBody.safeParse({ recipientId: 1, amount: 0, message: ' ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['validation.amountMin', 'validation.required']));
    // JSON ids are numbers: a string id is refused, not coerced.
    expect(CreateTransferBody.safeParse({ recipientId: '3', amount: 2, message: 'ok' }).error?.issues[0]?.message).toBe('validation.id');
    expect(CreateTransferBody.parse({ recipientId: 3, amount: 2, message: ' ok ' })).toEqual({
      recipientId: 3,
      amount: 2,
      message: 'ok',
      valueId: null,
      isAnonymous: false,
      photoIds: [],
      stickerId: null,
    });
    expect(CreateTransferBody.safeParse({ recipientId: 1, amount: 1.5, message: 'x' }).error?.issues[0]?.message).toBe('validation.amountInteger');
  });
  it('codes are six digits and logins are required', () => {
    expect(VerifyCodeBody.safeParse({ login: 'a@b.c', code: '12345' }).success).toBe(false);
    expect(VerifyCodeBody.safeParse({ login: 'a@b.c', code: '123456' }).success).toBe(true);
    expect(RequestCodeBody.safeParse({ login: '  ' }).error?.issues[0]?.message).toBe('validation.required');
  });
});
