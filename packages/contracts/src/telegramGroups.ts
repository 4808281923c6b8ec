/**
 * Telegram groups of a community (SPEC §3 'Telegram group: name, chat id'; SPEC §2 Organization
 * settings 'Telegram groups'; DOMAIN §6.2 'Telegram groups'): the group chats where the community's
 * bot works — members thank each other there with `+N` and read the bot's answers. Admins of the
 * community list, add, edit and delete them in the settings' 'telegram' tab; the global admin
 * assigns them to any community (SPEC §7). A chat id is Telegram's own number of the chat: a
 * supergroup's looks like -1001234567890, a basic group's like -123456789.
 */
import { z } from 'zod';
import { Id, IdParam, SafeText, Timestamp, typeError } from './common.ts';
import { OkResponse } from './period.ts';

/** Most characters of a group's name (Telegram's own limit for a group title). */
export const TELEGRAM_GROUP_NAME_MAX_LENGTH = 128;

/**
 * Largest magnitude of a chat id: 13 digits. Telegram's ids fit in 52 bits; today's supergroup ids
 * have 13 digits with their `-100` prefix (-1001234567890), so ±9 999 999 999 999 leaves room and
 * stays inside both PostgreSQL `bigint` and a JavaScript number's exact integers.
 */
export const TELEGRAM_CHAT_ID_MAX = 9_999_999_999_999;

/** A chat id written in decimal: an optional minus, then 1 … 13 digits without leading zeros (never 0). */
const CHAT_ID_TEXT = /^-?[1-9][0-9]{0,12}$/;

/**
 * The canonical decimal text of chat id `value` — a string as {@link CHAT_ID_TEXT} or a whole
 * number, non-zero, within ±{@link TELEGRAM_CHAT_ID_MAX} — or null when it is not one.
 */
export function telegramChatIdOf(value: unknown): string | null {
  if (typeof value === 'string') return CHAT_ID_TEXT.test(value) ? value : null;
  if (typeof value === 'number' && Number.isInteger(value) && value !== 0 && Math.abs(value) <= TELEGRAM_CHAT_ID_MAX) return String(value);
  return null;
}

/**
 * A chat id in a request: a decimal string (`"-1001234567890"`) or a JSON integer, non-zero, at most
 * 13 digits; else `validation.telegramChatId` (`validation.required` when missing). Parsed to its
 * canonical decimal string, the form responses carry it in.
 */
export const TelegramChatId = z
  .union(
    [
      z.string().regex(CHAT_ID_TEXT, { message: 'validation.telegramChatId' }),
      z.number().refine((n) => telegramChatIdOf(n) !== null, { message: 'validation.telegramChatId' }),
    ],
    { error: typeError('validation.telegramChatId') },
  )
  .transform((value) => String(value));

/** A Telegram group of the community. */
export const TelegramGroup = z
  .object({
    id: Id,
    /** How the admins call the group: 1 … {@link TELEGRAM_GROUP_NAME_MAX_LENGTH} characters, trimmed. */
    name: z.string(),
    /** Telegram's chat id in decimal (`"-1001234567890"`); unique within the community. */
    chatId: z.string(),
    /** When it was added. */
    createdAt: Timestamp,
  })
  .meta({ id: 'TelegramGroup' });
export type TelegramGroup = z.infer<typeof TelegramGroup>;

/** GET /api/telegram-groups (admins) — the community's groups by name (case-insensitive), then by id. */
export const TelegramGroupsResponse = z.object({ items: z.array(TelegramGroup) }).meta({ id: 'TelegramGroupsResponse' });
export type TelegramGroupsResponse = z.infer<typeof TelegramGroupsResponse>;

/**
 * POST /api/telegram-groups (admins) — add a group: its name (trimmed, 1 …
 * {@link TELEGRAM_GROUP_NAME_MAX_LENGTH} characters) and chat id ({@link TelegramChatId}). Errors:
 * 400 VALIDATION_ERROR naming `name` or `chatId`; 409 TELEGRAM_GROUP_TAKEN (`details.field`
 * 'chatId') when the community already has a group with this chat id. Answers the group.
 */
export const CreateTelegramGroupBody = z.object({
  name: SafeText(TELEGRAM_GROUP_NAME_MAX_LENGTH),
  chatId: TelegramChatId,
});
/** The body a client sends (the chat id as a string or a number). */
export type CreateTelegramGroupBody = z.input<typeof CreateTelegramGroupBody>;
/** The body after validation (the chat id as its canonical decimal string). */
export type CreateTelegramGroupInput = z.output<typeof CreateTelegramGroupBody>;

/**
 * PATCH /api/telegram-groups?id= (admins) — change the name, the chat id or both; an omitted field
 * stays. Errors as on creation, and 404 NOT_FOUND for a group of another community or none.
 */
export const UpdateTelegramGroupBody = z.object({
  name: SafeText(TELEGRAM_GROUP_NAME_MAX_LENGTH).optional(),
  chatId: TelegramChatId.optional(),
});
export type UpdateTelegramGroupBody = z.input<typeof UpdateTelegramGroupBody>;
export type UpdateTelegramGroupInput = z.output<typeof UpdateTelegramGroupBody>;

/** `?id=` of the group a PATCH or DELETE /api/telegram-groups acts on. */
export const TelegramGroupIdQuery = z.object({ id: IdParam });
export type TelegramGroupIdQuery = z.infer<typeof TelegramGroupIdQuery>;

/**
 * Routes of the Telegram groups, spread into `routes`. `admin: true`: role 'A' of the caller's
 * current organization (403 FORBIDDEN otherwise); a group of another community is 404 NOT_FOUND.
 * DELETE /api/telegram-groups?id= answers `{ ok: true }`.
 */
export const telegramGroupRoutes = {
  telegramGroups: { method: 'GET', path: '/telegram-groups', auth: true, admin: true, response: TelegramGroupsResponse },
  createTelegramGroup: { method: 'POST', path: '/telegram-groups', auth: true, admin: true, body: CreateTelegramGroupBody, response: TelegramGroup },
  updateTelegramGroup: {
    method: 'PATCH',
    path: '/telegram-groups',
    auth: true,
    admin: true,
    query: TelegramGroupIdQuery,
    body: UpdateTelegramGroupBody,
    response: TelegramGroup,
  },
  deleteTelegramGroup: {
    method: 'DELETE',
    path: '/telegram-groups',
    auth: true,
    admin: true,
    query: TelegramGroupIdQuery,
    response: OkResponse,
  },
} as const;
