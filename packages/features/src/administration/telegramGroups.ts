import { CreateTelegramGroupBody, type CreateTelegramGroupInput, type TelegramGroup, type UpdateTelegramGroupBody } from '@gratia/contracts';
import { zonedParts } from '../i18n/index.ts';

/**
 * Pure rules of the 'telegram' tab (SPEC §2 /organization_administration_settings/{id}/telegram;
 * SPEC §3 Telegram group: name, chat id): what the group dialog holds, the checks it runs before
 * POST/PATCH /api/telegram-groups — the contract's own, with its `validation.*` keys — and the
 * day a group was added.
 */

/** The fields of the group dialog. */
export type TelegramGroupField = 'name' | 'chatId';

/** What the group dialog holds, as typed. */
export interface TelegramGroupValues {
  name: string;
  chatId: string;
}

/** A refused value of the dialog: a `validation.*` key of the contracts, with its bound for `{{max}}`. */
export interface TelegramGroupIssue {
  message: string;
  maximum?: number;
}

/** The empty dialog of "Add group". */
export const NEW_TELEGRAM_GROUP: TelegramGroupValues = { name: '', chatId: '' };

/** The dialog's values of an existing group (edit). */
export function telegramGroupValuesOf(group: TelegramGroup): TelegramGroupValues {
  return { name: group.name, chatId: group.chatId };
}

/**
 * A chat id as typed or pasted, made plain: spaces of any kind dropped (`-100 123 456 7890`), a
 * typographic minus or dash at the start read as '-' (`−1001234567890` from a document).
 */
export function plainChatId(text: string): string {
  return text.replace(/[\s\u00a0\u2009\u202f]/g, '').replace(/^[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/, '-');
}

/**
 * The checks of the contract before sending: a name (trimmed, 1 … TELEGRAM_GROUP_NAME_MAX_LENGTH
 * characters) and a chat id (an integer of at most 13 digits, not 0; see {@link plainChatId}).
 * Returns the body, or the first issue of each field.
 */
export function readTelegramGroupValues(values: TelegramGroupValues): { body: CreateTelegramGroupInput } | { issues: Partial<Record<TelegramGroupField, TelegramGroupIssue>> } {
  const chatId = plainChatId(values.chatId);
  const parsed = CreateTelegramGroupBody.safeParse({ name: values.name, chatId: chatId === '' ? undefined : chatId });
  if (parsed.success) return { body: parsed.data };
  const issues: Partial<Record<TelegramGroupField, TelegramGroupIssue>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field !== 'name' && field !== 'chatId') || issues[field]) continue;
    const maximum = 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : undefined;
    issues[field] = maximum === undefined ? { message: issue.message } : { message: issue.message, maximum };
  }
  return { issues };
}

/** The PATCH body of an edit: only what changed (empty when nothing did). */
export function telegramGroupChanges(body: CreateTelegramGroupInput, group: TelegramGroup): UpdateTelegramGroupBody {
  const changes: UpdateTelegramGroupBody = {};
  if (body.name !== group.name) changes.name = body.name;
  if (body.chatId !== group.chatId) changes.chatId = body.chatId;
  return changes;
}

/** The day a group was added (`createdAt`, a timestamp) in the display time zone, as `YYYY-MM-DD`. */
export function addedDay(createdAt: string): string {
  const { year, month, day } = zonedParts(new Date(createdAt));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
