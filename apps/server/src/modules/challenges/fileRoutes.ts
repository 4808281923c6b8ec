/**
 * The referral challenges' .xlsx exports (contracts `challengeFileRoutes`; SPEC §7 'referrals:
 * stats xlsx, winners xlsx'; docs/decisions/0045): GET /api/challenges/referrals/stats.xlsx?id= and
 * /winners.xlsx?id= answer the workbook. Registered beside the JSON route table (its answer is not
 * JSON), documented in the OpenAPI document like the rest (so the API fuzz test covers it); for the
 * challenge's organizer and the community's admins (401 without a session, 403 for others).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, ApiErrorBody, challengeFileRoutes, ReferralExportQuery } from '@gratia/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { sendWorkbook, XLSX_TYPE } from '../../http/download.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { referralWorkbook } from './referrals.ts';

/** What the export routes need from the application. */
export interface ChallengeExportDeps {
  db: Db;
  getAuth: (req: FastifyRequest) => Promise<AuthContext | null>;
}

/** Registers the two exports; `lang` defaults to the caller's language. */
export function registerChallengeExports(app: FastifyInstance, deps: ChallengeExportDeps): void {
  for (const [operationId, kind, summary] of [
    ['exportReferralStats', 'stats', "A referral challenge's participants with their counted referrals, as an .xlsx file"],
    ['exportReferralWinners', 'winners', "A referral challenge's winners with their referrals and prizes, as an .xlsx file"],
  ] as const) {
    const route = challengeFileRoutes[operationId];
    app.route({
      method: route.method,
      url: `${API_PREFIX}${route.path}`,
      schema: {
        operationId,
        tags: ['challenges'],
        summary,
        description: 'The organizer of the challenge and the admins of its community (403 FORBIDDEN otherwise; 404 CHALLENGE_NOT_FOUND for a missing or non-referral challenge).',
        querystring: ReferralExportQuery,
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
        const query = req.query as ReferralExportQuery;
        const [user] = await queryRows<{ language: string | null }>(deps.db, sql`select language from users where id = ${viewer.userId}`);
        const lang = query.lang ?? (user?.language === 'en' ? 'en' : 'ru');
        const file = await referralWorkbook(deps.db, viewer, query.id, kind, lang);
        return sendWorkbook(reply, file.bytes, file.name, file.asciiName);
      },
    });
  }
}
