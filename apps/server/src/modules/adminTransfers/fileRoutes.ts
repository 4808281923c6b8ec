/**
 * The movements export (contracts `adminTransactionFileRoutes`; docs/decisions/0033): GET
 * /api/admin/movements/export with the list's filters answers an .xlsx workbook. Registered beside
 * the JSON route table (its answer is not JSON), documented in the OpenAPI document like the rest;
 * for admins of the caller's organization only, checked before the query is read (401, 403).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminTransactionFileRoutes, API_PREFIX, ApiErrorBody, MOVEMENTS_EXPORT_MAX_ROWS, MovementsExportQuery } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { adminCheck, sendWorkbook, XLSX_TYPE, type FileRouteAuth } from '../../http/download.ts';
import { exportMovements } from './movements.ts';

/** What the export route needs from the application. */
export interface MovementsExportDeps extends FileRouteAuth {
  db: Db;
}

/** Registers GET /api/admin/movements/export. */
export function registerMovementsExport(app: FastifyInstance, deps: MovementsExportDeps): void {
  const route = adminTransactionFileRoutes.exportMovements;
  const adminOf = adminCheck(deps);
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    schema: {
      operationId: 'exportMovements',
      tags: ['admin'],
      summary: "The community's movements as an .xlsx file",
      description:
        `The movements list's filters (type, person, period, days in a time zone; no pages), at most ${MOVEMENTS_EXPORT_MAX_ROWS} rows ` +
        "(422 TOO_MANY_ROWS); headers and labels in `lang` (default the caller's language). Admins only (403 FORBIDDEN).",
      querystring: MovementsExportQuery,
      security: [{ session: [] }],
      response: {
        200: { description: 'The workbook (Content-Disposition: attachment)', content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } },
        '4xx': ApiErrorBody,
        '5xx': ApiErrorBody,
      },
    },
    preValidation: async (req) => {
      await adminOf(req);
    },
    handler: async (req, reply) => {
      const { organizationId, userId } = await adminOf(req);
      const query = req.query as MovementsExportQuery;
      const [me] = await queryRows<{ language: string | null }>(deps.db, sql`select language from users where id = ${userId}`);
      const lang = query.lang ?? (me?.language === 'en' ? 'en' : 'ru');
      const bytes = await exportMovements(deps.db, organizationId, query, lang);
      const day = new Date().toISOString().slice(0, 10);
      return sendWorkbook(reply, bytes, `${lang === 'ru' ? 'Переводы' : 'Transactions'} ${day}.xlsx`, `transactions-${day}.xlsx`);
    },
  });
}
