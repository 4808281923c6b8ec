import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AvailableMarket, OffersPage, OrdersPage, TemplateCategoryTree, TemplatesPage, TopOffers } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { diskStorage } from '../../src/modules/media/storage.ts';
import { COMMON_SETS } from '../../src/seed/challengeTemplates.ts';
import { isEmpty, seedDemo, type SeedResult } from '../../src/seed/demo.ts';
import { Client, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let result: SeedResult;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-seed-'));
  ({ db, cleanup } = await createTestDb());
  expect(await isEmpty(db)).toBe(true);
  result = await seedDemo(db, {
    members: 50,
    thanks: 200,
    now: new Date('2026-03-15T12:00:00Z'),
    storage: diskStorage(path.join(dataDir, 'uploads')),
  });
});
afterAll(async () => {
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates two communities, ~50 members, values, an active period and ~200 thanks with balanced ledger', async () => {
    const [stats] = await queryRows<{ members: number; values: number; thanks: number; anon: number; with_value: number; colours: number }>(
      db,
      sql`select
            (select count(*)::int from memberships where organization_id = ${result.organizationId}) as members,
            (select count(*)::int from company_values where organization_id = ${result.organizationId}) as values,
            (select count(*)::int from transactions where organization_id = ${result.organizationId}) as thanks,
            (select count(*)::int from transactions where organization_id = ${result.organizationId} and is_anonymous) as anon,
            (select count(*)::int from transactions where organization_id = ${result.organizationId} and value_id is not null) as with_value,
            (select count(*)::int from jsonb_object_keys((select colors_json from organizations where id = ${result.organizationId}))) as colours`,
    );
    expect(stats?.members).toBe(51); // 50 members + the superuser
    expect(stats?.values).toBe(6);
    expect(stats?.thanks).toBeGreaterThan(180);
    expect(stats?.anon).toBeGreaterThan(5);
    expect(stats?.with_value).toBeGreaterThan(100);
    expect(stats?.colours).toBe(17);
    expect(await checkLedgerInvariants(db)).toMatchObject({ ok: true, problems: [] });
    await expect(seedDemo(db)).rejects.toThrow(/not empty/);
  });

  it('gives each community a division tree and every member a job title and a division of it', async () => {
    const tree = async (organizationId: number) =>
      queryRows<{ id: number; parent_id: number | null; name: string; members: number }>(
        db,
        sql`select d.id, d.parent_id, d.name, (select count(*)::int from memberships m where m.division_id = d.id) as members
            from divisions d where d.organization_id = ${organizationId} order by d.id`,
      );
    const demo = await tree(result.organizationId);
    const top = demo.filter((d) => d.parent_id === null).map((d) => d.name);
    expect(top).toEqual(['Разработка', 'Продукт и дизайн', 'Продажи', 'Маркетинг', 'HR', 'Финансы']);
    const childrenOf = (name: string) => {
      const parent = demo.find((d) => d.name === name && d.parent_id === null);
      return demo.filter((d) => d.parent_id === parent?.id).map((d) => d.name);
    };
    expect(childrenOf('Разработка')).toEqual(['Backend', 'Frontend', 'QA']);
    expect(childrenOf('Продажи')).toEqual(['Продажи Северо-Запад']);
    // Every division has people; every leaf several.
    for (const d of demo) expect(d.members, d.name).toBeGreaterThan(0);
    for (const d of demo.filter((x) => !demo.some((c) => c.parent_id === x.id))) expect(d.members, d.name).toBeGreaterThanOrEqual(3);

    const placed = async (organizationId: number) =>
      queryRows<{ members: number; with_title: number; with_division: number; titles: number; foreign: number }>(
        db,
        sql`select count(*)::int as members,
                   count(m.job_title)::int as with_title,
                   count(m.division_id)::int as with_division,
                   count(distinct m.job_title)::int as titles,
                   count(*) filter (where d.organization_id <> m.organization_id)::int as foreign
            from memberships m left join divisions d on d.id = m.division_id
            where m.organization_id = ${organizationId}`,
      );
    expect((await placed(result.organizationId))[0]).toMatchObject({ members: 51, with_title: 51, with_division: 51, foreign: 0 });
    expect((await placed(result.organizationId))[0]?.titles).toBeGreaterThanOrEqual(30);

    // The second community is smaller, with a structure of its own.
    const second = await tree(result.secondOrganizationId);
    expect(second.length).toBeGreaterThanOrEqual(3);
    expect(second.length).toBeLessThan(demo.length);
    expect(second.some((d) => d.parent_id !== null)).toBe(true);
    expect((await placed(result.secondOrganizationId))[0]).toMatchObject({ members: 9, with_title: 9, with_division: 9, foreign: 0 });

    // The recipient picker shows them: the admin finds the designers by their title.
    const { app } = await createTestApp(db, { dataDir });
    try {
      const admin = new Client(app);
      await admin.signIn(result.logins[0]?.email ?? '');
      const designers = (await admin.get(`/api/users/search?q=${encodeURIComponent('дизайнер')}`)).json().items as { jobTitle: string; division: { name: string } }[];
      // Every designer who may be picked (not fired, not blocked: the seed has leavers), and no one else.
      const [active] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from memberships m
            where m.organization_id = ${result.organizationId} and m.job_title ilike '%дизайнер%'
              and m.blocked_at is null and (m.fired_on is null or m.fired_on > current_date)`,
      );
      expect(active?.n).toBeGreaterThanOrEqual(2);
      expect(designers.length).toBe(active?.n);
      for (const u of designers) expect(u.jobTitle.toLowerCase()).toContain('дизайнер');
      expect(designers.map((u) => u.division.name)).toContain('Продукт и дизайн');
      const suggested = (await admin.get('/api/users/suggestions')).json().items as { jobTitle: string | null; division: unknown }[];
      expect(suggested.length).toBeGreaterThan(0);
      for (const u of suggested) expect(u.jobTitle && u.division).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('gives the demo sign-ins a live notifications bell: fresh activity unread, older notices read', async () => {
    expect(result.notifications).toBeGreaterThan(50);
    const { app } = await createTestApp(db, { dataDir });
    try {
      for (const login of [result.logins[0], result.logins[2], result.logins[3]]) {
        const c = new Client(app);
        await c.signIn(login?.email ?? '');
        const unread = (await c.get('/api/notifications/unread')).json().count as number;
        expect(unread, login?.email).toBeGreaterThan(0);
        const items = (await c.get('/api/notifications?limit=100')).json().items as { kind: string; readAt: string | null; createdAt: string }[];
        const kinds = new Set(items.map((n) => n.kind));
        for (const kind of ['thanks_received', 'thanks_like', 'period_started']) expect(kinds, login?.email).toContain(kind);
        expect(items.some((n) => n.readAt !== null)).toBe(true);
        // Nothing lies in the seed's future.
        for (const n of items) expect(Date.parse(n.createdAt)).toBeLessThanOrEqual(Date.parse('2026-03-15T12:00:00Z'));
      }
    } finally {
      await app.close();
    }
  });

  it('its demo sign-ins work and see their community', async () => {
    const { app } = await createTestApp(db, { dataDir });
    try {
      const admin = new Client(app);
      const info = (await admin.signIn(result.logins[0]?.email ?? '')).json();
      expect(info.privileged[0]?.role).toBe('A');
      const su = new Client(app);
      expect((await su.signIn(`@${result.logins[1]?.tgName}`)).json().superuser).toBe(true);
      const feed = (await admin.get('/api/feed?limit=5')).json();
      expect(feed.items).toHaveLength(5);
      expect(feed.nextCursor).not.toBeNull();
      const packs = (await admin.get('/api/stickers/packs')).json().items as { name: string; stickers: { image: { url: string } }[] }[];
      expect(packs.map((p) => p.name)).toEqual(['Базовый']);
      expect(packs[0]?.stickers).toHaveLength(8);
      const sticker = await admin.get(packs[0]?.stickers[0]?.image.url ?? '');
      expect(sticker.statusCode).toBe(200);
      expect(sticker.headers['content-type']).toBe('image/webp');
      const [photo] = await queryRows<{ id: string }>(
        db,
        sql`select i.id from transaction_photos tp join images i on i.id = tp.image_id where i.organization_id = ${result.organizationId} limit 1`,
      );
      expect((await admin.get(`/api/images/${photo?.id}?size=thumb`)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('seeds additions to recent thanks: the feed shows them and the admin’s bell tells of them', async () => {
    expect(result.additions).toBeGreaterThanOrEqual(8);
    const { app } = await createTestApp(db, { dataDir });
    try {
      const admin = new Client(app);
      await admin.signIn(result.logins[0]?.email ?? '');
      const feed = (await admin.get('/api/feed?limit=30')).json().items as { type: string; transaction?: { additions: { count: number; total: number; adders: unknown[] } } }[];
      const added = feed.filter((e) => e.type === 'transaction' && (e.transaction?.additions.count ?? 0) > 0);
      expect(added.length).toBeGreaterThanOrEqual(3);
      expect(added.some((e) => (e.transaction?.additions.count ?? 0) >= 3)).toBe(true);
      const bell = (await admin.get('/api/notifications?limit=100')).json().items as { kind: string; createdAt: string }[];
      const told = bell.filter((n) => n.kind === 'thanks_addition');
      expect(told.length).toBeGreaterThan(0);
      for (const n of told) expect(Date.parse(n.createdAt)).toBeLessThanOrEqual(Date.parse('2026-03-15T12:00:00Z'));
    } finally {
      await app.close();
    }
  });

  it('seeds a sticker pack per community, photos on ~25 thanks and stickers on ~40, with the files in storage', async () => {
    const [stats] = await queryRows<{ packs: number; stickers: number; photo_thanks: number; photos: number; stickered: number; second_stickers: number }>(
      db,
      sql`select
            (select count(*)::int from sticker_packs where organization_id = ${result.organizationId} and name = 'Базовый' and is_active) as packs,
            (select count(*)::int from stickers where organization_id = ${result.organizationId}) as stickers,
            (select count(distinct tp.transaction_id)::int from transaction_photos tp join transactions t on t.id = tp.transaction_id
              where t.organization_id = ${result.organizationId}) as photo_thanks,
            (select count(*)::int from transaction_photos tp join transactions t on t.id = tp.transaction_id
              where t.organization_id = ${result.organizationId}) as photos,
            (select count(*)::int from transactions where organization_id = ${result.organizationId} and sticker_id is not null) as stickered,
            (select count(*)::int from stickers where organization_id = ${result.secondOrganizationId}) as second_stickers`,
    );
    expect(stats).toMatchObject({ packs: 1, stickers: 8, photo_thanks: 25, stickered: 40, second_stickers: 8 });
    expect(stats?.photos).toBeGreaterThanOrEqual(25);
    expect(stats?.photos).toBeLessThanOrEqual(75);
    expect(result.photos).toBeGreaterThan(stats?.photos ?? 0); // the second community has a few too
    // Photos and stickers stay inside their organization: owners, stickers and thanks agree.
    const [mismatch] = await queryRows<{ n: number }>(
      db,
      sql`select
            (select count(*)::int from transaction_photos tp join transactions t on t.id = tp.transaction_id join images i on i.id = tp.image_id
              where i.organization_id <> t.organization_id or i.owner_id <> t.sender_id or i.purpose <> 'thanks')
          + (select count(*)::int from transactions t join stickers s on s.id = t.sticker_id where s.organization_id <> t.organization_id) as n`,
    );
    expect(mismatch?.n).toBe(0);
    // Every image has its files: full and, for photos, the thumbnail.
    const rows = await queryRows<{ storage_key: string; purpose: string; width: number; height: number }>(
      db,
      sql`select storage_key, purpose, width, height from images`,
    );
    const files = new Set(fs.readdirSync(path.join(dataDir, 'uploads')));
    for (const r of rows) {
      expect(files.has(`${r.storage_key}.webp`), r.storage_key).toBe(true);
      expect(files.has(`${r.storage_key}_thumb.webp`), r.storage_key).toBe(r.purpose === 'thanks');
      expect(Math.max(r.width, r.height)).toBeLessThanOrEqual(r.purpose === 'thanks' ? 1600 : 512);
      if (r.purpose === 'thanks') expect(Math.max(r.width, r.height)).toBeGreaterThanOrEqual(1200);
    }
    expect(files.size).toBe(rows.length + rows.filter((r) => r.purpose === 'thanks').length);
  });
  it('gives the demo community a manager who redistributed, a controller and thanks above the threshold waiting for them', async () => {
    expect(result).toMatchObject({ waitingThanks: 3, redistributions: 1 });
    expect(result.logins.map((l) => l.label.split(' ')[0])).toEqual(['admin', 'superuser', 'manager', 'controller', 'market']);
    const { app } = await createTestApp(db, { dataDir });
    try {
      const [admin, manager, controller] = [new Client(app), new Client(app), new Client(app)];
      await admin.signIn(result.logins[0]?.email ?? '');
      await manager.signIn(result.logins[2]?.email ?? '');
      await controller.signIn(result.logins[3]?.email ?? '');
      expect((await admin.get('/api/organization/economy')).json()).toMatchObject({ approvalThreshold: 50, maxTransfer: 100 });
      const roles = (await admin.get('/api/admin/roles')).json().items as { role: string; division: { name: string } | null }[];
      expect(roles.map((r) => [r.role, r.division?.name ?? null])).toEqual([
        ['A', null],
        ['C', null],
        ['M', 'Разработка'],
      ]);
      const queue = (await controller.get('/api/approvals?limit=100')).json().items as { amount: number; canDecide: boolean; createdAt: string }[];
      expect(queue).toHaveLength(3);
      for (const t of queue) {
        expect(t.amount).toBeGreaterThan(50);
        expect(t.canDecide).toBe(true);
        expect(Date.parse(t.createdAt)).toBeLessThanOrEqual(Date.parse('2026-03-15T12:00:00Z'));
      }
      // The admin sees her own waiting thanks in her history; the manager's scope is his division.
      const sent = (await admin.get('/api/history?filter=sent&limit=100')).json().items as { status: string; approval: { state: string } | null }[];
      expect(sent.filter((i) => i.status === 'waiting').map((i) => i.approval?.state)).toEqual(['waiting']);
      expect((await manager.get('/api/redistribution/scope')).json()).toMatchObject({ division: { name: 'Разработка' }, hidden: false });
      const given = (await manager.get('/api/history?filter=sent&limit=100')).json().items as { type: string; amount: number }[];
      expect(given.filter((i) => i.type === 'redistribution').map((i) => i.amount)).toEqual([40]);
      // The seeded everyday thanks never waited.
      const [held] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where organization_id = ${result.organizationId} and approval is not null`);
      expect(held?.n).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('gives the demo community two subsidiaries: a busy regional office and a new one', async () => {
    expect(result.subsidiaries).toBe(2);
    const { app } = await createTestApp(db, { dataDir });
    try {
      const admin = new Client(app);
      await admin.signIn(result.logins[0]?.email ?? '');
      const list = (await admin.get('/api/subsidiaries')).json() as { parent: null; items: { id: number; name: string; members: number; admins: unknown[]; isMember: boolean }[] };
      expect(list.parent).toBeNull();
      expect(list.items.map((s) => [s.name, s.members, s.admins.length, s.isMember])).toEqual([
        ['Gratia Казань', 8, 2, true],
        ['Gratia Новосибирск', 1, 1, true],
      ]);
      const kazan = list.items[0]!.id;
      const [stats] = await queryRows<{ thanks: number; divisions: number; active: number; both: number }>(
        db,
        sql`select (select count(*)::int from transactions where organization_id = ${kazan} and type = 'between_users') as thanks,
                   (select count(*)::int from divisions where organization_id = ${kazan}) as divisions,
                   (select count(*)::int from periods where organization_id = ${kazan} and status = 'active') as active,
                   (select count(*)::int from memberships m where m.organization_id = ${kazan}
                      and exists (select 1 from memberships r where r.user_id = m.user_id and r.organization_id = ${result.organizationId})) as both`,
      );
      expect(stats).toEqual({ thanks: 4, divisions: 2, active: 1, both: 8 });
      // The demo's sign-ins other than the admin keep one community.
      const [manager] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from memberships m join users u on u.id = m.user_id where u.email = ${result.logins[2]?.email ?? ''}`);
      expect(manager?.n).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('gives members birthdays over the year, statuses and hidden fields, and has leavers and a blocked member who keep their history', async () => {
    const [people] = await queryRows<{ members: number; birthdays: number; months: number; statuses: number; hidden: number; fired: number; planned: number; blocked: number; leaver_thanks: number; demo_inactive: number }>(
      db,
      sql`select count(*)::int as members,
                 count(p.birth_date)::int as birthdays,
                 count(distinct extract(month from p.birth_date))::int as months,
                 count(distinct m.status)::int as statuses,
                 count(*) filter (where cardinality(p.hidden_fields) > 0)::int as hidden,
                 count(*) filter (where m.fired_on <= date '2026-03-15')::int as fired,
                 count(*) filter (where m.fired_on > date '2026-03-15')::int as planned,
                 count(*) filter (where m.blocked_at is not null)::int as blocked,
                 (select count(*)::int from transactions t join memberships x on x.user_id in (t.sender_id, t.recipient_id)
                    and x.organization_id = t.organization_id
                  where t.organization_id = ${result.organizationId} and (x.fired_on is not null or x.blocked_at is not null)) as leaver_thanks,
                 count(*) filter (where u.email = any(${sql.raw(`array[${result.logins.map((l) => `'${l.email}'`).join(', ')}]`)})
                                    and (m.fired_on is not null or m.blocked_at is not null))::int as demo_inactive
          from memberships m join profiles p on p.user_id = m.user_id join users u on u.id = m.user_id
          where m.organization_id = ${result.organizationId}`,
    );
    expect(people).toMatchObject({ members: 51, birthdays: 51, fired: 2, planned: 1, blocked: 1, demo_inactive: 0 });
    expect(people?.months).toBeGreaterThanOrEqual(10);
    expect(people?.statuses).toBe(6);
    expect(people?.hidden).toBeGreaterThan(5);
    expect(people?.leaver_thanks).toBeGreaterThan(0);
    expect(result).toMatchObject({ fired: 3, blocked: 1 });
  });

  it('seeds challenge templates: the common set in a category tree with an onboarding chain, the community’s and the admin’s own', async () => {
    expect(result.challengeTemplates).toBe(COMMON_SETS.ru.templates.length + 5);
    const { app } = await createTestApp(db, { dataDir });
    try {
      const admin = new Client(app);
      await admin.signIn(result.logins[0]?.email ?? '');
      const page = async (scope: string, query = '') => (await admin.get(`/api/challenges/templates?scope=${scope}&limit=100${query}`)).json<TemplatesPage>();
      const common = await page('common');
      expect(common.items.length).toBe(13);
      const chain = common.items.find((t) => t.kind === 'chain');
      expect(chain?.steps.map((s) => s.step)).toEqual([1, 2, 2, 3]);
      expect(common.items.every((t) => t.categories.length > 0 && !t.me.canEdit)).toBe(true);
      const tree = (await admin.get('/api/challenges/template-categories?scope=common')).json<TemplateCategoryTree>();
      expect(tree.items.map((n) => [n.name, n.children.map((c) => c.name)])).toEqual([
        ['Волонтёрство', []],
        ['Здоровье', ['Питание', 'Спорт']],
        ['Идеи', []],
        ['Команда', []],
        ['Обучение', []],
      ]);
      // 'Здоровье' selects its subcategories' templates too.
      const health = tree.items.find((n) => n.name === 'Здоровье');
      expect((await page('common', `&categoryId=${health?.id}`)).items.length).toBe(5);
      const community = await page('community');
      expect(community.items.map((t) => t.name)).toEqual(['Костюм на Хэллоуин', 'Лучший доклад демо-дня', 'Баг-хант перед релизом']);
      expect(community.items.every((t) => t.me.canEdit)).toBe(true);
      expect((await page('my')).items.map((t) => t.name)).toEqual(['Лучший отзыв о тимбилдинге', 'Приветствие новичков месяца']);
      // The English set has the same shape.
      expect(COMMON_SETS.en.templates.map((t) => [t.categories.length, t.steps?.length ?? 0, t.winnerRule])).toEqual(
        COMMON_SETS.ru.templates.map((t) => [t.categories.length, t.steps?.length ?? 0, t.winnerRule]),
      );
    } finally {
      await app.close();
    }
  });

  it('seeds a benefit market: a category tree, 30 offers with pictures, orders in every state, a market admin, top benefits', async () => {
    expect(result.market.offers).toBe(30);
    expect(result.market.orders).toBeGreaterThanOrEqual(15);
    const [stats] = await queryRows<{ pictures: number; archived: number; categories: number; statuses: number; held: number }>(
      db,
      sql`select (select count(*)::int from market_offers where market_id = ${result.market.marketId} and cardinality(image_ids) > 0) as pictures,
                 (select count(*)::int from market_offers where market_id = ${result.market.marketId} and status = 'archive') as archived,
                 (select count(*)::int from market_categories where market_id = ${result.market.marketId}) as categories,
                 (select count(distinct status)::int from market_orders where market_id = ${result.market.marketId}) as statuses,
                 (select count(*)::int from market_orders where market_id = ${result.market.marketId} and status = 'under_consideration') as held`,
    );
    expect(stats).toMatchObject({ pictures: 30, archived: 1, categories: 16 });
    expect(stats?.statuses).toBeGreaterThanOrEqual(7);
    expect(stats?.held).toBeGreaterThan(0);
    const keeper = new Client((await createTestApp(db)).app);
    const login = result.logins.find((l) => l.label.startsWith('market'));
    await keeper.signIn(login?.email ?? '');
    const [market] = (await keeper.get('/api/markets/available')).json<{ items: AvailableMarket[] }>().items;
    expect(market).toMatchObject({ id: result.market.marketId, canAdminister: true });
    const page = (await keeper.get(`/api/market/offers?marketId=${result.market.marketId}&limit=60`)).json<OffersPage>();
    // 30 less the archived one, and the two that end soon after the seed's clock (March), already over by the database's.
    expect(page.items).toHaveLength(27);
    // Top benefits count the last 90 days of the database's clock: bring the seed's March orders to today.
    await db.execute(sql`update market_orders set created_at = now() - (timestamptz '2026-03-15T12:00:00Z' - created_at) where market_id = ${result.market.marketId}`);
    const top = (await keeper.get('/api/market/top')).json<TopOffers>();
    expect(top.items.length).toBeGreaterThan(2);
    const admin = new Client((await createTestApp(db)).app);
    await admin.signIn(result.logins[0]?.email ?? '');
    const orders = (await admin.get('/api/market/orders')).json<OrdersPage>();
    expect(orders.items).toBeDefined();
    expect(await checkLedgerInvariants(db)).toMatchObject({ ok: true, problems: [] });
  });
});
