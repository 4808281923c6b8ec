/** Organization settings and company values (SPEC §3 Organization settings, §1 Thanks values). */
import { and, asc, eq } from 'drizzle-orm';
import type { CompanyValue, OrganizationSettings } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { companyValues, organizations, periods } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Settings of organization `organizationId`, with the active period (if any). 404 NOT_FOUND if missing. */
export async function getOrganizationSettings(db: Executor, organizationId: number): Promise<OrganizationSettings> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const [period] = await db
    .select({ startDate: periods.startDate, endDate: periods.endDate })
    .from(periods)
    .where(and(eq(periods.organizationId, organizationId), eq(periods.status, 'active')))
    .limit(1);
  return {
    id: org.id,
    name: org.name,
    photo2: org.photo2,
    colorsJson: org.colorsJson,
    bonusName: org.bonusName,
    maxTransfer: org.maxTransfer,
    transactionCancelTime: org.transactionCancelTime,
    hideBalances: org.hideBalances,
    anonymityAllowed: org.anonymityAllowed,
    marketsExist: false,
    isActivePeriod: Boolean(period),
    period: period ? { startDate: period.startDate, endDate: period.endDate } : null,
  };
}

/** Company values of the organization, oldest first. */
export async function listValues(db: Executor, organizationId: number): Promise<CompanyValue[]> {
  return db
    .select({ id: companyValues.id, name: companyValues.name, description: companyValues.description })
    .from(companyValues)
    .where(eq(companyValues.organizationId, organizationId))
    .orderBy(asc(companyValues.id));
}
