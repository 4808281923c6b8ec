/**
 * The market's .xlsx exports (contracts `marketFileRoutes`; DOMAIN §2.3–§2.5; docs/decisions/0046):
 * GET /api/market/admin/offers.xlsx, /orders.xlsx and /stats.xlsx with the same filters as their
 * tables, no pages, at most MARKET_EXPORT_MAX_ROWS rows. Registered beside the JSON route table (the
 * answer is not JSON) and documented in the OpenAPI document like the rest; for the market's
 * administrators (401 without a session, 403 FORBIDDEN for others, 404 MARKET_NOT_FOUND for another
 * community's market). Headers and labels in `lang` (default the caller's language).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { API_PREFIX, ApiErrorBody, MARKET_EXPORT_MAX_ROWS, marketFileRoutes, type AdminOffersExportQuery, type AdminOrdersExportQuery, type MarketStatsExportQuery } from '@gratia/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { sendWorkbook, XLSX_TYPE } from '../../http/download.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { adminOffersForExport } from './admin.ts';
import { adminOrdersForExport } from './orders.ts';
import { administeredMarket } from './shared.ts';
import { offersWorkbook, ordersWorkbook, statsWorkbook } from './stats.ts';

/** What the export routes need from the application. */
export interface MarketExportDeps {
  db: Db;
  getAuth: (req: FastifyRequest) => Promise<AuthContext | null>;
}

type ExportId = keyof typeof marketFileRoutes;

const SUMMARY: Record<ExportId, string> = {
  exportAdminOffers: "A market's offers table as an .xlsx file",
  exportAdminOrders: "A market's shopping list as an .xlsx file",
  exportMarketStats: "A market's purchase statistics (per offer or per member) as an .xlsx file",
};

/** Registers the three exports. */
export function registerMarketExports(app: FastifyInstance, deps: MarketExportDeps): void {
  for (const operationId of Object.keys(marketFileRoutes) as ExportId[]) {
    const route = marketFileRoutes[operationId];
    app.route({
      method: route.method,
      url: `${API_PREFIX}${route.path}`,
      schema: {
        operationId,
        tags: ['market'],
        summary: SUMMARY[operationId],
        description: 'Market administrators (403 FORBIDDEN otherwise; 404 MARKET_NOT_FOUND for another community\'s market). At most MARKET_EXPORT_MAX_ROWS rows.',
        querystring: route.query,
        security: [{ session: [] }],
        response: {
          200: { description: 'The workbook (Content-Disposition: attachment)', content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } },
          '4xx': ApiErrorBody,
          '5xx': ApiErrorBody,
        },
      },
      preValidation: async (req) => {
        if (!(await deps.getAuth(req))) throw new AppError('UNAUTHORIZED', 'Sign in first');
      },
      handler: async (req, reply) => {
        const auth = await deps.getAuth(req);
        if (!auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
        const viewer = { organizationId: requireOrg(auth), userId: auth.userId };
        const query = req.query as AdminOffersExportQuery | AdminOrdersExportQuery | MarketStatsExportQuery;
        await administeredMarket(deps.db, viewer, query.marketId);
        const [user] = await queryRows<{ language: string | null }>(deps.db, sql`select language from users where id = ${viewer.userId}`);
        const lang = query.lang ?? (user?.language === 'en' ? 'en' : 'ru');
        let file: { bytes: Buffer; name: string; asciiName: string };
        if (operationId === 'exportAdminOffers') {
          const q = query as AdminOffersExportQuery;
          file = await offersWorkbook(await adminOffersForExport(deps.db, viewer, q, MARKET_EXPORT_MAX_ROWS), lang);
        } else if (operationId === 'exportAdminOrders') {
          const q = query as AdminOrdersExportQuery;
          file = await ordersWorkbook(await adminOrdersForExport(deps.db, q.marketId, q, MARKET_EXPORT_MAX_ROWS), lang);
        } else {
          const q = query as MarketStatsExportQuery;
          file = await statsWorkbook(deps.db, q.marketId, q, lang, MARKET_EXPORT_MAX_ROWS);
        }
        return sendWorkbook(reply, file.bytes, file.name, file.asciiName);
      },
    });
  }
}
