import { CreateSubsidiaryBody, Subsidiary, SubsidiariesResponse, SubsidiaryIdQuery, UpdateSubsidiaryBody } from './subsidiaries.ts';

/**
 * Routes of the subsidiaries (SPEC §2 Organization settings 'structure … subsidiaries';
 * docs/decisions/0027), spread into `routes`. `admin: true`: role 'A' of the caller's current
 * organization (403 FORBIDDEN otherwise); another root's subsidiary is 404.
 */
export const subsidiaryRoutes = {
  subsidiaries: { method: 'GET', path: '/subsidiaries', auth: true, admin: true, response: SubsidiariesResponse },
  createSubsidiary: { method: 'POST', path: '/subsidiaries', auth: true, admin: true, body: CreateSubsidiaryBody, response: Subsidiary },
  updateSubsidiary: {
    method: 'PATCH',
    path: '/subsidiaries',
    auth: true,
    admin: true,
    query: SubsidiaryIdQuery,
    body: UpdateSubsidiaryBody,
    response: Subsidiary,
  },
} as const;
