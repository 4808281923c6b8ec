/**
 * Telegram groups (SPEC §3 Telegram group: name, chat id; SPEC §2 Organization settings 'Telegram
 * groups'), through the API: an admin lists, adds, edits and deletes the community's groups; chat
 * ids are kept exactly (supergroups' 13 digits, given as text or a number); a chat id appears once
 * per community (409 on `chatId`, also when two requests race); every refusal names its field and
 * changes nothing; members are refused and nobody reaches another community's groups. The service
 * adds groups to any community (the global admin's assignment), and the demo seed has two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TelegramGroup, TelegramGroupsResponse } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createTelegramGroup } from '../../src/modules/telegramGroups/index.ts';
import { DEMO_TELEGRAM_GROUPS, seedTelegramGroups } from '../../src/seed/telegramGroups.ts';
import { count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let far: TestOrg;
const as = memberClients(() => app);

/** Acme: 0 admin, 1 member. Far: another community with its admin 0. */
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 2, accrual: 10 });
  far = await createOrg(db, { name: 'Far', members: 1, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const PATH = '/api/telegram-groups';
const list = async (o: TestOrg): Promise<TelegramGroup[]> => ((await (await as(o, 0)).get(PATH)).json() as TelegramGroupsResponse).items;
type ErrorBody = { error?: { code?: string; details?: { field?: string; issues?: { path: string; message: string; location?: string }[] } } };
/** The message of the 400's issue on `field` of the body. */
const issueOn = (body: ErrorBody, field: string) => body.error?.details?.issues?.find((i) => i.path === field)?.message;
/** The rows of the table, as stored. */
const rows = async () =>
  queryRows<{ organization_id: number; name: string; chat_id: string; created_by: number | null }>(
    db,
    sql`select organization_id, name, chat_id::text, created_by from telegram_groups order by id`,
  );

let everyone: TelegramGroup;
let dev: TelegramGroup;

describe('adding a group', () => {
  it('starts empty and adds groups with their exact chat ids, listed by name', async () => {
    expect(await list(org)).toEqual([]);
    const c = await as(org, 0);
    const first = await c.post(PATH, { name: '  Acme — все сотрудники ', chatId: '-1001234567890' });
    expect(first.statusCode).toBe(200);
    everyone = first.json();
    expect(everyone).toMatchObject({ name: 'Acme — все сотрудники', chatId: '-1001234567890' });
    expect(new Date(everyone.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // A number is read the same way; the largest magnitude is kept to the last digit.
    const second = await c.post(PATH, { name: 'разработка', chatId: -9_999_999_999_999 });
    expect(second.statusCode).toBe(200);
    dev = second.json();
    expect(dev.chatId).toBe('-9999999999999');
    const basic = await c.post(PATH, { name: 'Бухгалтерия', chatId: '-123456789' });
    expect(basic.statusCode).toBe(200);

    expect((await list(org)).map((g) => [g.name, g.chatId])).toEqual([
      ['Acme — все сотрудники', '-1001234567890'],
      ['Бухгалтерия', '-123456789'],
      ['разработка', '-9999999999999'],
    ]);
    expect(await rows()).toEqual([
      { organization_id: org.id, name: 'Acme — все сотрудники', chat_id: '-1001234567890', created_by: memberOf(org, 0).id },
      { organization_id: org.id, name: 'разработка', chat_id: '-9999999999999', created_by: memberOf(org, 0).id },
      { organization_id: org.id, name: 'Бухгалтерия', chat_id: '-123456789', created_by: memberOf(org, 0).id },
    ]);
  });

  it('refuses a chat id the community has (a conflict on chatId), and lets another community have it', async () => {
    const before = await count(db, 'telegram_groups');
    for (const chatId of ['-1001234567890', -1001234567890]) {
      const res = await (await as(org, 0)).post(PATH, { name: 'Ещё раз', chatId });
      expect([res.statusCode, res.json().error]).toEqual([409, expect.objectContaining({ code: 'TELEGRAM_GROUP_TAKEN', details: { field: 'chatId' } })]);
    }
    expect(await count(db, 'telegram_groups')).toBe(before);
    const elsewhere = await (await as(far, 0)).post(PATH, { name: 'Far — общий', chatId: '-1001234567890' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets exactly one of two racing additions of one chat id through', async () => {
    const c = await as(org, 0);
    const results = await Promise.all([c.post(PATH, { name: 'Гонка 1', chatId: '-1005550001111' }), c.post(PATH, { name: 'Гонка 2', chatId: '-1005550001111' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().error).toMatchObject({ code: 'TELEGRAM_GROUP_TAKEN', details: { field: 'chatId' } });
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from telegram_groups where chat_id = -1005550001111`);
    expect(row?.n).toBe(1);
  });

  it('refuses a bad chat id or name with a 400 naming the field, and writes nothing', async () => {
    const c = await as(org, 0);
    const before = await rows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Группа', chatId: 'abc' }, 'chatId', 'validation.telegramChatId'],
      [{ name: 'Группа', chatId: '0' }, 'chatId', 'validation.telegramChatId'],
      [{ name: 'Группа', chatId: '-10000000000000' }, 'chatId', 'validation.telegramChatId'],
      [{ name: 'Группа', chatId: 2 ** 53 }, 'chatId', 'validation.telegramChatId'],
      [{ name: 'Группа', chatId: 1.5 }, 'chatId', 'validation.telegramChatId'],
      [{ name: 'Группа', chatId: null }, 'chatId', 'validation.telegramChatId'],
      [{ name: 'Группа' }, 'chatId', 'validation.required'],
      [{ name: '   ', chatId: '-100777' }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(129), chatId: '-100777' }, 'name', 'validation.tooLong'],
      [{ name: 'a\u0000b', chatId: '-100777' }, 'name', 'validation.forbiddenCharacter'],
      [{ chatId: '-100777' }, 'name', 'validation.required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post(PATH, body);
      expect([res.statusCode, res.json().error?.code, issueOn(res.json(), field)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR', message]);
    }
    expect(await rows()).toEqual(before);
  });

  it('adds to any community through the service (the global admin), and not to one that does not exist', async () => {
    const group = await createTelegramGroup(db, far.id, { name: 'Far — склад', chatId: '-1003000000000' }, null);
    expect(group).toMatchObject({ name: 'Far — склад', chatId: '-1003000000000' });
    expect((await list(far)).map((g) => g.name)).toEqual(['Far — общий', 'Far — склад']);
    await expect(createTelegramGroup(db, 999_999, { name: 'Нигде', chatId: '-1003000000001' }, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('editing and deleting', () => {
  it('renames a group and changes its chat id; an omitted field stays', async () => {
    const c = await as(org, 0);
    const renamed = await c.send('PATCH', `${PATH}?id=${dev.id}`, { name: ' Acme — разработка ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: dev.id, name: 'Acme — разработка', chatId: '-9999999999999' });
    const moved = await c.send('PATCH', `${PATH}?id=${dev.id}`, { chatId: '-1002222222222' });
    expect(moved.json()).toMatchObject({ id: dev.id, name: 'Acme — разработка', chatId: '-1002222222222' });
    // Its own chat id again is no clash with itself.
    expect((await c.send('PATCH', `${PATH}?id=${dev.id}`, { chatId: -1002222222222, name: 'Acme — разработка' })).statusCode).toBe(200);
  });

  it('refuses another group\'s chat id and bad values on their field, and changes nothing', async () => {
    const c = await as(org, 0);
    const before = await rows();
    const taken = await c.send('PATCH', `${PATH}?id=${dev.id}`, { name: 'Переименована', chatId: everyone.chatId });
    expect([taken.statusCode, taken.json().error]).toEqual([409, expect.objectContaining({ code: 'TELEGRAM_GROUP_TAKEN', details: { field: 'chatId' } })]);
    const badId = await c.send('PATCH', `${PATH}?id=${dev.id}`, { name: 'Переименована', chatId: '12a' });
    expect([badId.statusCode, issueOn(badId.json(), 'chatId')]).toEqual([400, 'validation.telegramChatId']);
    const empty = await c.send('PATCH', `${PATH}?id=${dev.id}`, { name: '' });
    expect([empty.statusCode, issueOn(empty.json(), 'name')]).toEqual([400, 'validation.required']);
    const badQuery = await c.send('PATCH', `${PATH}?id=abc`, { name: 'x' });
    expect([badQuery.statusCode, issueOn(badQuery.json(), 'id')]).toEqual([400, 'validation.id']);
    expect(await rows()).toEqual(before);
  });

  it('deletes a group after which it is gone and its chat id free again', async () => {
    const c = await as(org, 0);
    const res = await c.send('DELETE', `${PATH}?id=${everyone.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect((await list(org)).map((g) => g.id)).not.toContain(everyone.id);
    expect((await c.send('DELETE', `${PATH}?id=${everyone.id}`)).statusCode).toBe(404);
    const again = await c.post(PATH, { name: 'Acme — все сотрудники', chatId: everyone.chatId });
    expect(again.statusCode).toBe(200);
    everyone = again.json();
  });
});

describe('who reaches the groups', () => {
  it('refuses members other than admins, before reading their input', async () => {
    const member = await as(org, 1);
    const before = await rows();
    expect((await member.get(PATH)).statusCode).toBe(403);
    for (const res of [
      await member.post(PATH, { name: 'Моя', chatId: '-1004444444444' }),
      await member.post(PATH, { name: '', chatId: 'нет' }),
      await member.send('PATCH', `${PATH}?id=${dev.id}`, { name: 'Моя' }),
      await member.send('DELETE', `${PATH}?id=${dev.id}`),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await rows()).toEqual(before);
  });

  it('answers 404 for a group of another community, and never lists it', async () => {
    const stranger = await as(far, 0);
    const before = await rows();
    for (const res of [await stranger.send('PATCH', `${PATH}?id=${dev.id}`, { name: 'Захват' }), await stranger.send('DELETE', `${PATH}?id=${dev.id}`)]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await list(far)).map((g) => g.id)).not.toContain(dev.id);
    expect((await list(org)).every((g) => !g.name.startsWith('Far'))).toBe(true);
    expect(await rows()).toEqual(before);
  });
});

describe('the demo seed', () => {
  it('gives a community its two groups, added by its admin', async () => {
    const demo = await createOrg(db, { name: 'Demo', members: 1, accrual: 0 });
    expect(await seedTelegramGroups(db, demo.id, memberOf(demo, 0).id)).toBe(2);
    const groups = await list(demo);
    expect(groups.map((g) => [g.name, g.chatId]).sort()).toEqual(DEMO_TELEGRAM_GROUPS.map((g) => [g.name, g.chatId]).sort());
  });
});
