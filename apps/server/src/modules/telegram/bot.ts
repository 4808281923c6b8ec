/**
 * The installation's Telegram bot (grammY; docs/decisions/0028). Today it links members' Telegram
 * accounts: the profile's "Link Telegram" opens `t.me/<bot>?start=link_<userId>_<code>`, Telegram
 * sends the bot `/start link_<userId>_<code>` from the member's account, and the bot links that
 * account (auth `linkTelegram`) and answers in the member's language. It talks in private chats
 * only. Chosen over raw Bot API calls for its typed updates, command parsing and long polling with
 * clean shutdown; a well-kept library (grammY) serves the bot issue's commands and groups too.
 */
import { Bot } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { linkTelegram, parseLinkPayload, type AuthDeps, type TelegramLinkOutcome } from '../auth/index.ts';

type Lang = 'ru' | 'en';

const REPLIES: Record<Lang, { hello: string; linked: (name: string) => string } & Record<Exclude<TelegramLinkOutcome, { ok: true }>['reason'], string>> = {
  ru: {
    hello:
      'Это бот Gratia. Чтобы привязать Telegram к своему профилю, откройте профиль в Gratia, нажмите «Привязать Telegram» и перейдите по ссылке — или отправьте сюда команду, которую покажет профиль.',
    linked: (name) => `Готово! Telegram @${name} привязан к вашему профилю в Gratia. Теперь по нему можно входить.`,
    expired: 'Ссылка устарела или уже использована. Получите новую в профиле Gratia: «Привязать Telegram».',
    invalid: 'Код не подошёл. Получите новую ссылку в профиле Gratia: «Привязать Telegram».',
    taken: 'Этот аккаунт Telegram уже привязан к другому участнику Gratia.',
    noUsername: 'У вашего аккаунта Telegram нет имени пользователя. Задайте его в настройках Telegram и отправьте ссылку ещё раз.',
    inactive: 'Профиль не найден. Получите новую ссылку в профиле Gratia.',
  },
  en: {
    hello:
      'This is the Gratia bot. To link Telegram to your profile, open your profile in Gratia, press “Link Telegram” and follow the link — or send here the command your profile shows.',
    linked: (name) => `Done! Telegram @${name} is now linked to your Gratia profile, and you can sign in with it.`,
    expired: 'This link has expired or was already used. Get a new one in your Gratia profile: “Link Telegram”.',
    invalid: 'The code did not match. Get a new link in your Gratia profile: “Link Telegram”.',
    taken: 'This Telegram account is already linked to another Gratia member.',
    noUsername: 'Your Telegram account has no username. Set one in Telegram settings and send the link again.',
    inactive: 'Profile not found. Get a new link in your Gratia profile.',
  },
};

const langOf = (code: string | null | undefined): Lang => (code?.toLowerCase().startsWith('ru') ? 'ru' : 'en');

/** A grammY bot of this installation. */
export type TelegramBot = Bot;

/** What the bot's handlers need: the database and the code checks of the auth module. */
export interface TelegramBotDeps {
  db: Db;
  auth: Pick<AuthDeps, 'secret' | 'authTestCode'>;
}

/**
 * A bot for `token`. `botInfo` (its getMe answer) is given when known — tests, or a process that
 * fetched it already; otherwise call `bot.init()` (a network call) before {@link attachTelegramHandlers}.
 */
export function createTelegramBot(token: string, botInfo?: UserFromGetMe): Bot {
  return new Bot(token, botInfo ? { botInfo } : {});
}

/**
 * Installs the bot's handlers: `/start link_<userId>_<code>` links the sender's account and says how
 * it went (in the member's language, else the sender's Telegram language); `/start` alone and any
 * other private message get the how-to. Errors are logged by grammY's `bot.catch` (set by the caller).
 */
export function attachTelegramHandlers(bot: Bot, deps: TelegramBotDeps): void {
  const chats = bot.chatType('private');
  chats.command('start', async (ctx) => {
    const link = parseLinkPayload(ctx.match);
    if (!link) {
      await ctx.reply(REPLIES[langOf(ctx.from.language_code)].hello);
      return;
    }
    const [member] = await queryRows<{ language: string | null }>(deps.db, sql`select language from users where id = ${link.userId}`);
    const lang = langOf(member?.language ?? ctx.from.language_code);
    const outcome = member
      ? await linkTelegram(deps.db, deps.auth, { userId: link.userId, code: link.code, from: { id: ctx.from.id, username: ctx.from.username } })
      : ({ ok: false, reason: 'inactive' } as const);
    await ctx.reply(outcome.ok ? REPLIES[lang].linked(outcome.tgName) : REPLIES[lang][outcome.reason]);
  });
  chats.on('message', async (ctx) => {
    await ctx.reply(REPLIES[langOf(ctx.from.language_code)].hello);
  });
}
