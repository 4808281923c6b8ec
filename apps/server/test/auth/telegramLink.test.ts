/**
 * Linking a Telegram account through the bot (SPEC §7 contacts; docs/decisions/0028), with a real
 * grammY bot whose Bot API calls are answered in-process: the web's link code, the bot's `/start
 * link_…` update from the member's Telegram account, every refusal (wrong, used, someone else's
 * account, no username) with nothing changed, codes of linked accounts delivered by the bot (and
 * by the other channel when Telegram refuses), and unlinking with its two guards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { TelegramLinkCode, TelegramLinkState } from '@gratia/contracts';
import { buildApp } from '../../src/app.ts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { profiles, users } from '../../src/db/schema.ts';
import type { CodeMessage, CodeSender } from '../../src/modules/auth/index.ts';
import { createTelegramBot, type TelegramBot } from '../../src/modules/telegram/index.ts';
import { Client, createLogSink, createOrg, createTestApp, createTestDb, memberOf, testConfig, type TestOrg } from '../helpers.ts';

const BOT_INFO = {
  id: 4242,
  is_bot: true,
  first_name: 'Gratia',
  username: 'gratia_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
} as UserFromGetMe;

let db: Db;
let cleanup: () => Promise<void>;
let app: FastifyInstance;
let plain: FastifyInstance;
let bot: TelegramBot;
let org: TestOrg;
/** Bot API calls the server made: method and payload. */
const calls: { method: string; payload: Record<string, unknown> }[] = [];
/** Chats whose sendMessage Telegram refuses (the member blocked the bot). */
const blockedChats = new Set<number | string>();
/** Codes the non-Telegram channel delivered. */
const delivered: CodeMessage[] = [];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  org = await createOrg(db, { name: 'Tele', members: 5, accrual: 10 });
  bot = createTelegramBot('4242:test-token', BOT_INFO);
  bot.api.config.use(async (_prev, method, payload) => {
    const p = payload as Record<string, unknown>;
    calls.push({ method, payload: p });
    if (method === 'sendMessage' && blockedChats.has(p.chat_id as number)) {
      return { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } as never;
    }
    return { ok: true, result: { message_id: calls.length, date: 0, chat: { id: p.chat_id, type: 'private' }, text: p.text } } as never;
  });
  const sender: CodeSender = { channel: 'email', send: async (m) => void delivered.push(m) };
  app = await buildApp({ db, config: testConfig({ authTestCode: undefined }), logger: createLogSink().logger, codeSender: sender, telegramBot: bot });
  await app.ready();
  ({ app: plain } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await plain.close();
  await cleanup();
});

let updateId = 1;
/** The update Telegram sends when `from` writes `text` to the bot in private. */
function message(from: { id: number; username?: string; language_code?: string }, text: string): Update {
  const command = /^\/\w+/.exec(text)?.[0];
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', first_name: 'Тест' },
      from: { is_bot: false, first_name: 'Тест', ...from },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
    },
  } as Update;
}
/** Sends `text` to the bot as `from` and returns what the bot answered. */
async function tell(from: { id: number; username?: string; language_code?: string }, text: string): Promise<string> {
  const before = calls.length;
  await bot.handleUpdate(message(from, text));
  const reply = calls.slice(before).find((c) => c.method === 'sendMessage' && c.payload.chat_id === from.id);
  return String(reply?.payload.text ?? '');
}

/** Waits (up to 5 s) for `check`: code delivery is not awaited by the code request. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

/** A signed-in client of member `i` (codes come by the test channel or the bot; the bot's text has the code). */
async function signedIn(i: number): Promise<Client> {
  const c = new Client(app);
  await c.get('/api/auth/csrf');
  const login = memberOf(org, i).email;
  expect((await c.post('/api/auth/code', { login })).statusCode).toBe(200);
  await until(() => delivered.some((m) => m.login === login));
  const code = delivered.filter((m) => m.login === login).at(-1)?.code ?? '';
  expect((await c.post('/api/auth/verify', { login, code })).statusCode).toBe(200);
  return c;
}

const profileOf = async (i: number) =>
  (await queryRows<{ tg_id: string | null; tg_name: string | null }>(db, sql`select tg_id, tg_name from profiles where user_id = ${memberOf(org, i).id}`))[0];

describe('without a bot', () => {
  it('tells there is none and refuses a link code', async () => {
    const c = new Client(plain);
    await c.signIn(memberOf(org, 0).email);
    expect((await c.get('/api/profile/contacts/telegram')).json()).toEqual({ bot: null, tgName: memberOf(org, 0).tgName, linked: false });
    const res = await c.post('/api/profile/contacts/telegram', {});
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'TELEGRAM_NOT_CONFIGURED']);
  });
});

describe('linking through the bot', () => {
  let member: Client;
  let link: TelegramLinkCode;
  const account = { id: 555_001, username: 'Tele_Linked', language_code: 'ru' };

  beforeAll(async () => {
    member = await signedIn(1);
  });

  it('gives a link code, a command and a deep link', async () => {
    expect((await member.get('/api/profile/contacts/telegram')).json()).toEqual({ bot: 'gratia_test_bot', tgName: memberOf(org, 1).tgName, linked: false });
    const res = await member.post('/api/profile/contacts/telegram', {});
    expect(res.statusCode).toBe(200);
    link = res.json();
    expect(link.code).toMatch(/^\d{6}$/);
    expect(link.command).toBe(`/start link_${memberOf(org, 1).id}_${link.code}`);
    expect(link.botUrl).toBe(`https://t.me/gratia_test_bot?start=link_${memberOf(org, 1).id}_${link.code}`);
    expect(link.expiresIn).toBe(600);
  });

  it('refuses a wrong code and a Telegram account without a username, changing nothing', async () => {
    const wrong = link.code === '000000' ? '111111' : '000000';
    expect(await tell(account, `/start link_${memberOf(org, 1).id}_${wrong}`)).toMatch(/Код не подошёл/);
    expect(await tell({ id: 555_002 }, link.command)).toMatch(/нет имени пользователя/);
    expect(await profileOf(1)).toEqual({ tg_id: null, tg_name: memberOf(org, 1).tgName });
  });

  it('links the account that sends the right code, once', async () => {
    expect(await tell(account, link.command)).toBe('Готово! Telegram @Tele_Linked привязан к вашему профилю в Gratia. Теперь по нему можно входить.');
    expect(await profileOf(1)).toEqual({ tg_id: '555001', tg_name: 'Tele_Linked' });
    expect((await member.get('/api/profile/contacts/telegram')).json()).toEqual({ bot: 'gratia_test_bot', tgName: 'Tele_Linked', linked: true });
    // The code is used up.
    expect(await tell(account, link.command)).toMatch(/устарела или уже использована/);
  });

  it('refuses to link the same Telegram account to another member', async () => {
    const other = await signedIn(2);
    await db.update(users).set({ language: 'en' }).where(sql`${users.id} = ${memberOf(org, 2).id}`);
    const code: TelegramLinkCode = (await other.post('/api/profile/contacts/telegram', {})).json();
    expect(await tell(account, code.command)).toBe('This Telegram account is already linked to another Gratia member.');
    // Another account that took the linked username is refused too.
    expect(await tell({ id: 555_003, username: 'tele_linked' }, code.command)).toMatch(/already linked/);
    expect(await profileOf(2)).toEqual({ tg_id: null, tg_name: memberOf(org, 2).tgName });
  });

  it('sends the sign-in code of a linked account through the bot, and by the other channel when Telegram refuses', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    const before = calls.length;
    const res = await c.post('/api/auth/code', { login: '@tele_linked' });
    expect(res.json()).toMatchObject({ channel: 'telegram', expiresIn: 600 });
    await until(() => calls.slice(before).some((x) => x.method === 'sendMessage' && x.payload.chat_id === '555001'));
    const text = String(calls.slice(before).find((x) => x.method === 'sendMessage')?.payload.text);
    const code = /(\d{6})/.exec(text)?.[1] ?? '';
    expect(text).toMatch(/Код входа в Gratia/);
    expect((await c.post('/api/auth/verify', { login: 'tele_linked', code })).statusCode).toBe(200);
    // An e-mail login still reports the e-mail channel; an unknown nickname reports Telegram too (nothing told).
    const anon = new Client(app);
    await anon.get('/api/auth/csrf');
    expect((await anon.post('/api/auth/code', { login: memberOf(org, 3).email })).json().channel).toBe('email');
    expect((await anon.post('/api/auth/code', { login: 'nobody_here_at_all' })).json().channel).toBe('telegram');
    // Blocked in Telegram: the code goes by the other channel.
    blockedChats.add('555001');
    const sentBefore = delivered.length;
    await anon.post('/api/auth/code', { login: 'tele_linked' });
    await until(() => delivered.slice(sentBefore).some((m) => m.login === 'tele_linked'));
    blockedChats.delete('555001');
  });

  it('answers other messages with how to link', async () => {
    expect(await tell({ id: 555_004, language_code: 'en' }, '/start')).toMatch(/^This is the Gratia bot/);
    expect(await tell({ id: 555_004, language_code: 'ru' }, 'привет')).toMatch(/^Это бот Gratia/);
  });
});

describe('unlinking', () => {
  it('clears the link while an e-mail and a nickname remain, else refuses with the reason', async () => {
    const c = await signedIn(1);
    // No nickname: the Telegram username stands in for it (SPEC §5).
    await db.update(profiles).set({ nickname: null }).where(sql`${profiles.userId} = ${memberOf(org, 1).id}`);
    let res = await c.send('DELETE', '/api/profile/contacts/telegram');
    expect([res.statusCode, res.json().error.details.issues[0].message]).toEqual([400, 'validation.nicknameOrTelegram']);
    await db.update(profiles).set({ nickname: 'tele1' }).where(sql`${profiles.userId} = ${memberOf(org, 1).id}`);
    // No e-mail: Telegram is the only way to sign in.
    await db.update(users).set({ email: null }).where(sql`${users.id} = ${memberOf(org, 1).id}`);
    res = await c.send('DELETE', '/api/profile/contacts/telegram');
    expect([res.statusCode, res.json().error.details.issues[0].message]).toEqual([400, 'validation.onlyTelegramSignIn']);
    expect(await profileOf(1)).toEqual({ tg_id: '555001', tg_name: 'Tele_Linked' });
    await db.update(users).set({ email: memberOf(org, 1).email }).where(sql`${users.id} = ${memberOf(org, 1).id}`);
    res = await c.send('DELETE', '/api/profile/contacts/telegram');
    expect([res.statusCode, res.json()]).toEqual([200, { email: memberOf(org, 1).email, tgName: null }]);
    expect(await profileOf(1)).toEqual({ tg_id: null, tg_name: null });
    expect(((await c.get('/api/profile/contacts/telegram')).json() as TelegramLinkState).linked).toBe(false);
  });
});
