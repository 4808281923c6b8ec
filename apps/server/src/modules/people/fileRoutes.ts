/**
 * The employee file routes (contracts `peopleFileRoutes`; SPEC §2 Organization settings 'structure
 * … employees'; docs/decisions/0024), registered beside the JSON route table because their bodies
 * and answers are not JSON, and documented in the OpenAPI document like the rest:
 *
 * - `POST /api/admin/employees/import/preview` and `POST /api/admin/employees/import`:
 *   multipart/form-data with one part `file` (.xlsx or .csv, at most EMPLOYEE_FILE_MAX_BYTES);
 * - `GET /api/admin/employees/export?…` and `GET /api/admin/employees/import/template?lang=`: .xlsx.
 *
 * For admins of the caller's organization only, checked before the body or the query is read
 * (401 UNAUTHORIZED, 403 FORBIDDEN). The app's hooks (CSRF on the POSTs) and error shape apply.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  ApiErrorBody,
  EMPLOYEE_EXPORT_MAX_ROWS,
  EMPLOYEE_FILE_MAX_BYTES,
  EMPLOYEE_FILE_MAX_ROWS,
  EmployeeFileTemplateQuery,
  EmployeeImportPreview,
  EmployeeImportResult,
  EmployeesExportQuery,
  peopleFileRoutes,
} from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { adminCheck, XLSX_TYPE, sendWorkbook, type FileRouteAuth } from '../../http/download.ts';
import { AppError } from '../../http/errors.ts';
import { readEmployeeSheet, type EmployeeSheet, type FileLanguage } from './employeeFile.ts';
import { employeeTemplate, exportEmployees, importEmployees, previewEmployeeImport } from './employeeImport.ts';
import type { OnMemberJoined } from './employees.ts';

/** What the employee file routes need from the application. */
export interface EmployeeFileRouteDeps extends FileRouteAuth {
  db: Db;
  /** Runs inside the import's transaction for each person hired (the active period's accrual). */
  onMemberJoined?: OnMemberJoined | undefined;
}


/** Room for the multipart envelope (boundary, part headers) on top of the file itself, bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

const fileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${EMPLOYEE_FILE_MAX_BYTES} bytes`, { details: { maxBytes: EMPLOYEE_FILE_MAX_BYTES } });
const notOneFile = () => new AppError('VALIDATION_ERROR', 'Send multipart/form-data with one part named "file"');

/**
 * Reads the one part of a multipart upload, a file named `file`, with its name: 400
 * VALIDATION_ERROR for anything else (a field, a second part, a body that is not multipart), 413
 * PAYLOAD_TOO_LARGE over the size (declared or read).
 */
async function uploadedFile(req: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > EMPLOYEE_FILE_MAX_BYTES + MULTIPART_OVERHEAD) throw fileTooLarge();
  if (!req.isMultipart()) throw notOneFile();
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts()) {
      if (file !== undefined || part.type !== 'file' || part.fieldname !== 'file') throw notOneFile();
      file = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: unknown; statusCode?: unknown };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if ((typeof e.statusCode === 'number' && e.statusCode < 500) || (e.statusCode === undefined && err instanceof Error && /multipart/i.test(err.message))) throw notOneFile();
    throw err;
  }
  if (file === undefined) throw notOneFile();
  return file;
}

/** The caller's own language (their account's), for a file asked for without `lang`. */
async function languageOf(db: Db, userId: number): Promise<FileLanguage> {
  const [row] = await queryRows<{ language: string }>(db, sql`select language from users where id = ${userId}`);
  return row?.language === 'en' ? 'en' : 'ru';
}

/** OpenAPI body of the two uploads (the file is read from the stream, not validated as JSON). */
const uploadBody = z.object({ file: z.string().meta({ format: 'binary', description: 'The .xlsx or .csv file' }) });

const fileErrors =
  `The file: .xlsx (its first sheet) or .csv (UTF-8, UTF-16 with a BOM or Windows-1251; ";", "," or tab), header row first ` +
  `(ru or en headers), at most ${EMPLOYEE_FILE_MAX_BYTES} bytes (413 PAYLOAD_TOO_LARGE) and ${EMPLOYEE_FILE_MAX_ROWS} rows ` +
  '(422 TOO_MANY_ROWS). 415 IMPORT_FILE_TYPE for another kind of file, 422 IMPORT_FILE_UNREADABLE for a damaged one, ' +
  '422 IMPORT_COLUMNS_INVALID (details.missing, unknown, duplicate) for a wrong header row. Admins only (403 FORBIDDEN).';

/**
 * Registers the employee file routes on `app`: the two uploads in a scope of their own (the
 * multipart parser applies only to them), the two downloads beside them.
 */
export async function registerEmployeeFileRoutes(app: FastifyInstance, deps: EmployeeFileRouteDeps): Promise<void> {
  const adminOf = adminCheck(deps);
  const { db } = deps;
  const routes = peopleFileRoutes;
  const readSheet = async (req: FastifyRequest): Promise<EmployeeSheet> => {
    const file = await uploadedFile(req);
    return readEmployeeSheet(file.name, file.bytes);
  };

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: EMPLOYEE_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    const uploads = [
      {
        name: 'previewEmployeeImport',
        def: routes.previewEmployeeImport,
        response: EmployeeImportPreview,
        summary: 'What importing an employee file would do, writing nothing',
        description: `Every data row with its values, action (create, update, unchanged) and errors, the totals and the divisions it would create. ${fileErrors}`,
        run: async (organizationId: number, sheet: EmployeeSheet) => previewEmployeeImport(db, organizationId, sheet),
      },
      {
        name: 'importEmployees',
        def: routes.importEmployees,
        response: EmployeeImportResult,
        summary: 'Import an employee file: every row or none',
        description:
          'One transaction: any row in error is 422 IMPORT_ROWS_INVALID (details.rows with line and errors, details.totals) and nothing ' +
          `is written; a contact taken meanwhile is 409 CONTACT_TAKEN. ${fileErrors}`,
        run: async (organizationId: number, sheet: EmployeeSheet) => importEmployees(db, organizationId, sheet, deps.onMemberJoined),
      },
    ] as const;
    for (const upload of uploads) {
      scope.route({
        method: upload.def.method,
        url: `${API_PREFIX}${upload.def.path}`,
        schema: {
          operationId: upload.name,
          tags: ['admin'],
          summary: upload.summary,
          description: upload.description,
          consumes: ['multipart/form-data'],
          body: uploadBody,
          security: [{ session: [] }],
          response: { 200: upload.response, '4xx': ApiErrorBody, '5xx': ApiErrorBody },
        },
        // The body schema above documents the form; the file is read from the stream, not validated as JSON.
        validatorCompiler: (ctx) =>
          ctx.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(ctx as unknown as Parameters<typeof validatorCompiler>[0]),
        // Before anything is read: a caller who is not an admin learns nothing of the file's rules.
        preValidation: async (req) => {
          await adminOf(req);
        },
        handler: async (req, reply) => {
          const { organizationId } = await adminOf(req);
          const sheet = await readSheet(req);
          const started = performance.now();
          const answer = await upload.run(organizationId, sheet);
          req.log.info({ rows: sheet.rows.length, ms: Math.round(performance.now() - started) }, `${upload.name} done`);
          return reply.send(answer);
        },
      });
    }
  });

  const download = (description: string) => ({
    200: { description, content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } },
    '4xx': ApiErrorBody,
    '5xx': ApiErrorBody,
  });

  app.route({
    method: routes.exportEmployees.method,
    url: `${API_PREFIX}${routes.exportEmployees.path}`,
    schema: {
      operationId: 'exportEmployees',
      tags: ['admin'],
      summary: 'The employee table as an .xlsx file',
      description:
        `The table's search, filters and sort (no pages), every field (hidden ones too), at most ${EMPLOYEE_EXPORT_MAX_ROWS} rows ` +
        '(422 TOO_MANY_ROWS); headers and labels in `lang` (default the caller\'s language). The same columns the import reads. Admins only (403 FORBIDDEN).',
      querystring: EmployeesExportQuery,
      security: [{ session: [] }],
      response: download('The workbook (Content-Disposition: attachment)'),
    },
    preValidation: async (req) => {
      await adminOf(req);
    },
    handler: async (req, reply) => {
      const { organizationId, userId } = await adminOf(req);
      const query = req.query as EmployeesExportQuery;
      const lang = query.lang ?? (await languageOf(db, userId));
      const bytes = await exportEmployees(db, organizationId, query, lang);
      const day = new Date().toISOString().slice(0, 10);
      return sendWorkbook(reply, bytes, `${lang === 'ru' ? 'Сотрудники' : 'Employees'} ${day}.xlsx`, `employees-${day}.xlsx`);
    },
  });

  app.route({
    method: routes.employeeFileTemplate.method,
    url: `${API_PREFIX}${routes.employeeFileTemplate.path}`,
    schema: {
      operationId: 'employeeFileTemplate',
      tags: ['admin'],
      summary: 'A blank employee file: the header row the import reads',
      description: 'Headers and the drop-down labels in `lang` (default the caller\'s language). Admins only (403 FORBIDDEN).',
      querystring: EmployeeFileTemplateQuery,
      security: [{ session: [] }],
      response: download('The template workbook (Content-Disposition: attachment)'),
    },
    preValidation: async (req) => {
      await adminOf(req);
    },
    handler: async (req, reply) => {
      const { userId } = await adminOf(req);
      const { lang: asked } = req.query as EmployeeFileTemplateQuery;
      const lang = asked ?? (await languageOf(db, userId));
      return sendWorkbook(reply, await employeeTemplate(lang), lang === 'ru' ? 'Шаблон импорта сотрудников.xlsx' : 'Employee import template.xlsx', 'employees-template.xlsx');
    },
  });
}
