/**
 * The bonus name per language with plural forms (SPEC §3 Organization settings, §9 plural rules for
 * points): admins set every form through PATCH /api/organization/economy, members read them in
 * the settings, a bad name changes nothing, and migration 0009 turns the old single-text names into
 * forms without losing what a community had written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_BONUS_NAME } from '@gratia/contracts';
import { MIGRATIONS_DIR, type Db } from '../../src/db/client.ts';
import { createOrg, createTestApp, createTestDb, memberClients, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let app: FastifyInstance;
let org: TestOrg;
const as = memberClients(() => app);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Bonus', members: 3, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const points = { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } };

describe('the bonus name through the API', () => {
  it('a new community has the default forms; an admin sets every form and members read them', async () => {
    const member = await as(org, 1);
    expect((await member.get('/api/organization/settings')).json().bonusName).toEqual(DEFAULT_BONUS_NAME);
    const admin = await as(org, 0);
    const res = await admin.send('PATCH', '/api/organization/economy', { bonusName: { ru: { one: ' балл ', few: 'балла', many: 'баллов' }, en: points.en } });
    expect(res.statusCode).toBe(200);
    expect(res.json().bonusName).toEqual(points);
    expect((await member.get('/api/organization/settings')).json().bonusName).toEqual(points);
    expect((await member.get('/api/organization/economy')).json().bonusName).toEqual(points);
  });

  it('refuses a missing or empty form, naming it, and changes nothing; members cannot change it', async () => {
    const admin = await as(org, 0);
    const before = (await admin.get('/api/organization/economy')).json().bonusName;
    const res = await admin.send('PATCH', '/api/organization/economy', { bonusName: { ru: { one: 'очко', few: '  ', many: 'очков' }, en: { one: 'pt' } } });
    expect(res.statusCode).toBe(400);
    const issues = (res.json() as { error: { details: { issues: { path: string; message: string }[] } } }).error.details.issues;
    expect(issues.map((i) => [i.path, i.message]).sort()).toEqual([
      ['bonusName.en.other', 'validation.required'],
      ['bonusName.ru.few', 'validation.required'],
    ]);
    expect((await admin.send('PATCH', '/api/organization/economy', { bonusName: 'баллы' })).statusCode).toBe(400);
    const member = await as(org, 1);
    expect((await member.send('PATCH', '/api/organization/economy', { bonusName: DEFAULT_BONUS_NAME })).statusCode).toBe(403);
    expect((await admin.get('/api/organization/economy')).json().bonusName).toEqual(before);
  });
});

describe('migration 0009', () => {
  it('keeps forms written as "a|b|c", uses a plain name for every ru form, and names English forms', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    const run = async (pg: PGlite, tag: string) => {
      for (const statement of readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
        if (statement.trim()) await pg.exec(statement);
      }
    };
    const pg = new PGlite();
    try {
      const entries = journal.entries.sort((a, b) => a.idx - b.idx);
      const target = entries.find((e) => e.tag === '0009_bonus_name_forms');
      expect(target).toBeDefined();
      for (const e of entries.filter((e) => e.idx < target!.idx)) await run(pg, e.tag);
      const names = ['спасибо', 'балл|балла|баллов', 'баллы', 'звезда | звезды', ' очки '];
      for (const [i, name] of names.entries()) {
        await pg.query(`insert into organizations (name, shared_key, bonus_name) values ($1, $2, $3)`, [`Org ${i}`, `key-${i}`, name]);
      }
      await run(pg, target!.tag);
      const rows = (await pg.query<{ bonus_name: unknown }>('select bonus_name from organizations order by id')).rows.map((r) => r.bonus_name);
      expect(rows).toEqual([
        { ru: { one: 'спасибо', few: 'спасибо', many: 'спасибо' }, en: { one: 'thank-you', other: 'thank-yous' } },
        { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } },
        { ru: { one: 'баллы', few: 'баллы', many: 'баллы' }, en: { one: 'point', other: 'points' } },
        { ru: { one: 'звезда', few: 'звезды', many: 'звезды' }, en: { one: 'point', other: 'points' } },
        { ru: { one: 'очки', few: 'очки', many: 'очки' }, en: { one: 'point', other: 'points' } },
      ]);
    } finally {
      await pg.close();
    }
  });
});
