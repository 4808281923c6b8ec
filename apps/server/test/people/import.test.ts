/**
 * Import of employees from a file (SPEC §2 Organization settings 'structure … employees', §3
 * Employee, §5 employee rules; docs/decisions/0024): admins only; the preview writes nothing and
 * names every row's action and errors (the hire form's rules, contacts of someone else,
 * duplicates inside the file, ambiguous divisions); the import writes every row or none; CSV with
 * ';' and a BOM, Windows-1251 with ','; .xlsx with real dates; new divisions from paths; people
 * of another community join; a re-imported export updates instead of duplicating; a file too big,
 * of the wrong kind, damaged, with a wrong header row or too many rows is refused by its code.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmployeeImportPreview, EmployeeImportResult } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createDivisions } from '../../src/modules/people/index.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';
import { csv, EXPORT, IMPORT, PREVIEW, readWorkbook, snapshot, upload, withBom, workbook } from './employeeFiles.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: TestOrg;
let b: TestOrg;
let divisions: Map<string, number>;
const as = memberClients(() => app);

const HEADER_RU = ['Фамилия', 'Имя', 'Отчество', 'E-mail', 'Ник в Telegram', 'Telegram ID', 'Должность', 'Подразделение', 'Статус', 'Дата приёма', 'Дата рождения', 'Пол', 'Язык'];

const preview = async (c: Client, data: Buffer, name = 'staff.csv') => upload(app, c, PREVIEW, data, name);
const previewOk = async (c: Client, data: Buffer, name = 'staff.csv') => {
  const res = await preview(c, data, name);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployeeImportPreview;
};
const membersOf = async (org: TestOrg) => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from memberships where organization_id = ${org.id}`))[0]!.n;
const personBy = async (email: string) =>
  (
    await queryRows<{ id: number; surname: string; first_name: string; tg_name: string | null; birth_date: string | null; hired_on: string | null; division_id: number | null; status: string; job_title: string | null; language: string }>(
      db,
      sql`select u.id, p.surname, p.first_name, p.tg_name, p.birth_date::text, m.hired_on::text, m.division_id, m.status, m.job_title, u.language
          from users u join profiles p on p.user_id = u.id join memberships m on m.user_id = u.id and m.organization_id = ${a.id}
          where lower(u.email) = lower(${email})`,
    )
  )[0];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 4, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 50 });
  divisions = await createDivisions(db, a.id, [{ name: 'Продукт', children: [{ name: 'Разработка' }] }, { name: 'Продажи' }, { name: 'Склад', children: [{ name: 'Логистика' }] }, { name: 'Офис', children: [{ name: 'Логистика' }] }]);
  await createDivisions(db, b.id, [{ name: 'Продукт' }]);
  await db.execute(sql`update profiles set tg_id = '7000001' where user_id = ${memberOf(a, 2).id}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('who may import', () => {
  it('answers 401 without a session and 403 to a member, before reading the file, and writes nothing', async () => {
    const file = withBom(csv([HEADER_RU, ['Новиков', 'Пётр', '', 'petr@acme.test']]));
    const before = await snapshot(db);
    const anonymous = new Client(app);
    await anonymous.get('/api/auth/csrf');
    for (const path of [PREVIEW, IMPORT]) {
      expect((await upload(app, anonymous, path, file, 'a.csv')).statusCode).toBe(401);
      const res = await upload(app, await as(a, 1), path, file, 'a.csv');
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses an upload without the CSRF header', async () => {
    const admin = await as(a, 0);
    const res = await app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });
});

describe('the preview', () => {
  it('reads a CSV with ";" and a BOM: Russian headers, actions, values, totals and new divisions, writing nothing', async () => {
    const admin = await as(a, 0);
    const m1 = memberOf(a, 1);
    const file = withBom(
      csv([
        HEADER_RU,
        ['Новиков', 'Пётр', 'Ильич', 'petr@acme.test', '', '', 'Инженер; ведущий', 'Продукт / Разработка', 'В офисе', '01-02-2021', '31.12.1990', 'М', 'Русский'],
        ['Акме', 'Один', '', m1.email.toUpperCase(), '', '', 'Тимлид', 'Продажи', 'Удалённо', '', '', '', ''],
        ['Бета', 'Вера', '', 'vera@acme.test', '', '', '', 'Маркетинг / SMM', '', '', '', 'female', 'en'],
        ['', '', '', '', '', '', '', '', '', '', '', '', ''],
        ['Гамма', 'Глеб', '', '', '@gleb_gamma', '8000001', '', 'Разработка', 'Not set', '2020-05-05', '', '', ''],
      ]),
    );
    const before = await snapshot(db);
    const p = await previewOk(admin, file);
    expect(p.columns).toEqual(['surname', 'firstName', 'middleName', 'email', 'tgName', 'tgId', 'jobTitle', 'division', 'status', 'hiredOn', 'birthDate', 'gender', 'language']);
    expect(p.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', []],
      [3, 'update', []],
      [4, 'create', []],
      [6, 'create', []],
    ]);
    expect(p.rows[0]!.values).toEqual({
      surname: 'Новиков',
      firstName: 'Пётр',
      middleName: 'Ильич',
      email: 'petr@acme.test',
      jobTitle: 'Инженер; ведущий',
      division: 'Продукт / Разработка',
      status: 'В офисе',
      hiredOn: '01-02-2021',
      birthDate: '31-12-1990',
      gender: 'М',
      language: 'Русский',
    });
    expect(p.rows[1]!.employeeId).toBe(m1.id);
    expect(p.totals).toEqual({ rows: 4, create: 3, update: 1, unchanged: 0, errors: 0 });
    // "Разработка" alone is the one division of that name; "Маркетинг / SMM" is new.
    expect(p.newDivisions).toEqual(['Маркетинг', 'Маркетинг / SMM']);
    expect(await snapshot(db)).toEqual(before);
  });

  it('names each row’s errors with the form’s keys, contacts of someone else, duplicates and ambiguous divisions', async () => {
    const admin = await as(a, 0);
    const [m1, m2] = [memberOf(a, 1), memberOf(a, 2)];
    const file = withBom(
      csv([
        HEADER_RU,
        ['', 'Без', '', 'nosurname@acme.test', '', '', '', '', '', '', '', '', ''],
        ['Плохой', 'Адрес', '', 'not-an-email', '', '', '', '', '', '', '', '', ''],
        ['Плохая', 'Дата', '', 'date@acme.test', '', '', '', '', 'Летает', '30-02-2020', 'вчера', 'Другой', 'Klingon'],
        ['Нет', 'Входа', '', '', 'only_nick', '', '', '', '', '', '', '', ''],
        // Member 1's e-mail with member 2's Telegram ID: two different people.
        ['Смесь', 'Двух', '', m1.email, '', '7000001', '', '', '', '', '', '', ''],
        ['Дубль', 'Первый', '', 'twice@acme.test', '', '', '', '', '', '', '', '', ''],
        ['Дубль', 'Второй', '', 'TWICE@acme.test', '', '', '', '', '', '', '', '', ''],
        ['Где', 'Логистика', '', 'where@acme.test', '', '', '', 'Логистика', '', '', '', '', ''],
        ['Длинное', 'Имя', '', 'long@acme.test', '', '', 'x'.repeat(101), '', '', '', '', '', ''],
        ['Второй', 'Раз', '', '', m2.tgName, '', '', '', '', '', '', '', ''],
        ['Хороший', 'Ряд', '', 'good@acme.test', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    const before = await snapshot(db);
    const p = await previewOk(admin, file);
    const errorsOf = (line: number) => p.rows.find((r) => r.line === line)?.errors;
    expect(errorsOf(2)).toEqual([{ field: 'surname', message: 'validation.required' }]);
    expect(errorsOf(3)).toEqual([{ field: 'email', message: 'validation.email' }]);
    expect(errorsOf(4)).toEqual([
      { field: 'status', message: 'validation.invalid' },
      { field: 'hiredOn', message: 'validation.date' },
      { field: 'birthDate', message: 'validation.date' },
      { field: 'gender', message: 'validation.invalid' },
      { field: 'language', message: 'validation.invalid' },
    ]);
    expect(errorsOf(5)).toEqual([{ field: 'email', message: 'validation.signInWay' }]);
    expect(errorsOf(6)).toEqual([{ field: 'tgId', message: 'validation.contactTaken' }]);
    expect(errorsOf(7)).toEqual([]);
    expect(errorsOf(8)).toEqual([{ field: 'email', message: 'validation.duplicateInFile' }]);
    expect(errorsOf(9)).toEqual([{ field: 'division', message: 'validation.divisionAmbiguous' }]);
    expect(errorsOf(10)).toEqual([{ field: 'jobTitle', message: 'validation.tooLong', maximum: 100 }]);
    // Member 2 by the Telegram nickname alone: an update whose empty e-mail and Telegram ID cells would leave no way to sign in.
    expect(p.rows.find((r) => r.line === 11)).toMatchObject({ action: 'update', employeeId: m2.id, errors: [{ field: 'email', message: 'validation.signInWay' }] });
    expect(p.totals).toEqual({ rows: 11, create: 2, update: 0, unchanged: 0, errors: 9 });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('the import', () => {
  it('writes nothing when one row is wrong: 422 IMPORT_ROWS_INVALID with that row', async () => {
    const admin = await as(a, 0);
    const file = withBom(
      csv([
        HEADER_RU,
        ['Первый', 'Хороший', '', 'first-good@acme.test', '', '', '', 'Новый отдел', '', '', '', '', ''],
        ['Второй', 'Хороший', '', 'second-good@acme.test', '', '', '', '', '', '', '', '', ''],
        ['Плохой', 'Ряд', '', 'bad@acme.test', '', '', '', '', '', '31-31-2020', '', '', ''],
      ]),
    );
    const before = await snapshot(db);
    const res = await upload(app, admin, IMPORT, file, 'staff.csv');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'IMPORT_ROWS_INVALID',
      details: { rows: [{ line: 4, errors: [{ field: 'hiredOn', message: 'validation.date' }] }], totals: { rows: 3, create: 2, errors: 1 } },
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('hires, updates, joins people of another community, creates divisions and credits the period, in one go', async () => {
    const admin = await as(a, 0);
    const m1 = memberOf(a, 1);
    const fromB = memberOf(b, 1);
    const members = await membersOf(a);
    const bProfile = await queryRows<{ surname: string }>(db, sql`select surname from profiles where user_id = ${fromB.id}`);
    const file = withBom(
      csv([
        HEADER_RU,
        ['Новиков', 'Пётр', 'Ильич', 'petr@acme.test', '', '', 'Инженер', 'Продукт / Разработка / Mobile', 'В офисе', '01-02-2021', '31.12.1990', 'Мужской', 'English'],
        ['Акме', 'Один', '', m1.email, '', '', 'Тимлид', 'Продажи', 'Удалённо', '', '', '', ''],
        ['Чужой', 'Гость', '', fromB.email, '', '', 'Консультант', '', '', '', '', '', ''],
        ['Телеграм', 'Только', '', '', 'tg_only_user', '9000001', '', '', 'Работает', '', '', '', ''],
      ]),
    );
    const res = await upload(app, admin, IMPORT, file, 'staff.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as EmployeeImportResult).toEqual({ created: 3, updated: 1, unchanged: 0, divisionsCreated: 1 });
    expect(await membersOf(a)).toBe(members + 3);

    const petr = await personBy('petr@acme.test');
    const mobile = (await queryRows<{ id: number }>(db, sql`select id from divisions where organization_id = ${a.id} and name = 'Mobile' and parent_id = ${divisions.get('Продукт/Разработка')!}`))[0];
    expect(petr).toMatchObject({ surname: 'Новиков', first_name: 'Пётр', birth_date: '1990-12-31', hired_on: '2021-02-01', status: 'office', job_title: 'Инженер', language: 'en', division_id: mobile!.id });
    // The active period's accrual reached the new member (onMemberJoined).
    expect(await balanceOf(db, petr!.id, 'distribution')).toBe(100);
    expect(await personBy(m1.email)).toMatchObject({ id: m1.id, surname: 'Акме', first_name: 'Один', job_title: 'Тимлид', status: 'remotely', division_id: divisions.get('Продажи') });
    // The guest from Bolt joins with their own account and keeps their profile.
    expect(await personBy(fromB.email)).toMatchObject({ id: fromB.id, job_title: 'Консультант', surname: bProfile[0]!.surname });
    const tgOnly = await queryRows<{ user_id: number }>(db, sql`select user_id from profiles where tg_name = 'tg_only_user' and tg_id = '9000001'`);
    expect(tgOnly).toHaveLength(1);

    // The same file again: everyone is matched; only the guest, now a member, would get the file's names.
    const again = await previewOk(admin, file);
    expect(again.totals).toEqual({ rows: 4, create: 0, update: 1, unchanged: 3, errors: 0 });
    expect(again.rows.find((r) => r.action === 'update')?.employeeId).toBe(fromB.id);
  });

  it('reads an .xlsx with real dates, numbers for ids, hyperlinked e-mails and English headers', async () => {
    const admin = await as(a, 0);
    const file = await workbook([
      ['Surname', 'First name', 'Email', 'Telegram nickname', 'Telegram ID', 'Hire date', 'Birth date', 'Division', 'Status', 'Gender'],
      ['Dateson', 'Excel', { text: 'excel@acme.test', hyperlink: 'mailto:excel@acme.test' }, 'excel_user', 555000111, new Date(Date.UTC(2022, 2, 15)), new Date(Date.UTC(1985, 6, 4)), 'Продажи', 'On vacation', 'F'],
      ['Serial', 'Number', 'serial@acme.test', null, null, 44927, '04.07.1985', null, null, null],
    ]);
    const p = await previewOk(admin, file, 'staff.xlsx');
    expect(p.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', []],
      [3, 'create', []],
    ]);
    expect(p.rows[0]!.values).toMatchObject({ email: 'excel@acme.test', tgId: '555000111', hiredOn: '15-03-2022', birthDate: '04-07-1985' });
    expect(p.rows[1]!.values).toMatchObject({ hiredOn: '01-01-2023' });
    const res = await upload(app, admin, IMPORT, file, 'staff.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode, res.body).toBe(200);
    expect(await personBy('excel@acme.test')).toMatchObject({ hired_on: '2022-03-15', birth_date: '1985-07-04', status: 'vacation', tg_name: 'excel_user', division_id: divisions.get('Продажи') });
    expect(await personBy('serial@acme.test')).toMatchObject({ hired_on: '2023-01-01', birth_date: '1985-07-04' });
  });

  it('reads a Windows-1251 CSV with "," as Excel in Russian writes it', async () => {
    const admin = await as(a, 0);
    const text = csv([['Фамилия', 'Имя', 'Электронная почта'], ['Ёлкина', 'Зоя', 'zoya@acme.test']], ',');
    // Windows-1251 of the Cyrillic letters used above (TextEncoder writes only UTF-8).
    const cp1251 = Buffer.from([...text].map((ch) => (ch === 'Ё' ? 0xa8 : ch === 'ё' ? 0xb8 : ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
    const p = await previewOk(admin, cp1251, 'staff.csv');
    expect(p.rows[0]).toMatchObject({ action: 'create', errors: [], values: { surname: 'Ёлкина', firstName: 'Зоя', email: 'zoya@acme.test' } });
  });

  it('updates from a re-imported export instead of duplicating anyone', async () => {
    const admin = await as(a, 0);
    const members = await membersOf(a);
    const exported = await admin.get(`${EXPORT}?lang=ru`);
    expect(exported.statusCode).toBe(200);
    const first = await previewOk(admin, exported.rawPayload, 'Сотрудники.xlsx');
    expect(first.totals).toEqual({ rows: members, create: 0, update: 0, unchanged: members, errors: 0 });

    // Change one job title and one hire date in the workbook, as an admin would in a spreadsheet.
    const { wb, sheet, rows } = await readWorkbook(exported.rawPayload);
    const header = rows[0]!;
    const row = rows.findIndex((r) => r[header.indexOf('E-mail')] === memberOf(a, 3).email) + 1;
    sheet.getRow(row).getCell(header.indexOf('Должность') + 1).value = 'Архитектор';
    sheet.getRow(row).getCell(header.indexOf('Дата приёма') + 1).value = new Date(Date.UTC(2019, 8, 1));
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const second = await previewOk(admin, edited, 'Сотрудники.xlsx');
    expect(second.totals).toEqual({ rows: members, create: 0, update: 1, unchanged: members - 1, errors: 0 });
    const res = await upload(app, admin, IMPORT, edited, 'Сотрудники.xlsx');
    expect(res.json()).toEqual({ created: 0, updated: 1, unchanged: members - 1, divisionsCreated: 0 });
    expect(await membersOf(a)).toBe(members);
    expect(await personBy(memberOf(a, 3).email)).toMatchObject({ job_title: 'Архитектор', hired_on: '2019-09-01' });
  });
});

describe('files that are refused', () => {
  it('answers each with its code and writes nothing', async () => {
    const admin = await as(a, 0);
    const before = await snapshot(db);
    const code = async (data: Buffer, name: string) => {
      const res = await preview(admin, data, name);
      return [res.statusCode, res.json().error?.code, res.json().error?.details];
    };
    expect(await code(Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), 'big.csv')).toEqual([413, 'PAYLOAD_TOO_LARGE', { maxBytes: 5 * 1024 * 1024 }]);
    expect(await code(Buffer.from('%PDF-1.7'), 'staff.pdf')).toEqual([415, 'IMPORT_FILE_TYPE', { accepted: ['.xlsx', '.csv'] }]);
    expect(await code(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.xls')).toEqual([415, 'IMPORT_FILE_TYPE', { accepted: ['.xlsx', '.csv'] }]);
    expect((await code(Buffer.from('PK\u0003\u0004 broken zip'), 'broken.xlsx')).slice(0, 2)).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect((await code(Buffer.from('not a workbook'), 'fake.xlsx')).slice(0, 2)).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect((await code(Buffer.from(''), 'empty.csv')).slice(0, 2)).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect((await code(Buffer.from('a;"b\nc'), 'quote.csv')).slice(0, 2)).toEqual([422, 'IMPORT_FILE_UNREADABLE']);
    expect(await code(Buffer.from(csv([['Имя', 'Должность', 'Табельный номер', 'Имя']])), 'cols.csv')).toEqual([
      422,
      'IMPORT_COLUMNS_INVALID',
      { missing: ['Фамилия'], unknown: ['Табельный номер'], duplicate: ['Имя'] },
    ]);
    const many = csv([['Фамилия', 'Имя', 'E-mail'], ...Array.from({ length: 5001 }, (_, i) => [`Ф${i}`, `И${i}`, `p${i}@many.test`])]);
    expect(await code(Buffer.from(many), 'many.csv')).toEqual([422, 'TOO_MANY_ROWS', { maxRows: 5000 }]);
    const manyXlsx = await workbook([['Фамилия', 'Имя', 'E-mail'], ...Array.from({ length: 5001 }, (_, i) => [`Ф${i}`, `И${i}`, `p${i}@many.test`])]);
    expect(await code(manyXlsx, 'many.xlsx')).toEqual([422, 'TOO_MANY_ROWS', { maxRows: 5000 }]);
    expect(await snapshot(db)).toEqual(before);
  });

  it('takes exactly one part, a file named "file", in a multipart body', async () => {
    const admin = await as(a, 0);
    const headers = { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': admin.cookies.get('gratia_csrf') ?? '' };
    const json = await admin.post(PREVIEW, { file: 'x' });
    expect([json.statusCode, json.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const two = Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n\r\ny\r\n--b--\r\n');
    const res = await app.inject({ method: 'POST', url: PREVIEW, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' }, payload: two });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('an xlsx with a header of another language and blank rows', () => {
  it('keeps the file’s row numbers and skips blank rows', async () => {
    const admin = await as(a, 0);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Staff');
    sheet.getCell('A1').value = 'Surname';
    sheet.getCell('B1').value = 'First name*';
    sheet.getCell('C1').value = 'E-mail';
    sheet.getCell('A4').value = 'Later';
    sheet.getCell('B4').value = 'Row';
    sheet.getCell('C4').value = 'later@acme.test';
    const p = await previewOk(admin, Buffer.from(await wb.xlsx.writeBuffer()), 'staff.xlsx');
    expect(p.rows.map((r) => [r.line, r.action])).toEqual([[4, 'create']]);
    expect(p.columns).toEqual(['surname', 'firstName', 'email']);
  });
});
