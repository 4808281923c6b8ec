import { describe, expect, it } from 'vitest';
import { ErrorCode, VALIDATION_MESSAGES } from '@gratia/contracts';
import { ApiError, type ApiErrorCode } from '../api/index.ts';
import { createI18n } from '../i18n/index.ts';
import { errorMessage, logoutErrorMessage, validationMessage } from './errorMessage.ts';

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

  it('says when to try again after RATE_LIMITED, from details.retryAfter (seconds)', () => {
    const ru = createI18n('ru').t;
    const en = createI18n('en').t;
    const limited = (retryAfter?: unknown) => new ApiError('RATE_LIMITED', 429, 'x', retryAfter === undefined ? {} : { retryAfter });
    expect(errorMessage(limited(1740), ru)).toBe('Слишком много попыток. Попробуйте снова через 29 мин.');
    expect(errorMessage(limited(61), en)).toBe('Too many attempts. Try again in 2 min.');
    expect(errorMessage(limited(20 * 3600), en)).toBe('Too many attempts. Try again in 20 h.');
    expect(errorMessage(limited(), en)).toBe('Too many attempts, please try again later');
    expect(errorMessage(limited('soon'), en)).toBe('Too many attempts, please try again later');
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

  it('says why points cannot be added to a thanks (details.reason), and generally otherwise', () => {
    const ru = createI18n('ru').t;
    const en = createI18n('en').t;
    const refused = (reason?: unknown) => new ApiError('ADDITION_NOT_ALLOWED', 422, 'x', reason === undefined ? {} : { reason });
    expect(errorMessage(refused('own'), ru)).toBe('Нельзя добавить баллы к своему спасибо');
    expect(errorMessage(refused('received'), en)).toBe('You cannot add points to a thanks you received');
    expect(errorMessage(refused('canceled'), en)).toBe('This thanks was canceled: nothing can be added to it');
    expect(errorMessage(refused('addition'), ru)).toBe('Добавить баллы можно только к самому спасибо');
    expect(errorMessage(refused('other'), en)).toBe('Points cannot be added to this thanks');
    expect(errorMessage(refused(), ru)).toBe('К этому спасибо нельзя добавить баллы');
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

  it.each(VALIDATION_MESSAGES)('translates the contracts validation key %s in ru and en', (key) => {
    for (const lang of ['ru', 'en'] as const) {
      const i18n = createI18n(lang);
      expect(i18n.exists(`common:${key}`), `${lang} ${key}`).toBe(true);
      const text = validationMessage({ message: key, maximum: 7, minimum: 2 }, i18n.t);
      expect(text).not.toMatch(/validation\.|\{\{/);
    }
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
