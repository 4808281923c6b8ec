import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_THANKS, MAX_POINTS, MESSAGE_MAX_LENGTH } from '@gratia/contracts';
import { createI18n } from '../i18n/index.ts';
import { users } from '../testing/fixtures.ts';
import { fieldErrorText, parseAmount, validateAmount, validateThanks, type ThanksErrors, type ThanksFormValues, type ThanksLimits } from './validateThanks.ts';

const valid: ThanksFormValues = { recipient: users[1]!, amount: '5', message: 'Спасибо!', valueId: 2, isAnonymous: false };
const limits = { available: 80, maxTransfer: 50 };

/** The errors' texts as the form shows them, points formatted as with no bonus name ('5 баллов'). */
function messages(errors: ThanksErrors, lang: 'ru' | 'en') {
  const { t } = createI18n(lang);
  const points = (count: number) => t('common:points', { count });
  return Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, fieldErrorText(e, t, points)]));
}

/** The amount field's message for `text` under `limits`, or null when the amount is accepted. */
function amountMessage(text: string, limits: ThanksLimits, lang: 'ru' | 'en' = 'ru') {
  const error = validateAmount(text, limits);
  return error ? messages({ amount: error }, lang).amount : null;
}

describe('validateThanks', () => {
  it('returns the body for a valid form', () => {
    expect(validateThanks(valid, limits)).toEqual({
      body: { recipientId: 2, amount: 5, message: 'Спасибо!', valueId: 2, isAnonymous: false },
    });
  });

  it('requires recipient, amount and message, with translated messages', () => {
    const result = validateThanks({ recipient: null, amount: '', message: '   ', valueId: null, isAnonymous: false }, limits);
    expect('errors' in result).toBe(true);
    if (!('errors' in result)) return;
    expect(messages(result.errors, 'ru')).toEqual({
      recipient: 'Выберите получателя',
      amount: 'Это поле обязательно',
      message: 'Это поле обязательно',
    });
    expect(messages(result.errors, 'en')).toEqual({
      recipient: 'Choose a recipient',
      amount: 'This field is required',
      message: 'This field is required',
    });
  });

  it('parses only what is a whole number, keeping the sign and never rounding', () => {
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('25')).toBe(25);
    expect(parseAmount(' 007 ')).toBe(7);
    expect(parseAmount('-5')).toBe(-5);
    expect(parseAmount('1 000')).toBe(1000);
    expect(parseAmount('1\u00a0000')).toBe(1000);
    for (const text of ['2,5', '2.5', '1e3', '5 баллов', '0x10', '1 00', '1,000', '½', '٥', 'Infinity']) {
      expect(parseAmount(text), text).toBeNaN();
    }
  });

  it('refuses what is not a whole number instead of rewriting it: "2,5", "2.5" and "1e3"', () => {
    for (const text of ['2,5', '2.5', '1e3']) {
      expect(amountMessage(text, limits), text).toBe('Только целое число, например 5');
      expect(amountMessage(text, limits, 'en'), text).toBe('Whole numbers only, e.g. 5');
      expect(validateThanks({ ...valid, amount: text }, limits)).not.toHaveProperty('body');
    }
  });

  it('refuses "-5" and "0" as below the minimum of 1 point', () => {
    expect(amountMessage('-5', limits)).toBe('Минимум — 1 балл');
    expect(amountMessage('0', limits, 'en')).toBe('The minimum is 1 point');
    expect(amountMessage('1', limits)).toBeNull();
  });

  it('refuses an amount over the max transfer or the balance, naming the limit and its value', () => {
    const org = { available: 80, maxTransfer: 100 };
    // 250 is over both: the smaller limit, the balance, is the one to meet.
    expect(amountMessage('250', org)).toBe('Больше, чем у вас есть: для распределения осталось 80 баллов');
    expect(amountMessage('250', org, 'en')).toBe('More than you have: 80 points left to give');
    expect(amountMessage('80', org)).toBeNull();
    const rich = { available: 500, maxTransfer: 100 };
    expect(amountMessage('250', rich)).toBe('Лимит организации — 100 баллов за одну благодарность');
    expect(amountMessage('250', rich, 'en')).toBe("Your organization's limit is 100 points per thanks");
    expect(amountMessage('100', rich)).toBeNull();
    // Equal limits: the organization's is named.
    expect(amountMessage('51', { available: 50, maxTransfer: 50 }, 'en')).toBe("Your organization's limit is 50 points per thanks");
    // A hidden balance and no max transfer: only the limit of one thanks.
    expect(amountMessage('250', { available: null, maxTransfer: null })).toBeNull();
    const result = validateThanks({ ...valid, amount: '250' }, org);
    expect('errors' in result && messages(result.errors, 'ru')).toEqual({ amount: 'Больше, чем у вас есть: для распределения осталось 80 баллов' });
  });

  it(`refuses more than ${MAX_POINTS} points in one thanks even without a max transfer or a known balance, like the server`, () => {
    const huge = validateThanks({ ...valid, amount: String(2 ** 53 - 1) }, { available: null, maxTransfer: null });
    expect('errors' in huge && messages(huge.errors, 'en').amount).toBe('The limit is 1000000 points per thanks');
    expect('errors' in huge && messages(huge.errors, 'ru').amount).toBe('Предел — 1000000 баллов за одну благодарность');
    expect(validateThanks({ ...valid, amount: String(MAX_POINTS) }, { available: null, maxTransfer: null })).toMatchObject({ body: { amount: MAX_POINTS } });
  });

  it('refuses a NUL character in the message, like the server', () => {
    const nul = validateThanks({ ...valid, message: 'Спасибо\u0000' }, limits);
    expect('errors' in nul && messages(nul.errors, 'ru').message).toBe('Текст содержит недопустимый символ');
  });

  it('limits the message length', () => {
    const long = validateThanks({ ...valid, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, limits);
    expect('errors' in long && messages(long.errors, 'ru').message).toBe(`Не больше ${MESSAGE_MAX_LENGTH} символов`);
  });

  it('sends photoIds in order and the stickerId when the form carries them, at most MAX_PHOTOS_PER_THANKS photos', () => {
    const ids = ['5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a02', '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a01'];
    expect(validateThanks({ ...valid, photoIds: ids, stickerId: 3 }, limits)).toEqual({
      body: { recipientId: 2, amount: 5, message: 'Спасибо!', valueId: 2, isAnonymous: false, photoIds: ids, stickerId: 3 },
    });
    const six = Array.from({ length: MAX_PHOTOS_PER_THANKS + 1 }, (_, i) => `5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a1${i}`);
    const tooMany = validateThanks({ ...valid, photoIds: six }, limits);
    expect('errors' in tooMany && messages(tooMany.errors, 'ru').photos).toBe(`Не больше ${MAX_PHOTOS_PER_THANKS} фото`);
    expect('errors' in tooMany && messages(tooMany.errors, 'en').photos).toBe(`At most ${MAX_PHOTOS_PER_THANKS} photos`);
  });
});
