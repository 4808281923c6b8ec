/**
 * The analytics challenges report through the API (docs/decisions/0041; SPEC §1 admin analytics
 * 'challenges', §4 'Analytics challenge states', §6, §7 'analytics … with xlsx exports'): who may
 * read it (admins of the organization only: a member, a superuser who is no admin here, another
 * community's admin are refused or see only their own), the analytics state of a challenge in every
 * situation, the filters (states, the period overlapping days in a time zone, the name search),
 * keyset pages without gaps or repeats, the totals, refused input, and the .xlsx export read back
 * with exceljs (headers in either language, typed cells, the totals row, the file name).
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsChallengeState, Challenge, ChallengeReport, ChallengesReportPage, ChallengesReportRow } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { writeChallengesWorkbook } from '../../src/modules/analytics/index.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
let dated: TestOrg;
const as = memberClients(() => app);

/** Member 0 is the admin, 1 the organizer, 2–5 participants, 6 a superuser who is a plain member. */
const ADMIN = 0;
const ORGANIZER = 1;
const SUPER = 6;
const HOUR = 3_600_000;

/** The challenges of `org` by their names, made in `beforeAll`, and the state each must show. */
const made = new Map<string, Challenge>();
const EXPECTED: Record<string, AnalyticsChallengeState> = {
  'Отложенный старт': 'deferred',
  'Никто ещё не участвовал': 'published',
  'Сообщество угощает': 'published',
  'Скидка 100% на идеи': 'published',
  'Отчёты приходят': 'reports',
  'Приём отчётов закрыт': 'finalizing',
  'Голосование после конца': 'finalizing',
  'Завершённый с победителем': 'ended',
  'Удалённый черновик': 'deleted',
};

const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;
const issues = (res: { json: <T>() => T }) => res.json<{ error: { details: { issues: { path: string; message: string }[] } } }>().error.details.issues;

async function create(o: TestOrg, i: number, body: Record<string, unknown>): Promise<Challenge> {
  const res = await (await as(o, i)).post(
    '/api/challenges',
    { description: 'Описание челленджа', fund: 10, places: 1, sponsor: 'distribution', endAt: new Date(Date.now() + 24 * HOUR).toISOString(), ...body },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Challenge>();
}
async function report(o: TestOrg, i: number, challengeId: number): Promise<ChallengeReport> {
  const res = await (await as(o, i)).post('/api/challenges/reports', { challengeId, text: 'Мой отчёт' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChallengeReport>();
}
async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
}

/** GET the report as member `i` of `o` with `query`. */
async function page(o: TestOrg, i: number, query = ''): Promise<ChallengesReportPage> {
  const res = await (await as(o, i)).get(`/api/analytics/challenges${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChallengesReportPage>();
}
const names = (p: ChallengesReportPage) => p.items.map((r) => r.name);

/** Every row of the report with `query`, page by page (`limit` a page), and the pages' summaries. */
async function allPages(o: TestOrg, query: string, limit: number): Promise<{ rows: ChallengesReportRow[]; summaries: unknown[] }> {
  const rows: ChallengesReportRow[] = [];
  const summaries: unknown[] = [];
  let cursor: string | null = null;
  do {
    const p: ChallengesReportPage = await page(o, ADMIN, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    rows.push(...p.items);
    summaries.push(p.summary);
    cursor = p.nextCursor;
  } while (cursor);
  return { rows, summaries };
}

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 8, accrual: 200 });
  other = await createOrg(db, { name: 'Other', members: 3, accrual: 100 });
  dated = await createOrg(db, { name: 'Dated', members: 2, accrual: 200 });
  await db.update(users).set({ superuser: true }).where(sql`${users.id} in (${memberOf(org, SUPER).id}, ${memberOf(other, 0).id})`);

  const keep = (c: Challenge) => made.set(c.name, c);
  const soon = new Date(Date.now() + HOUR);
  keep(await create(org, ORGANIZER, { name: 'Отложенный старт', fund: 10, startAt: soon.toISOString(), endAt: new Date(soon.getTime() + HOUR).toISOString() }));
  keep(await create(org, ORGANIZER, { name: 'Никто ещё не участвовал', fund: 11 }));
  keep(await create(org, ADMIN, { name: 'Сообщество угощает', fund: 100, places: 2, sponsor: 'community' }));
  keep(await create(org, ORGANIZER, { name: 'Скидка 100% на идеи', fund: 16 }));
  const reports = keep(await create(org, ORGANIZER, { name: 'Отчёты приходят', fund: 12, places: 2 })).get('Отчёты приходят')!;
  await report(org, 2, reports.id);
  const closed = keep(await create(org, ORGANIZER, { name: 'Приём отчётов закрыт', fund: 13 })).get('Приём отчётов закрыт')!;
  await report(org, 3, closed.id);
  await ok((await as(org, ORGANIZER)).post('/api/challenges/reception', { id: closed.id, open: false }));
  const voting = keep(await create(org, ORGANIZER, { name: 'Голосование после конца', fund: 14, winnerRule: 'voting' })).get('Голосование после конца')!;
  await report(org, 4, voting.id);
  // Its end passed a minute ago and the job has not completed it yet.
  await db.execute(sql`update challenges set start_at = now() - interval '2 hours', end_at = now() - interval '1 minute' where id = ${voting.id}`);
  const ended = keep(await create(org, ORGANIZER, { name: 'Завершённый с победителем', fund: 20, places: 2 })).get('Завершённый с победителем')!;
  const winner = await report(org, 2, ended.id);
  await report(org, 5, ended.id);
  await ok((await as(org, ORGANIZER)).post('/api/challenges/reports/decide', { reportId: winner.id, decision: 'accept' }));
  await ok((await as(org, ORGANIZER)).post('/api/challenges/close', { id: ended.id }));
  const deleted = keep(await create(org, ORGANIZER, { name: 'Удалённый черновик', fund: 15 })).get('Удалённый черновик')!;
  await ok((await as(org, ORGANIZER)).send('DELETE', `/api/challenges?id=${deleted.id}`));
  await create(other, 1, { name: 'Чужой челлендж', fund: 9 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('who may read it', () => {
  it('answers admins, refuses members and a superuser who is no admin here, and never shows another community’s challenges', async () => {
    const mine = await page(org, ADMIN, 'limit=100');
    expect(names(mine)).not.toContain('Чужой челлендж');
    expect(mine.items).toHaveLength(Object.keys(EXPECTED).length);
    for (const [i, who] of [[ORGANIZER, 'organizer'], [2, 'member'], [SUPER, 'superuser']] as const) {
      const client = await as(org, i);
      for (const path of ['/api/analytics/challenges', '/api/analytics/challenges.xlsx', '/api/analytics/challenges?state=bogus']) {
        const res = await client.get(path);
        expect([res.statusCode, code(res)], `${path} as ${who}`).toEqual([403, 'FORBIDDEN']);
      }
    }
    // Another community's admin (a superuser too) sees their own challenges only, in the list and the file.
    const theirs = await page(other, 0, 'limit=100');
    expect(names(theirs)).toEqual(['Чужой челлендж']);
    expect(theirs.summary).toEqual({ count: 1, fund: 9, paidOut: 0, participants: 0, referrals: null });
    const file = await (await as(other, 0)).get('/api/analytics/challenges.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(3);
    // Signed out: 401 before anything is read.
    for (const url of ['/api/analytics/challenges', '/api/analytics/challenges.xlsx']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the analytics states', () => {
  it('maps every challenge to its state, with its author, fund, people, prizes and dates', async () => {
    const { items } = await page(org, ADMIN, 'limit=100');
    expect(Object.fromEntries(items.map((r) => [r.name, r.state]))).toEqual(EXPECTED);
    const byName = (name: string) => items.find((r) => r.name === name)!;
    expect(byName('Завершённый с победителем')).toMatchObject({ fund: 20, places: 2, winners: 1, participants: 2, paidOut: 10, fromOrganization: false });
    expect(byName('Завершённый с победителем').completedAt).not.toBeNull();
    expect(byName('Сообщество угощает')).toMatchObject({ fromOrganization: true, organizer: { id: memberOf(org, ADMIN).id }, fund: 100, paidOut: 0 });
    expect(byName('Отчёты приходят')).toMatchObject({ participants: 1, winners: 0, organizer: { id: memberOf(org, ORGANIZER).id, firstName: 'Имя1', surname: 'Acmeов1' } });
    expect(byName('Отложенный старт').startAt).toBe(made.get('Отложенный старт')!.startAt);
    // Newest first.
    expect(items.map((r) => r.id)).toEqual([...items.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('shows a reopened reception as reports again, and a challenge the job completed as ended', async () => {
    const closed = made.get('Приём отчётов закрыт')!;
    await ok((await as(org, ORGANIZER)).post('/api/challenges/reception', { id: closed.id, open: true }));
    expect((await page(org, ADMIN, 'state=reports')).items.map((r) => r.id)).toContain(closed.id);
    await ok((await as(org, ORGANIZER)).post('/api/challenges/reception', { id: closed.id, open: false }));
    expect((await page(org, ADMIN, 'state=finalizing')).items.map((r) => r.id)).toContain(closed.id);
  });
});

describe('filters and pages', () => {
  it('filters by one or several states, and totals the filtered set', async () => {
    expect(names(await page(org, ADMIN, 'state=deleted'))).toEqual(['Удалённый черновик']);
    const two = await page(org, ADMIN, 'state=finalizing,ended');
    expect(names(two).sort()).toEqual(['Голосование после конца', 'Завершённый с победителем', 'Приём отчётов закрыт']);
    expect(two.summary).toEqual({ count: 3, fund: 13 + 14 + 20, paidOut: 10, participants: 1 + 1 + 2, referrals: null });
    const all = await page(org, ADMIN, '');
    expect(all.summary).toEqual({ count: 9, fund: 10 + 11 + 100 + 16 + 12 + 13 + 14 + 20 + 15, paidOut: 10, participants: 5, referrals: null });
    // Every state named is every challenge; repeats count once.
    expect((await page(org, ADMIN, 'state=deferred,published,reports,finalizing,ended,deleted,deleted')).summary?.count).toBe(9);
  });

  it('searches the name for plain text anywhere, ignoring case', async () => {
    expect(names(await page(org, ADMIN, `q=${encodeURIComponent('ПРИЁМ')}`))).toEqual(['Приём отчётов закрыт']);
    expect(names(await page(org, ADMIN, `q=${encodeURIComponent('100%')}`))).toEqual(['Скидка 100% на идеи']);
    expect(names(await page(org, ADMIN, `q=${encodeURIComponent('%')}`))).toEqual(['Скидка 100% на идеи']);
    expect((await page(org, ADMIN, `q=${encodeURIComponent('_')}`)).items).toEqual([]);
    expect((await page(org, ADMIN, `q=${encodeURIComponent('   ')}`)).summary?.count).toBe(9);
    const both = await page(org, ADMIN, `q=${encodeURIComponent('от')}&state=finalizing`);
    expect(names(both).sort()).toEqual(['Приём отчётов закрыт']);
  });

  it('keeps the challenges whose period overlaps the days, in the time zone asked, ending at the completion', async () => {
    const at = (iso: string) => new Date(iso).toISOString();
    const a = await create(dated, 1, { name: 'A', startAt: at('2090-03-10T12:00:00Z'), endAt: at('2090-03-12T12:00:00Z') });
    const b = await create(dated, 1, { name: 'B', startAt: at('2090-03-20T12:00:00Z'), endAt: at('2090-03-25T12:00:00Z') });
    const c = await create(dated, 1, { name: 'C', startAt: at('2090-03-30T22:30:00Z'), endAt: at('2090-03-31T12:00:00Z') });
    const list = async (query: string) => (await page(dated, ADMIN, query)).items.map((r) => r.name).sort();
    expect(await list('from=2090-03-11&to=2090-03-21')).toEqual(['A', 'B']);
    expect(await list('from=2090-03-12')).toEqual(['A', 'B', 'C']);
    expect(await list('from=2090-03-13')).toEqual(['B', 'C']);
    expect(await list('to=2090-03-10')).toEqual(['A']);
    expect(await list('to=2090-03-09')).toEqual([]);
    expect(await list('from=2090-03-20&to=2090-03-20')).toEqual(['B']);
    // C starts on 30 March in UTC but on 31 March in Moscow.
    expect(await list('from=2090-03-26&to=2090-03-30')).toEqual(['C']);
    expect(await list('from=2090-03-26&to=2090-03-30&timeZone=Europe%2FMoscow')).toEqual([]);
    expect(await list('from=2090-03-31&to=2090-03-31&timeZone=Europe%2FMoscow')).toEqual(['C']);
    // Closed today: its period ended today, not on its planned end.
    const closed = await create(dated, 1, { name: 'D', endAt: at('2090-06-01T00:00:00Z') });
    await ok((await as(dated, 1)).post('/api/challenges/close', { id: closed.id }));
    expect(await list('from=2090-05-01')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}`)).toEqual(['D']);
    expect([a.status, b.status, c.status]).toEqual(['deferred', 'deferred', 'deferred']);
  });

  it('pages newest first without gaps or repeats, ties included, with the totals on the first page only', async () => {
    // Three more challenges created at the very same instant: the id breaks the tie.
    const tied = [await create(dated, 1, { name: 'T1' }), await create(dated, 1, { name: 'T2' }), await create(dated, 1, { name: 'T3' })];
    await db.execute(sql`update challenges set created_at = '2030-01-01T00:00:00.000Z' where id in (${sql.join(tied.map((t) => sql`${t.id}`), sql`, `)})`);
    const whole = await page(dated, ADMIN, 'limit=100');
    expect(whole.nextCursor).toBeNull();
    expect(whole.items.length).toBe(7);
    for (const limit of [1, 2, 3]) {
      const { rows, summaries } = await allPages(dated, 'state=deferred,ended,published', limit);
      expect(rows.map((r) => r.id)).toEqual(whole.items.map((r) => r.id));
      expect(summaries[0]).toEqual(whole.summary);
      expect(summaries.slice(1).every((s) => s === null)).toBe(true);
    }
    const tiedOrder = whole.items.filter((r) => r.name.startsWith('T')).map((r) => r.name);
    expect(tiedOrder).toEqual(['T3', 'T2', 'T1']);
    // A filtered listing pages the same way.
    const { rows } = await allPages(dated, 'state=deferred', 2);
    expect(rows.map((r) => r.name)).toEqual(['C', 'B', 'A']);
  });

  it('refuses bad input with the field named, before reading anything', async () => {
    const admin = await as(org, ADMIN);
    const cases: [string, string, string][] = [
      ['state=bogus', 'state', 'validation.invalid'],
      ['state=registration', 'state', 'validation.invalid'],
      ['from=2026-02-30', 'from', 'validation.date'],
      ['to=31-12-2026', 'to', 'validation.date'],
      ['from=2026-03-10&to=2026-03-09', 'to', 'validation.tooSmall'],
      ['timeZone=Mars%2FOlympus', 'timeZone', 'validation.invalid'],
      ['limit=0', 'limit', 'validation.tooSmall'],
      ['limit=101', 'limit', 'validation.tooBig'],
      ['cursor=not*a*cursor', 'cursor', 'validation.cursor'],
      ['cursor=bm9wZQ', 'cursor', 'validation.cursor'],
      [`q=${'x'.repeat(101)}`, 'q', 'validation.tooLong'],
      ['q=a%00b', 'q', 'validation.forbiddenCharacter'],
    ];
    for (const [query, path, message] of cases) {
      for (const route of ['/api/analytics/challenges', '/api/analytics/challenges.xlsx']) {
        if (route.endsWith('.xlsx') && (path === 'limit' || path === 'cursor')) continue;
        const res = await admin.get(`${route}?${query}`);
        expect([res.statusCode, code(res)], `${route}?${query}`).toEqual([400, 'VALIDATION_ERROR']);
        expect(issues(res).some((i) => i.path.split('.')[0] === path && i.message === message), `${route}?${query}: ${res.body}`).toBe(true);
      }
    }
    expect((await admin.get('/api/analytics/challenges.xlsx?lang=de')).statusCode).toBe(400);
    // Nothing was changed by any of it.
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from challenges where organization_id = ${org.id}`);
    expect(row?.n).toBe(9);
  });
});

describe('the .xlsx export', () => {
  it('writes the filtered challenges with typed cells, a frozen header, widths and a totals row, named in the caller’s language', async () => {
    const res = await (await as(org, ADMIN)).get('/api/analytics/challenges.xlsx?state=ended,deleted&lang=en&timeZone=Asia%2FTokyo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="challenges-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toMatch(/^Challenges \(Acme\) \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Challenges');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name', 'Author', 'State', 'Prize fund', 'Participants', 'Prize places', 'Winners', 'Paid out', 'Start', 'End', 'Completed', 'ID',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(44);
    expect(sheet.rowCount).toBe(4);
    // Newest first: the deleted one, then the ended one.
    const deleted = sheet.getRow(2);
    expect(deleted.getCell(1).value).toBe('Удалённый черновик');
    expect(deleted.getCell(3).value).toBe('Deleted');
    const ended = sheet.getRow(3);
    const c = made.get('Завершённый с победителем')!;
    expect(ended.getCell(1).value).toBe('Завершённый с победителем');
    expect(ended.getCell(2).value).toBe('Acmeов1 Имя1');
    expect(ended.getCell(3).value).toBe('Ended');
    expect([4, 5, 6, 7, 8, 12].map((i) => ended.getCell(i).value)).toEqual([20, 2, 2, 1, 10, c.id]);
    expect(ended.getCell(4).numFmt).toBe('#,##0');
    const start = ended.getCell(9).value as Date;
    expect(start).toBeInstanceOf(Date);
    expect(ended.getCell(9).numFmt).toBe('dd-mm-yyyy hh:mm');
    // Tokyo wall-clock time: nine hours ahead of UTC.
    expect(start.getTime() - new Date(c.startAt).getTime()).toBeGreaterThan(9 * HOUR - 1000);
    expect(start.getTime() - new Date(c.startAt).getTime()).toBeLessThan(9 * HOUR + 1000);
    expect(ended.getCell(11).value).toBeInstanceOf(Date);
    expect(deleted.getCell(11).value).toBeNull();
    const totals = sheet.getRow(4);
    expect(totals.getCell(1).value).toBe('Total: 2 challenges');
    expect(totals.font?.bold).toBe(true);
    expect(totals.getCell(4).value).toEqual({ formula: 'SUM(D2:D3)', result: 35 });
    expect(totals.getCell(8).value).toEqual({ formula: 'SUM(H2:H3)', result: 10 });
    expect(totals.getCell(5).value).toEqual({ formula: 'SUM(E2:E3)', result: 2 });
  });

  it('speaks the caller’s language by default, names the community as the author of its challenges, and totals an empty file', async () => {
    const res = await (await as(org, ADMIN)).get(`/api/analytics/challenges.xlsx?q=${encodeURIComponent('Сообщество')}`);
    expect(res.statusCode, res.body).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toMatch(/^Челленджи \(Acme\) \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Челленджи');
    expect(sheet.getRow(1).getCell(1).value).toBe('Название');
    expect(sheet.getRow(2).getCell(2).value).toBe('Acme');
    expect(sheet.getRow(2).getCell(3).value).toBe('Опубликован');
    expect(sheet.getRow(3).getCell(1).value).toBe('Итого: 1 челлендж');
    const empty = await (await as(org, ADMIN)).get('/api/analytics/challenges.xlsx?q=nothing-like-this');
    const emptyBook = new ExcelJS.Workbook();
    await emptyBook.xlsx.load(empty.rawPayload as unknown as ArrayBuffer);
    const emptySheet = emptyBook.worksheets[0]!;
    expect(emptySheet.rowCount).toBe(2);
    expect(emptySheet.getRow(2).getCell(1).value).toBe('Итого: 0 челленджей');
    expect(emptySheet.getRow(2).getCell(4).value).toBe(0);
  });

  it('streams every row in batches, whatever the batch size', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => out.on('end', resolve));
    const written = await writeChallengesWorkbook(db, { organizationId: org.id, organizationName: 'Acme', filter: {}, lang: 'ru', now: new Date(), batchSize: 2 }, out);
    await done;
    expect(written).toBe(9);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const ids = Array.from({ length: 9 }, (_, i) => sheet.getRow(i + 2).getCell(12).value);
    expect(ids).toEqual((await page(org, ADMIN, 'limit=100')).items.map((r) => r.id));
    expect(sheet.getRow(11).getCell(1).value).toBe('Итого: 9 челленджей');
  });
});

describe('the referral challenges report (docs/decisions/0045)', () => {
  it('lists only referral challenges with the people they brought in, counted and not, totals them, and exports them', async () => {
    const refs = await createOrg(db, { name: 'Refs', members: 3, accrual: 100 });
    const ref = await create(refs, 1, { name: 'Приведи коллегу', winnerRule: 'referrals', fund: 10, places: 1 });
    const link = (await (await as(refs, 2)).post('/api/challenges/referrals/invite', { challengeId: ref.id })).json<{ token: string }>();
    const [invite] = await queryRows<{ id: number }>(db, sql`select id from invite_links where token = ${link.token}`);
    const { recordReferral } = await import('../../src/modules/challenges/index.ts');
    const newcomers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [u] = await db.insert(users).values({ email: `${randomUUID()}@report.test`, currentOrganizationId: refs.id }).returning({ id: users.id });
      await db.execute(sql`insert into memberships (organization_id, user_id) values (${refs.id}, ${u!.id})`);
      await recordReferral(db, invite!.id, u!.id);
      newcomers.push(u!.id);
    }
    await db.execute(sql`update memberships set blocked_at = now() where user_id = ${newcomers[0]!} and organization_id = ${refs.id}`);
    const admin = await as(refs, 0);
    const page = (await admin.get('/api/analytics/challenges?kind=referrals')).json<ChallengesReportPage>();
    expect(page.items.map((r) => [r.name, r.referrals])).toEqual([['Приведи коллегу', { joined: 3, counted: 2 }]]);
    expect(page.summary).toMatchObject({ count: 1, referrals: { joined: 3, counted: 2 } });
    const all = (await admin.get('/api/analytics/challenges?limit=100')).json<ChallengesReportPage>();
    expect(all.summary?.referrals).toBeNull();
    expect(all.items.find((r) => r.id === ref.id)?.referrals).toEqual({ joined: 3, counted: 2 });
    expect(all.items.filter((r) => r.id !== ref.id).every((r) => r.referrals === null)).toBe(true);
    expect((await admin.get('/api/analytics/challenges?kind=bogus')).statusCode).toBe(400);
    expect((await (await as(refs, 2)).get('/api/analytics/challenges?kind=referrals')).statusCode).toBe(403);

    const res = await admin.get('/api/analytics/challenges.xlsx?kind=referrals&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/filename="referral-challenges-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Referral challenges');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name', 'Author', 'State', 'Prize fund', 'Participants', 'Prize places', 'Winners', 'Paid out', 'Joined', 'Counted', 'Start', 'End', 'Completed', 'ID',
    ]);
    expect([9, 10].map((i) => sheet.getRow(2).getCell(i).value)).toEqual([3, 2]);
    expect(sheet.getRow(3).getCell(10).value).toEqual({ formula: 'SUM(J2:J2)', result: 2 });
  });
});
