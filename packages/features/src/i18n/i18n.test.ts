import { describe, expect, it } from 'vitest';
import { registerAreaStrings, registeredAreaStrings } from './areaStrings.ts';
import { featureResources } from './resources.ts';
import { createI18n } from './setup.ts';
import { formatDate } from './format.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const base = (list: string[]) => new Set(list.map((k) => k.replace(PLURAL, '')));

// Every area catalogue that registers itself (docs/decisions/0022), as its widgets would.
import.meta.glob('../*/strings.ts', { eager: true });
const catalogues: Record<'ru' | 'en', Record<string, unknown>> = {
  ru: { ...featureResources.ru, ...Object.fromEntries([...registeredAreaStrings()].map(([ns, s]) => [ns, s.ru])) },
  en: { ...featureResources.en, ...Object.fromEntries([...registeredAreaStrings()].map(([ns, s]) => [ns, s.en])) },
};
const namespaces = Object.keys(catalogues.ru);

describe('i18n resources', () => {
  it('finds the areas that register their own catalogues', () => {
    expect(registeredAreaStrings().size).toBeGreaterThanOrEqual(3);
    expect(namespaces).toEqual(expect.arrayContaining(['people', 'profile', 'birthdays', 'feed']));
  });

  it('gives an instance made before an area loads that area’s strings', () => {
    const instance = createI18n('en');
    registerAreaStrings('lateArea', { ru: { hello: 'Привет' }, en: { hello: 'Hello' } });
    expect(instance.t('lateArea:hello')).toBe('Hello');
    expect(createI18n('ru').t('lateArea:hello')).toBe('Привет');
  });

  it.each(namespaces)('namespace %s has the same keys in ru and en', (ns) => {
    const ru = base(keys(catalogues.ru[ns]));
    const en = base(keys(catalogues.en[ns]));
    expect([...ru].filter((k) => !en.has(k)), 'missing in en').toEqual([]);
    expect([...en].filter((k) => !ru.has(k)), 'missing in ru').toEqual([]);
  });

  it('has no empty strings', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const ns of namespaces) {
        for (const k of keys(catalogues[lang][ns])) {
          const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], catalogues[lang][ns]);
          expect(typeof value === 'string' && value.trim().length > 0, `${lang}:${ns}:${k}`).toBe(true);
        }
      }
    }
  });

  it('declines points in Russian (one/few/many) and English (one/other)', () => {
    const ru = createI18n('ru');
    expect([1, 2, 5, 21, 22, 25, 11].map((count) => ru.t('common:points', { count }))).toEqual([
      '1 балл',
      '2 балла',
      '5 баллов',
      '21 балл',
      '22 балла',
      '25 баллов',
      '11 баллов',
    ]);
    const en = createI18n('en');
    expect(en.t('common:points', { count: 1 })).toBe('1 point');
    expect(en.t('common:points', { count: 7 })).toBe('7 points');
  });

  it.each([
    ['people', ['1 человек', '2 человека', '5 человек', '21 человек', '11 человек'], ['1 person', '2 people']],
    ['participants', ['1 участник', '2 участника', '5 участников', '21 участник', '11 участников'], ['1 participant', '2 participants']],
    ['answers', ['1 ответ', '2 ответа', '5 ответов', '21 ответ', '11 ответов'], ['1 answer', '2 answers']],
    ['questions', ['1 вопрос', '2 вопроса', '5 вопросов', '21 вопрос', '11 вопросов'], ['1 question', '2 questions']],
  ])('declines %s (SPEC §9 plural rules)', (key, ruForms, enForms) => {
    const ru = createI18n('ru');
    expect([1, 2, 5, 21, 11].map((count) => ru.t(`common:${key}`, { count }))).toEqual(ruForms);
    const en = createI18n('en');
    expect([1, 2].map((count) => en.t(`common:${key}`, { count }))).toEqual(enForms);
  });

  it('formats dates DD-MM-YYYY', () => {
    expect(formatDate('2025-11-30')).toBe('30-11-2025');
  });
});
