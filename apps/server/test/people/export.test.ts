/**
 * Export of the employee table to .xlsx (SPEC §2 Organization settings 'structure … employees';
 * docs/decisions/0024): admins only; an attachment with an ASCII and a UTF-8 file name; one sheet
 * whose header row is bold, frozen and filterable, with fitted widths; every field, hidden ones too,
 * of this organization only; the table's filters and sort apply; English headers and labels on
 * request; real dates; the blank template; and 5,000 employees exported and previewed back fast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmployeeImportPreview, EmployeeImportResult } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createDivisions } from '../../src/modules/people/index.ts';
import { Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';
import { csv, EXPORT, IMPORT, PREVIEW, readWorkbook, TEMPLATE, upload, withBom, XLSX } from './employeeFiles.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: TestOrg;
let b: TestOrg;
let divisions: Map<string, number>;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

const HEADER_RU = ['Фамилия', 'Имя', 'Отчество', 'Никнейм', 'E-mail', 'Телефон', 'Ник в Telegram', 'Telegram ID', 'Должность', 'Подразделение', 'Местоположение', 'Статус', 'Дата приёма', 'Дата рождения', 'Пол', 'Язык'];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 5, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 50 });
  divisions = await createDivisions(db, a.id, [{ name: 'Продукт', children: [{ name: 'Разработка' }] }, { name: 'Продажи' }]);
  await db.execute(sql`update profiles set surname = 'Яковлева', first_name = 'Анна', middle_name = 'Олеговна', nickname = 'anna', phone = '+7 900 000-00-01',
                         tg_id = '12345678901234567', gender = 'female', birth_date = '1990-02-28', hidden_fields = array['surname', 'phone']::text[]
                       where user_id = ${id(a, 1)}`);
  await db.execute(sql`update memberships set division_id = ${divisions.get('Продукт/Разработка')!}, job_title = 'Разработчица', status = 'remotely',
                         location = 'Казань', hired_on = '2021-06-15' where user_id = ${id(a, 1)} and organization_id = ${a.id}`);
  await db.execute(sql`update memberships set division_id = ${divisions.get('Продажи')!}, status = 'office' where user_id = ${id(a, 2)} and organization_id = ${a.id}`);
  await db.execute(sql`update memberships set fired_on = '2020-01-01' where user_id = ${id(a, 3)} and organization_id = ${a.id}`);
  await db.execute(sql`update users set language = 'en' where id = ${id(a, 4)}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** The export as rows of cells, its header first; 200 expected. */
async function exported(c: Client, query = '') {
  const res = await c.get(`${EXPORT}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, ...(await readWorkbook(res.rawPayload)) };
}
const emailColumn = HEADER_RU.indexOf('E-mail');

describe('who may export', () => {
  it('answers 401 without a session and 403 to a member, for the export and the template', async () => {
    const anonymous = new Client(app);
    for (const path of [EXPORT, TEMPLATE]) {
      expect((await anonymous.get(path)).statusCode).toBe(401);
      const res = await (await as(a, 1)).get(path);
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('the workbook', () => {
  it('is an attachment of one sheet: a bold, frozen, filterable header row, fitted widths, every column', async () => {
    const { res, wb, sheet, rows } = await exported(await as(a, 0), 'lang=ru');
    expect(res.headers['content-type']).toBe(XLSX);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="employees-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`Сотрудники ${day}.xlsx`)}`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(wb.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('Сотрудники');
    expect(rows[0]).toEqual(HEADER_RU);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    for (let c = 1; c <= HEADER_RU.length; c++) {
      expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(10);
      expect(sheet.getColumn(c).width).toBeLessThanOrEqual(48);
    }
    expect(sheet.getColumn(emailColumn + 1).width).toBeGreaterThan(sheet.getColumn(HEADER_RU.indexOf('Пол') + 1).width!);
  });

  it('holds every member of this organization — fired ones too, hidden fields too — and nobody else', async () => {
    const { rows, sheet } = await exported(await as(a, 0), 'lang=ru');
    const emails = rows.slice(1).map((r) => r[emailColumn]);
    expect(emails.sort()).toEqual(a.members.map((m) => m.email).sort());
    for (const m of b.members) expect(JSON.stringify(rows)).not.toContain(m.email);
    const anna = rows.find((r) => r[emailColumn] === memberOf(a, 1).email)!;
    expect(anna.slice(0, 12)).toEqual([
      'Яковлева',
      'Анна',
      'Олеговна',
      'anna',
      memberOf(a, 1).email,
      '+7 900 000-00-01',
      memberOf(a, 1).tgName,
      '12345678901234567',
      'Разработчица',
      'Продукт / Разработка',
      'Казань',
      'Удалённо',
    ]);
    // Real dates, shown DD-MM-YYYY; phones and Telegram ids as text.
    expect(anna[12]).toEqual(new Date(Date.UTC(2021, 5, 15)));
    expect(anna[13]).toEqual(new Date(Date.UTC(1990, 1, 28)));
    expect(anna.slice(14)).toEqual(['Женский', 'Русский']);
    const annaRow = rows.indexOf(anna) + 1;
    expect(sheet.getRow(annaRow).getCell(13).numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getRow(annaRow).getCell(8).numFmt).toBe('@');
    expect(rows.find((r) => r[emailColumn] === memberOf(a, 4).email)?.[15]).toBe('Английский');
  });

  it('applies the table’s search, filters and sort', async () => {
    const admin = await as(a, 0);
    const emailsOf = async (query: string) => (await exported(admin, query)).rows.slice(1).map((r) => r[emailColumn]);
    expect(await emailsOf(`divisionId=${divisions.get('Продукт')!}`)).toEqual([memberOf(a, 1).email]);
    expect(await emailsOf('status=office')).toEqual([memberOf(a, 2).email]);
    expect(await emailsOf('state=fired')).toEqual([memberOf(a, 3).email]);
    expect(await emailsOf('q=яковлева')).toEqual([memberOf(a, 1).email]);
    expect(await emailsOf('q=nobody-like-this')).toEqual([]);
    const sorted = await emailsOf('sort=name&order=desc');
    expect(sorted[0]).toBe(memberOf(a, 1).email);
    // Another organization's division is unknown here.
    const foreign = (await createDivisions(db, b.id, [{ name: 'Склад' }])).get('Склад')!;
    const res = await admin.get(`${EXPORT}?divisionId=${foreign}`);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('speaks English when asked, or when the admin does', async () => {
    const { rows, sheet, res } = await exported(await as(a, 0), 'lang=en');
    expect(rows[0]).toEqual(['Surname', 'First name', 'Middle name', 'Nickname', 'E-mail', 'Phone', 'Telegram nickname', 'Telegram ID', 'Job title', 'Division', 'Location', 'Status', 'Hire date', 'Birth date', 'Gender', 'Language']);
    expect(sheet.name).toBe('Employees');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Employees%20`);
    expect(rows.find((r) => r[emailColumn] === memberOf(a, 1).email)?.slice(11, 12)).toEqual(['Remote']);
    await db.execute(sql`update users set language = 'en' where id = ${id(a, 0)}`);
    expect((await exported(await as(a, 0))).rows[0]![0]).toBe('Surname');
    await db.execute(sql`update users set language = 'ru' where id = ${id(a, 0)}`);
  });

  it('checks its query like any call: 400 on the field', async () => {
    const res = await (await as(a, 0)).get(`${EXPORT}?status=flying`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0]).toMatchObject({ path: 'status', message: 'validation.invalid' });
  });

  it('offers a blank template with the header row only', async () => {
    const res = await (await as(a, 0)).get(`${TEMPLATE}?lang=ru`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="employees-template.xlsx"');
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows).toEqual([HEADER_RU]);
  });
});

describe('5,000 employees', () => {
  it('are exported and previewed back fast', async () => {
    const big = await createOrg(db, { name: 'Big', members: 1, accrual: 10 });
    const ids = await createDivisions(db, big.id, [{ name: 'Продукт', children: [{ name: 'Разработка' }, { name: 'Дизайн' }] }, { name: 'Продажи' }]);
    const divisionIds = [...ids.values()];
    await db.execute(sql`insert into users (email, current_organization_id) select 'bulk' || g || '@big.test', ${big.id} from generate_series(1, 4999) g`);
    await db.execute(sql`insert into profiles (user_id, first_name, surname, middle_name, tg_name, phone, birth_date, gender)
                         select u.id, 'Имя' || u.id, 'Фамилия' || u.id, 'Отчество', 'bulk_tg_' || u.id, '+7 900 ' || u.id, date '1980-01-01' + (u.id % 9000), case when u.id % 2 = 0 then 'male' else 'female' end
                         from users u where u.email like 'bulk%@big.test'`);
    await db.execute(sql`insert into memberships (organization_id, user_id, division_id, job_title, status, hired_on)
                         select ${big.id}, u.id, (${JSON.stringify(divisionIds)}::jsonb ->> (u.id % ${divisionIds.length}))::int, 'Инженер', 'office', date '2015-01-01' + (u.id % 3000)
                         from users u where u.email like 'bulk%@big.test'`);
    const admin = new Client(app);
    await admin.signIn(memberOf(big, 0).email);

    let started = performance.now();
    const { res, rows } = await exported(admin, 'lang=ru');
    const exportMs = performance.now() - started;
    expect(rows).toHaveLength(5001);

    started = performance.now();
    const back = await upload(app, admin, PREVIEW, res.rawPayload, 'big.xlsx', XLSX);
    const previewMs = performance.now() - started;
    expect(back.statusCode, back.body.slice(0, 300)).toBe(200);
    expect((back.json() as EmployeeImportPreview).totals).toEqual({ rows: 5000, create: 0, update: 0, unchanged: 5000, errors: 0 });

    const fresh = withBom(csv([['Фамилия', 'Имя', 'E-mail', 'Подразделение', 'Дата приёма'], ...Array.from({ length: 5000 }, (_, i) => [`Новая${i}`, `Персона${i}`, `new${i}@big.test`, 'Продукт / Разработка', '01-03-2024'])]));
    started = performance.now();
    const freshPreview = await upload(app, admin, PREVIEW, fresh, 'new.csv');
    const csvPreviewMs = performance.now() - started;
    expect((freshPreview.json() as EmployeeImportPreview).totals.create).toBe(5000);
    // The import itself: the 5,000 new people in one transaction, the period's accrual in one journal.
    started = performance.now();
    const imported = await upload(app, admin, IMPORT, fresh, 'new.csv');
    const importMs = performance.now() - started;
    expect(imported.json() as EmployeeImportResult).toEqual({ created: 5000, updated: 0, unchanged: 0, divisionsCreated: 0 });
    const [members] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from memberships where organization_id = ${big.id}`);
    expect(members!.n).toBe(10000);

    console.log(
      `employee files, 5,000 rows: export ${Math.round(exportMs)} ms (${Math.round(res.rawPayload.length / 1024)} KB), preview of that export ${Math.round(previewMs)} ms, ` +
        `preview of a 5,000-row CSV ${Math.round(csvPreviewMs)} ms; import of those 5,000 new people ${Math.round(importMs)} ms`,
    );
    expect(exportMs).toBeLessThan(15_000);
    expect(previewMs).toBeLessThan(15_000);
  }, 120_000);
});
