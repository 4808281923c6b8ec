import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@gratia/contracts';
import { ApiError, type ApiErrorCode } from '../api/client.ts';
import { errorMessage, logoutErrorMessage, validationMessage } from './errorMessage.ts';
import { featureNamespaces, featureResources } from './resources.ts';
import { createI18n } from './setup.ts';
import { bonusNameFor, formatDate } from './format.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const base = (list: string[]) => new Set(list.map((k) => k.replace(PLURAL, '')));

describe('i18n resources', () => {
  it.each(featureNamespaces)('namespace %s has the same keys in ru and en', (ns) => {
    const ru = base(keys(featureResources.ru[ns]));
    const en = base(keys(featureResources.en[ns]));
    expect([...ru].filter((k) => !en.has(k)), 'missing in en').toEqual([]);
    expect([...en].filter((k) => !ru.has(k)), 'missing in ru').toEqual([]);
  });

  it('has no empty strings', () => {
    for (const lang of ['ru', 'en'] as const) {
      for (const ns of featureNamespaces) {
        for (const k of keys(featureResources[lang][ns])) {
          const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], featureResources[lang][ns]);
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

  it('picks plural forms of a bonus name and formats dates DD-MM-YYYY', () => {
    expect(bonusNameFor('спасибо', 5, 'ru')).toBe('спасибо');
    expect(bonusNameFor('балл|балла|баллов', 3, 'ru')).toBe('балла');
    expect(bonusNameFor('балл|балла|баллов', 11, 'ru')).toBe('баллов');
    expect(bonusNameFor('point|points', 1, 'en')).toBe('point');
    expect(formatDate('2025-11-30')).toBe('30-11-2025');
  });
});

describe('errorMessage', () => {
  const codes: ApiErrorCode[] = [...ErrorCode.options, 'NETWORK'];

  it.each(codes)('translates %s in ru and en', (code) => {
    for (const lang of ['ru', 'en'] as const) {
      const i18n = createI18n(lang);
      const message = errorMessage(new ApiError(code, 400, 'x'), i18n.t);
      expect(message).not.toMatch(/errors\./);
      expect(message.length).toBeGreaterThan(3);
    }
  });

  it('uses the SPEC §8 texts', () => {
    const ru = createI18n('ru').t;
    const en = createI18n('en').t;
    expect(errorMessage(new ApiError('INTERNAL', 500, 'x'), ru)).toBe('Произошла ошибка');
    expect(errorMessage(new ApiError('INTERNAL', 500, 'x'), en)).toBe('An error occurred');
    expect(errorMessage(new ApiError('NO_ACTIVE_PERIOD', 409, 'x'), ru)).toBe('Нет активного периода, отправка спасибо временно недоступна');
    expect(errorMessage(new ApiError('NO_ACTIVE_PERIOD', 409, 'x'), en)).toBe('No active period, sending thanks is temporarily unavailable');
    expect(errorMessage(new ApiError('USER_NOT_FOUND', 404, 'x'), ru)).toBe('Пользователь не найден');
    expect(errorMessage(new ApiError('USER_NOT_FOUND', 404, 'x'), en)).toBe('User is not found');
    expect(errorMessage(new ApiError('INSUFFICIENT_FUNDS', 409, 'x'), en)).toBe('User has insufficient funds');
  });

  it('mentions the attempts left and the max transfer', () => {
    const ru = createI18n('ru').t;
    expect(errorMessage(new ApiError('INVALID_CODE', 400, 'x', { attemptsLeft: 2 }), ru)).toBe('Неверный код. Осталось попыток: 2');
    expect(errorMessage(new ApiError('MAX_TRANSFER_EXCEEDED', 400, 'x', { max: 100 }), ru)).toContain('100');
  });

  it('404 on a challenge call (not invites) reads "Challenge not found" (SPEC §8)', () => {
    const withPath = (status: number, path: string) => Object.assign(new ApiError('NOT_FOUND', status, 'x'), { path });
    expect(errorMessage(withPath(404, '/api/challenges/3'), createI18n('ru').t)).toBe('Челлендж не найден');
    expect(errorMessage(withPath(404, '/api/challenges/3'), createI18n('en').t)).toBe('Challenge not found');
    expect(errorMessage(withPath(404, '/api/challenges/3/invites'), createI18n('en').t)).toBe('Nothing was found');
  });

  it('logout failure: the server message, else the generic one (SPEC §8)', () => {
    const en = createI18n('en').t;
    expect(logoutErrorMessage(new ApiError('INTERNAL', 500, 'Session store is down'), en)).toBe('Session store is down');
    expect(logoutErrorMessage(new ApiError('INTERNAL', 502, 'HTTP 502'), en)).toBe('An error occurred');
    expect(logoutErrorMessage(new ApiError('NETWORK', 0, 'Failed to fetch'), en)).toBe('An error occurred');
    expect(logoutErrorMessage(new Error('x'), createI18n('ru').t)).toBe('Произошла ошибка');
  });

  it('falls back to "An error occurred" for anything unknown', () => {
    const en = createI18n('en').t;
    expect(errorMessage(new Error('boom'), en)).toBe('An error occurred');
    expect(errorMessage(new ApiError('SOMETHING_NEW' as ApiErrorCode, 418, 'x'), en)).toBe('An error occurred');
    expect(errorMessage(undefined, en)).toBe('An error occurred');
  });

  it('translates the contracts validation keys', () => {
    const ru = createI18n('ru').t;
    const en = createI18n('en').t;
    for (const key of ['validation.required', 'validation.tooLong', 'validation.amountMin', 'validation.amountInteger', 'validation.code']) {
      expect(validationMessage({ message: key, maximum: 1000 }, ru)).not.toContain('validation.');
      expect(validationMessage({ message: key, maximum: 1000 }, en)).not.toContain('validation.');
    }
    expect(validationMessage({ message: 'validation.tooLong', maximum: 1000 }, ru)).toBe('Не больше 1000 символов');
    expect(validationMessage({ code: 'too_small', message: 'Too small', minimum: 4 }, en)).toBe('At least 4 characters');
  });
});
