import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.ts';
import { createI18n } from '../i18n/index.ts';
import { fieldErrorsOf, issuesByField, refusalErrors } from './fieldErrors.ts';

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

describe('refusalErrors', () => {
  const places = { codes: [['TELEGRAM_GROUP_TAKEN', 'chatId']] as const, fields: { chatId: 'chatId', title: 'name' } as const };

  it('puts a known code on its field', () => {
    const error = new ApiError('TELEGRAM_GROUP_TAKEN', 409, 'x');
    expect(refusalErrors(error, t, places)).toEqual({ chatId: 'Группа с этим ID чата уже есть в сообществе' });
  });

  it('puts the validation issues of the form’s fields on them, renamed where the form calls them otherwise', () => {
    const error = new ApiError('VALIDATION_ERROR', 400, 'x', {
      issues: [
        { path: 'title', message: 'validation.required' },
        { path: 'chatId', message: 'validation.invalid' },
      ],
    });
    expect(refusalErrors(error, t, places)).toEqual({ name: 'Это поле обязательно', chatId: 'Некорректное значение' });
    expect(refusalErrors(error, t, { fields: ['chatId'] })).toEqual({ chatId: 'Некорректное значение' });
  });

  it('shows anything else once, for the whole form', () => {
    expect(refusalErrors(new ApiError('INTERNAL', 500, 'x'), t, places)).toEqual({ form: 'Произошла ошибка' });
    const foreign = new ApiError('VALIDATION_ERROR', 400, 'x', { issues: [{ path: 'other', message: 'validation.invalid' }] });
    expect(Object.keys(refusalErrors(foreign, t, places))).toEqual(['form']);
  });
});
