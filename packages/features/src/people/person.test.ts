import { describe, expect, it } from 'vitest';
import { fullName, handle, positionLine } from './person.ts';

describe('positionLine', () => {
  it('joins the job title and the division, leaving out what is missing', () => {
    expect(positionLine({ jobTitle: 'Продуктовый дизайнер', division: { id: 3, name: 'Продукт и дизайн' } })).toBe('Продуктовый дизайнер · Продукт и дизайн');
    expect(positionLine({ jobTitle: 'Бухгалтер', division: null })).toBe('Бухгалтер');
    expect(positionLine({ jobTitle: null, division: { id: 6, name: 'HR' } })).toBe('HR');
    expect(positionLine({ jobTitle: null, division: null })).toBe('');
    expect(positionLine({ jobTitle: '', division: { id: 6, name: '' } })).toBe('');
  });
});

describe('fullName', () => {
  const person = { firstName: 'Анна', surname: 'Петрова', nickname: 'anna', tgName: 'anna_p' };
  it('is the first name and the surname', () => {
    expect(fullName(person)).toBe('Анна Петрова');
  });
  it('leaves out a hidden part (empty in lists, null on a profile)', () => {
    expect(fullName({ ...person, firstName: '' })).toBe('Петрова');
    expect(fullName({ ...person, surname: null })).toBe('Анна');
  });
  it('falls back to the nickname, then the Telegram nickname, when both name parts are hidden', () => {
    expect(fullName({ ...person, firstName: '', surname: '' })).toBe('anna');
    expect(fullName({ ...person, firstName: null, surname: null, nickname: null })).toBe('@anna_p');
    expect(fullName({ ...person, firstName: ' ', surname: '', nickname: '' })).toBe('@anna_p');
    expect(fullName({ firstName: '', surname: '', nickname: null, tgName: null })).toBe('');
  });
});

describe('handle', () => {
  it('is the nickname, else the Telegram nickname', () => {
    expect(handle({ nickname: 'anna', tgName: 'anna_p' })).toBe('@anna');
    expect(handle({ nickname: null, tgName: 'anna_p' })).toBe('@anna_p');
    expect(handle({ nickname: '', tgName: 'anna_p' })).toBe('@anna_p');
    expect(handle({ nickname: null, tgName: null })).toBe('');
  });
});
