/**
 * Telegram groups (SPEC §3 Telegram group: name, chat id; SPEC §2 Organization settings 'Telegram
 * groups'): the group chats of a community's bot — listed, added, changed and deleted by its admins.
 * The service functions take the community explicitly, for the global admin's assignment (SPEC §7).
 */
export { telegramGroupHandlers } from './routes.ts';
export { getTelegramGroup, listTelegramGroups } from './queries.ts';
export { createTelegramGroup, deleteTelegramGroup, updateTelegramGroup } from './service.ts';
