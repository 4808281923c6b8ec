import { afterEach, describe, expect, it } from 'vitest';
import { TELEGRAM_GROUP_NAME_MAX_LENGTH, type TelegramGroup } from '@gratia/contracts';
import { setDisplayTimeZone } from '../i18n/index.ts';
import { addedDay, plainChatId, readTelegramGroupValues, telegramGroupChanges, telegramGroupValuesOf } from './telegramGroups.ts';

const group: TelegramGroup = { id: 4, name: 'Разработка — спасибо', chatId: '-1002098417735', createdAt: '2026-02-03T22:30:00.000Z' };

describe('plainChatId', () => {
  it('drops spaces of any kind and reads a typographic minus as a hyphen', () => {
    expect(plainChatId(' -100 209 841 7735 ')).toBe('-1002098417735');
    expect(plainChatId('\u2212100\u00a02098417735')).toBe('-1002098417735');
    expect(plainChatId('–123456789')).toBe('-123456789');
    expect(plainChatId('abc')).toBe('abc');
  });
});

describe('readTelegramGroupValues', () => {
  it('gives the body with a trimmed name and a plain chat id', () => {
    expect(readTelegramGroupValues({ name: '  Gratia — все сотрудники ', chatId: '−100 187 320 4561' })).toEqual({
      body: { name: 'Gratia — все сотрудники', chatId: '-1001873204561' },
    });
  });

  it('names each refused field with the contract key', () => {
    expect(readTelegramGroupValues({ name: '  ', chatId: '' })).toEqual({
      issues: { name: { message: 'validation.required' }, chatId: { message: 'validation.required' } },
    });
    expect(readTelegramGroupValues({ name: 'x'.repeat(TELEGRAM_GROUP_NAME_MAX_LENGTH + 1), chatId: '@gratia_chat' })).toEqual({
      issues: { name: { message: 'validation.tooLong', maximum: TELEGRAM_GROUP_NAME_MAX_LENGTH }, chatId: { message: 'validation.telegramChatId' } },
    });
    for (const chatId of ['0', '-0', '12.5', '-10000000000000', '0012']) {
      expect(readTelegramGroupValues({ name: 'Группа', chatId }), chatId).toEqual({ issues: { chatId: { message: 'validation.telegramChatId' } } });
    }
  });
});

describe('telegramGroupChanges', () => {
  it('sends only what changed', () => {
    const body = { name: group.name, chatId: group.chatId };
    expect(telegramGroupChanges(body, group)).toEqual({});
    expect(telegramGroupChanges({ ...body, name: 'Разработка' }, group)).toEqual({ name: 'Разработка' });
    expect(telegramGroupChanges({ ...body, chatId: '-1' }, group)).toEqual({ chatId: '-1' });
    expect(telegramGroupValuesOf(group)).toEqual({ name: 'Разработка — спасибо', chatId: '-1002098417735' });
  });
});

describe('addedDay', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('is the day of the display time zone', () => {
    setDisplayTimeZone('Europe/Moscow');
    expect(addedDay(group.createdAt)).toBe('2026-02-04');
    setDisplayTimeZone('America/New_York');
    expect(addedDay(group.createdAt)).toBe('2026-02-03');
  });
});
