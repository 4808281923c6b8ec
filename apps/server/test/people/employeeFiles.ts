/**
 * Helpers of the employee file tests (docs/decisions/0024): uploads to the import routes as a
 * browser's FormData sends them, workbooks made and read with exceljs, CSV texts, and a snapshot
 * of what an import may change.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { multipartBody } from '../multipart.ts';
import type { Client } from '../helpers.ts';

/** The media type of an .xlsx workbook. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POSTs `data` as the one `file` part of a multipart body to `path` (preview or import) as client `c`. */
export async function upload(app: FastifyInstance, c: Client, path: string, data: Buffer, filename: string, type = 'text/csv') {
  const body = multipartBody([{ data, filename, type }]);
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

export const PREVIEW = '/api/admin/employees/import/preview';
export const IMPORT = '/api/admin/employees/import';
export const EXPORT = '/api/admin/employees/export';
export const TEMPLATE = '/api/admin/employees/import/template';

/** A CSV text of `rows` (the first is the header) with `delimiter`, quoting cells that need it, lines ended by CRLF as spreadsheets write them. */
export function csv(rows: readonly (readonly string[])[], delimiter = ';'): string {
  const quote = (cell: string) => (/["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((r) => r.map(quote).join(delimiter)).join('\r\n') + '\r\n';
}

/** UTF-8 bytes of `text` with a byte order mark, as Excel's "CSV UTF-8" writes them. */
export const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** A workbook of one sheet with `rows` (the first is the header), cells as given (Dates are real dates). */
export async function workbook(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Лист1');
  for (const row of rows) {
    sheet.addRow([...row]).eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd.mm.yyyy';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads an .xlsx answer back: its worksheets and the first one's rows as arrays of cell values. */
export async function readWorkbook(bytes: Buffer): Promise<{ wb: ExcelJS.Workbook; sheet: ExcelJS.Worksheet; rows: ExcelJS.CellValue[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { wb, sheet, rows };
}

/** Everything an import may write, as one comparable value: accounts, profiles, memberships, divisions and ledger entries. */
export async function snapshot(db: Db): Promise<unknown> {
  const [row] = await queryRows<{ s: string }>(
    db,
    sql`select concat_ws('|',
          (select count(*) from users), (select md5(coalesce(string_agg(u::text, ',' order by id), '')) from users u),
          (select md5(coalesce(string_agg(p::text, ',' order by user_id), '')) from profiles p),
          (select md5(coalesce(string_agg(m::text, ',' order by id), '')) from memberships m),
          (select md5(coalesce(string_agg(d::text, ',' order by id), '')) from divisions d),
          (select count(*) from ledger_entries)) as s`,
  );
  return row?.s;
}
