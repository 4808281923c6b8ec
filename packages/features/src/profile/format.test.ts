import { describe, expect, it } from 'vitest';
import { birthDateOf, formatBirthday, formatPercent, parseProfileId, profileName, telegramHref, telHref } from './format.ts';

describe('profile formatting', () => {
  it('writes a birthday with its year, or without a hidden one', () => {
    expect(formatBirthday({ day: 3, month: 11, year: 1990 }, 'en')).toBe('November 3, 1990');
    expect(formatBirthday({ day: 3, month: 11, year: null }, 'en')).toBe('November 3');
    expect(formatBirthday({ day: 29, month: 2, year: null }, 'ru')).toBe('29 февраля');
  });

  it('turns the own birthday into the date input value', () => {
    expect(birthDateOf({ day: 3, month: 1, year: 1990 })).toBe('1990-01-03');
    expect(birthDateOf({ day: 3, month: 1, year: null })).toBeNull();
    expect(birthDateOf(null)).toBeNull();
  });

  it('writes the involvement index as a percentage', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('names the person by the shown parts', () => {
    expect(profileName({ firstName: 'Анна', middleName: 'Сергеевна', surname: 'Петрова' })).toBe('Анна Сергеевна Петрова');
    expect(profileName({ firstName: null, middleName: null, surname: 'Петрова' })).toBe('Петрова');
    expect(profileName({ firstName: null, middleName: null, surname: null })).toBe('');
  });

  it('links phones and Telegram', () => {
    expect(telHref('+7 (912) 345-67-89')).toBe('tel:+79123456789');
    expect(telegramHref('@anna_p')).toBe('https://t.me/anna_p');
  });

  it('reads a profile id from the route', () => {
    expect(parseProfileId('12')).toBe(12);
    expect(parseProfileId(7)).toBe(7);
    for (const bad of ['abc', '0', '-1', '1.5', '', undefined, '99999999999999999999']) expect(parseProfileId(bad)).toBeNull();
  });
});
