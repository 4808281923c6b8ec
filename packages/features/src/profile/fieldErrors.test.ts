import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.ts';
import { createI18n } from '../i18n/index.ts';
import { fieldErrorsOf, issuesByField } from './fieldErrors.ts';

const t = createI18n('ru').t;

describe('fieldErrorsOf', () => {
  it('maps the issues of a VALIDATION_ERROR to their fields, translated', () => {
    const error = new ApiError('VALIDATION_ERROR', 400, 'Request does not match the schema', {
      issues: [
        { path: 'nickname', message: 'validation.nicknameOrTelegram' },
        { path: 'phone', message: 'validation.phone' },
        { path: 'phone', message: 'validation.tooLong', maximum: 32 },
        { path: 'hiddenFields.2', message: 'validation.invalid' },
        { path: '', message: 'validation.invalid' },
      ],
    });
    expect(fieldErrorsOf(error, t)).toEqual({
      nickname: 'Нужен никнейм или видимый никнейм в Telegram',
      phone: 'Введите номер телефона: цифры, можно с + в начале',
      hiddenFields: 'Некорректное значение',
    });
  });

  it('is empty for other errors and for issues without a field', () => {
    expect(fieldErrorsOf(new ApiError('INTERNAL', 500, 'x'), t)).toEqual({});
    expect(fieldErrorsOf(new Error('x'), t)).toEqual({});
    expect(fieldErrorsOf(new ApiError('VALIDATION_ERROR', 400, 'x', {}), t)).toEqual({});
  });

  it('reads zod paths too', () => {
    expect(issuesByField([{ path: ['firstName'], message: 'validation.tooLong', maximum: 100 }], t)).toEqual({ firstName: 'Не больше 100 символов' });
  });
});
