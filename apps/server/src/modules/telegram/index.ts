/**
 * Telegram (SPEC §1 Telegram bot; docs/decisions/0028): the installation's bot. It links members'
 * Telegram accounts to their profiles; its commands, group messages and code delivery come with the
 * bot's own issue.
 */
export { attachTelegramHandlers, createTelegramBot, type TelegramBot, type TelegramBotDeps } from './bot.ts';
