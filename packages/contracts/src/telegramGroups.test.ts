import { describe, expect, it } from 'vitest';
import {
  CreateTelegramGroupBody,
  TELEGRAM_CHAT_ID_MAX,
  TELEGRAM_GROUP_NAME_MAX_LENGTH,
  UpdateTelegramGroupBody,
  VALIDATION_MESSAGES,
  routes,
  telegramChatIdOf,
} from './index.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('telegramChatIdOf', () => {
  it.each([
    ['-1001234567890', '-1001234567890'],
    ['-123456789', '-123456789'],
    ['42', '42'],
    [-1001234567890, '-1001234567890'],
    [TELEGRAM_CHAT_ID_MAX, '9999999999999'],
    [-TELEGRAM_CHAT_ID_MAX, '-9999999999999'],
  ])('reads %j as %s', (value, text) => {
    expect(telegramChatIdOf(value)).toBe(text);
  });

  it.each([['0'], [0], [-0], ['-0'], ['007'], ['+42'], [' 42'], ['1e5'], ['0x10'], ['-10000000000000'], [1.5], [TELEGRAM_CHAT_ID_MAX + 1], [2 ** 53], [Number.NaN], [''], [null], [true]])(
    'refuses %j',
    (value) => {
      expect(telegramChatIdOf(value)).toBeNull();
    },
  );
});

describe('CreateTelegramGroupBody', () => {
  it('trims the name and gives the chat id as its decimal text, from a string or a number', () => {
    expect(CreateTelegramGroupBody.parse({ name: '  Gratia — все сотрудники ', chatId: '-1001234567890' })).toEqual({
      name: 'Gratia — все сотрудники',
      chatId: '-1001234567890',
    });
    expect(CreateTelegramGroupBody.parse({ name: 'Разработка', chatId: -1009876543210 }).chatId).toBe('-1009876543210');
  });

  it.each([
    [{ name: '   ', chatId: '-100' }, [['name', 'validation.required']]],
    [{ name: 'x'.repeat(TELEGRAM_GROUP_NAME_MAX_LENGTH + 1), chatId: '-100' }, [['name', 'validation.tooLong']]],
    [{ name: 'a\u0000b', chatId: '-100' }, [['name', 'validation.forbiddenCharacter']]],
    [{ name: 'Группа', chatId: 'abc' }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа', chatId: '' }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа', chatId: 0 }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа', chatId: 1.5 }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа', chatId: 2 ** 53 }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа', chatId: null }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа', chatId: { id: 1 } }, [['chatId', 'validation.telegramChatId']]],
    [{ name: 'Группа' }, [['chatId', 'validation.required']]],
  ])('refuses %j on its field', (body, expected) => {
    const found = issues(CreateTelegramGroupBody.safeParse(body));
    expect(found).toEqual(expected);
    for (const [, message] of found) expect(VALIDATION_MESSAGES).toContain(message);
  });
});

describe('UpdateTelegramGroupBody', () => {
  it('takes either field alone, or none', () => {
    expect(UpdateTelegramGroupBody.parse({ name: ' Новое ' })).toEqual({ name: 'Новое' });
    expect(UpdateTelegramGroupBody.parse({ chatId: 5 })).toEqual({ chatId: '5' });
    expect(UpdateTelegramGroupBody.parse({})).toEqual({});
    expect(issues(UpdateTelegramGroupBody.safeParse({ chatId: '-0' }))).toEqual([['chatId', 'validation.telegramChatId']]);
  });
});

describe('the Telegram group routes', () => {
  it('are for admins', () => {
    for (const name of ['telegramGroups', 'createTelegramGroup', 'updateTelegramGroup', 'deleteTelegramGroup'] as const) {
      expect(routes[name]).toMatchObject({ path: '/telegram-groups', auth: true, admin: true });
    }
  });
});
