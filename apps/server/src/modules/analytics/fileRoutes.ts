/**
 * The reports' .xlsx exports (contracts `analyticsFileRoutes`; docs/decisions/0041): GET
 * /api/analytics/challenges.xlsx with the report's filters answers the workbook, streamed as it is
 * written. Registered beside the JSON route table (its answer is not JSON), documented in the
 * OpenAPI document like the rest (so the API fuzz test covers it); for admins of the caller's
 * organization only, checked before the query is read (401, 403).
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANALYTICS_EXPORT_MAX_ROWS, analyticsFileRoutes, API_PREFIX, ApiErrorBody, ChallengesReportExportQuery } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { adminCheck, streamWorkbook, XLSX_TYPE, type FileRouteAuth } from '../../http/download.ts';
import { AppError } from '../../http/errors.ts';
import { challengesReportSummary, exportContext } from './queries.ts';
import { challengesFileNames, dayIn, writeChallengesWorkbook } from './service.ts';

/** What the export routes need from the application. */
export interface AnalyticsExportDeps extends FileRouteAuth {
  db: Db;
}

/**
 * Registers GET /api/analytics/challenges.xlsx: the filters of the report (states, days, search,
 * time zone) and `lang` (default the caller's language). More than ANALYTICS_EXPORT_MAX_ROWS
 * matching challenges is 422 TOO_MANY_ROWS (`details.maxRows`, `details.count`), answered before
 * anything is written; otherwise the workbook streams out with an attachment header named
 * "Челленджи (<community>) <day>.xlsx" / "Challenges (<community>) <day>.xlsx" (RFC 5987) and
 * `challenges-<day>.xlsx` for old clients.
 */
export function registerAnalyticsExports(app: FastifyInstance, deps: AnalyticsExportDeps): void {
  const route = analyticsFileRoutes.exportChallengesReport;
  const adminOf = adminCheck(deps);
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    schema: {
      operationId: 'exportChallengesReport',
      tags: ['analytics'],
      summary: 'The challenges report as an .xlsx file',
      description:
        `The report's filters (states, days overlapping the challenge's period in a time zone, a name search; no pages), at most ${ANALYTICS_EXPORT_MAX_ROWS} rows ` +
        "(422 TOO_MANY_ROWS); headers and labels in `lang` (default the caller's language), dates in `timeZone`. Admins only (403 FORBIDDEN).",
      querystring: ChallengesReportExportQuery,
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
      const query = req.query as ChallengesReportExportQuery;
      const now = new Date();
      const { count } = await challengesReportSummary(deps.db, organizationId, query, now);
      if (count > ANALYTICS_EXPORT_MAX_ROWS) {
        throw new AppError('TOO_MANY_ROWS', `More than ${ANALYTICS_EXPORT_MAX_ROWS} challenges: narrow the filters`, { details: { maxRows: ANALYTICS_EXPORT_MAX_ROWS, count } });
      }
      const context = await exportContext(deps.db, organizationId, userId);
      const lang = query.lang ?? context.language;
      const { name, asciiName } = challengesFileNames(lang, context.organizationName, dayIn(now, query.timeZone ?? 'UTC'), query.kind);
      const out = new PassThrough();
      writeChallengesWorkbook(deps.db, { organizationId, organizationName: context.organizationName, filter: query, lang, now }, out).catch((err: unknown) => {
        req.log.error({ err }, 'challenges export failed');
        out.destroy(err instanceof Error ? err : new Error('challenges export failed'));
      });
      return streamWorkbook(reply, out, name, asciiName);
    },
  });
}
