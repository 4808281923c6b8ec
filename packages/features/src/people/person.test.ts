import { describe, expect, it } from 'vitest';
import { positionLine } from './person.ts';

describe('positionLine', () => {
  it('joins the job title and the division, leaving out what is missing', () => {
    expect(positionLine({ jobTitle: 'Продуктовый дизайнер', division: { id: 3, name: 'Продукт и дизайн' } })).toBe('Продуктовый дизайнер · Продукт и дизайн');
    expect(positionLine({ jobTitle: 'Бухгалтер', division: null })).toBe('Бухгалтер');
    expect(positionLine({ jobTitle: null, division: { id: 6, name: 'HR' } })).toBe('HR');
    expect(positionLine({ jobTitle: null, division: null })).toBe('');
    expect(positionLine({ jobTitle: '', division: { id: 6, name: '' } })).toBe('');
  });
});
