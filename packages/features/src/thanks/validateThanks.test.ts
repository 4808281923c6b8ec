import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_THANKS, MAX_POINTS, MESSAGE_MAX_LENGTH } from '@gratia/contracts';
import { createI18n } from '../i18n/index.ts';
import { users } from '../testing/fixtures.ts';
import { validateThanks, type ThanksErrors, type ThanksFormValues } from './validateThanks.ts';

const valid: ThanksFormValues = { recipient: users[1]!, amount: 5, message: 'Спасибо!', valueId: 2, isAnonymous: false };
const limits = { available: 80, maxTransfer: 50 };

function messages(errors: ThanksErrors, lang: 'ru' | 'en') {
  const { t } = createI18n(lang);
  return Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, t(`common:${e.key}`, e.params ?? {})]));
}

describe('validateThanks', () => {
  it('returns the body for a valid form', () => {
    expect(validateThanks(valid, limits)).toEqual({
      body: { recipientId: 2, amount: 5, message: 'Спасибо!', valueId: 2, isAnonymous: false },
    });
  });

  it('requires recipient, amount and message, with translated messages', () => {
    const result = validateThanks({ recipient: null, amount: null, message: '   ', valueId: null, isAnonymous: false }, limits);
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

  it('checks the amount against the schema, the max transfer and the balance', () => {
    const zero = validateThanks({ ...valid, amount: 0 }, limits);
    expect('errors' in zero && messages(zero.errors, 'ru').amount).toBe('Сумма должна быть не меньше 1');
    const fraction = validateThanks({ ...valid, amount: 1.5 }, limits);
    expect('errors' in fraction && messages(fraction.errors, 'en').amount).toBe('Enter a whole number');
    const tooMuch = validateThanks({ ...valid, amount: 60 }, limits);
    expect('errors' in tooMuch && messages(tooMuch.errors, 'ru').amount).toBe('Не больше 50 за один раз');
    const poor = validateThanks({ ...valid, amount: 40 }, { available: 30, maxTransfer: null });
    expect('errors' in poor && messages(poor.errors, 'en').amount).toBe('Not enough points: 30 available');
  });

  it(`refuses more than ${MAX_POINTS} points in one thanks even without a max transfer or a known balance, like the server`, () => {
    const huge = validateThanks({ ...valid, amount: 2 ** 53 - 1 }, { available: null, maxTransfer: null });
    expect('errors' in huge && messages(huge.errors, 'en').amount).toBe(`At most ${MAX_POINTS} at a time`);
    expect('body' in validateThanks({ ...valid, amount: MAX_POINTS }, { available: null, maxTransfer: null })).toBe(true);
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
