/**
 * The language of the demo's common challenge templates (SEED_TEMPLATES_LANGUAGE; docs/decisions/0044):
 * an installation seeded with `en` gets the English common set — and only it — with the same tree.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { COMMON_SETS, seedChallengeTemplates } from '../../src/seed/challengeTemplates.ts';
import { createOrg, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let org: TestOrg;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  org = await createOrg(db, { name: 'Templates', members: 2, accrual: 10 });
  await db.update(users).set({ superuser: true }).where(sql`${users.id} = ${memberOf(org, 1).id}`);
});
afterAll(async () => {
  await cleanup();
});

describe('the common templates in the installation’s language', () => {
  it('reads SEED_TEMPLATES_LANGUAGE: ru by default, en when asked, anything else refused', () => {
    expect(loadConfig({}).seedTemplatesLanguage).toBe('ru');
    expect(loadConfig({ SEED_TEMPLATES_LANGUAGE: 'en' }).seedTemplatesLanguage).toBe('en');
    expect(() => loadConfig({ SEED_TEMPLATES_LANGUAGE: 'de' })).toThrow(ConfigError);
  });

  it('seeds the English common set and its category tree, and no Russian common template', async () => {
    await seedChallengeTemplates(db, { organizationId: org.id, adminId: memberOf(org, 0).id, superuserId: memberOf(org, 1).id, language: 'en', now: new Date() });
    const templates = await queryRows<{ name: string }>(db, sql`select name from challenge_templates where scope = 'common' order by name`);
    expect(templates.map((t) => t.name)).toEqual(COMMON_SETS.en.templates.map((t) => t.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const categories = await queryRows<{ name: string }>(db, sql`select name from challenge_template_categories where scope = 'common' and parent_id is null order by name`);
    expect(categories.map((c) => c.name)).toEqual(COMMON_SETS.en.tree.map(([root]) => root).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(templates.some((t) => /[а-яё]/i.test(t.name))).toBe(false);
  });
});
