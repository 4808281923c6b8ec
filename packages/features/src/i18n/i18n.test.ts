import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { registerAreaStrings, registeredAreaStrings } from './areaStrings.ts';
import { changeLanguage, createI18n, createPageI18n, type LoadStartupStrings } from './setup.ts';
import { featureResources, resources } from './resources.ts';
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

  describe('an instance of one language (docs/decisions/0030)', () => {
    it('holds only its language until a switch has loaded the other', async () => {
      const asked: string[] = [];
      const load: LoadStartupStrings = async (lng) => {
        asked.push(lng);
        return resources[lng];
      };
      const instance = createPageI18n('en', resources.en, load);
      expect(instance.t('common:points', { count: 2 })).toBe('2 points');
      expect(instance.hasResourceBundle('ru', 'common')).toBe(false);
      expect(instance.hasResourceBundle('ru', 'ui')).toBe(false);
      // The areas' catalogues keep both languages (decision 0022).
      expect(instance.hasResourceBundle('ru', 'people')).toBe(true);
      const seen: string[] = [];
      instance.on('languageChanged', (lng: string) => seen.push(`${lng}: ${instance.t('common:points', { count: 2 })}`));
      await changeLanguage(instance, 'ru');
      expect(asked).toEqual(['ru']);
      // Switched only once the strings were in: the first render in Russian reads Russian.
      expect(seen).toEqual(['ru: 2 балла']);
      await changeLanguage(instance, 'en');
      await changeLanguage(instance, 'ru');
      expect(asked).toEqual(['ru']);
    });

    it('loads the other language first when switched through the instance a component reads (the header\'s language control)', async () => {
      const asked: string[] = [];
      const instance = createPageI18n('en', resources.en, async (lng) => {
        asked.push(lng);
        return resources[lng];
      });
      const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n: instance }, children);
      const { result } = renderHook(() => useTranslation('common'), { wrapper });
      expect(result.current.t('language.label')).toBe('Language');
      await act(() => changeLanguage(result.current.i18n, 'ru'));
      expect(asked).toEqual(['ru']);
      expect(result.current.t('language.label')).toBe('Язык');
    });

    it('ends in the language asked for last when a switch is overtaken while it loads', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const instance = createPageI18n('en', resources.en, async (lng) => {
        await held;
        return resources[lng];
      });
      const toRussian = changeLanguage(instance, 'ru');
      await expect(changeLanguage(instance, 'en')).resolves.toBe(true);
      release();
      await expect(toRussian).resolves.toBe(false);
      expect(instance.language).toBe('en');
      expect(instance.hasResourceBundle('ru', 'common')).toBe(true);
    });

    it('stays in its language when the other cannot be loaded, and tries again on the next switch', async () => {
      let fail = true;
      const instance = createPageI18n('ru', resources.ru, async (lng) => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return resources[lng];
      });
      await expect(changeLanguage(instance, 'en')).rejects.toThrow(TypeError);
      expect(instance.language).toBe('ru');
      expect(instance.t('common:points', { count: 5 })).toBe('5 баллов');
      fail = false;
      await changeLanguage(instance, 'en');
      expect(instance.language).toBe('en');
      expect(instance.t('common:points', { count: 5 })).toBe('5 points');
    });
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
