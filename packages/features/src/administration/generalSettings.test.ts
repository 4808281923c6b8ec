import { describe, expect, it } from 'vitest';
import { MAX_LIFETIME_SECONDS } from '@gratia/contracts';
import { generalSettings } from './fixtures.ts';
import { changesOf, durationParts, isDirty, readValues, valuesOf, wholeNumberOf, withBonusForm } from './generalSettings.ts';

describe('general settings form rules', () => {
  it('reads the saved settings back unchanged: nothing to send', () => {
    const read = readValues(valuesOf(generalSettings));
    expect('body' in read && changesOf(read.body, generalSettings)).toEqual({});
    expect(isDirty(valuesOf(generalSettings), generalSettings)).toBe(false);
  });

  it('sends only what changed, trimmed; an empty max transfer is no limit', () => {
    const values = { ...valuesOf(generalSettings), name: '  Ромашка Плюс ', maxTransfer: '', hideMarket: true };
    const read = readValues(values);
    expect('body' in read && changesOf(read.body, generalSettings)).toEqual({ name: 'Ромашка Плюс', maxTransfer: null, hideMarket: true });
  });

  it('sends the whole bonus name when one form changes', () => {
    const read = readValues(withBonusForm(valuesOf(generalSettings), 'bonusName.ru.few', 'звезды'));
    expect('body' in read && changesOf(read.body, generalSettings)).toEqual({ bonusName: { ...generalSettings.bonusName, ru: { ...generalSettings.bonusName.ru, few: 'звезды' } } });
  });

  it('refuses with the contract’s messages, by field path', () => {
    const values = withBonusForm({ ...valuesOf(generalSettings), name: ' ', messageLifetime: '-5', botCommandLifetime: '', transactionCancelTime: '1,5', maxTransfer: '0' }, 'bonusName.en.other', '');
    const read = readValues(values);
    expect('issues' in read && read.issues).toMatchObject({
      name: { message: 'validation.required' },
      'bonusName.en.other': { message: 'validation.required' },
      maxTransfer: { message: 'validation.amountMin' },
      transactionCancelTime: { message: 'validation.integer' },
      botCommandLifetime: { message: 'validation.required' },
      messageLifetime: { message: 'validation.tooSmall', minimum: 0 },
    });
    const tooLong = readValues({ ...valuesOf(generalSettings), messageLifetime: String(MAX_LIFETIME_SECONDS + 1) });
    expect('issues' in tooLong && tooLong.issues.messageLifetime).toMatchObject({ message: 'validation.tooBig', maximum: MAX_LIFETIME_SECONDS });
  });

  it('takes whole numbers as people type them', () => {
    expect([wholeNumberOf(' '), wholeNumberOf('86 400'), wholeNumberOf('+5'), wholeNumberOf('-5')]).toEqual([null, 86_400, 5, -5]);
    expect(wholeNumberOf('1.5')).toBeNaN();
    expect(isDirty({ ...valuesOf(generalSettings), messageLifetime: '86 400' }, generalSettings)).toBe(false);
  });

  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(durationParts(300)).toEqual([{ unit: 'minutes', count: 5 }]);
    expect(durationParts(90_061)).toEqual([
      { unit: 'days', count: 1 },
      { unit: 'hours', count: 1 },
      { unit: 'minutes', count: 1 },
      { unit: 'seconds', count: 1 },
    ]);
    expect(durationParts(0)).toEqual([]);
  });
});
