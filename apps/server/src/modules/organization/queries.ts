/** Reads of the organization settings, company values and economy settings (SPEC §3 Organization settings). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyValue, EconomySettings, OrganizationSettings } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';
import { AppError } from '../../http/errors.ts';
import { companyValues, organizations, periods } from './schema.ts';

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
    marketsExist: await hasOpenMarket(db, organizationId, org.hideMarket),
    isActivePeriod: Boolean(period),
    period: period ? { startDate: period.startDate, endDate: period.endDate } : null,
  };
}

/**
 * Whether members have a market to open (the sidebar's market entry, SPEC §2): an active market
 * and the market not hidden. Read with SQL over the markets table (the markets module builds on
 * this one, so it cannot be imported here).
 */
async function hasOpenMarket(db: Executor, organizationId: number, hidden: boolean): Promise<boolean> {
  if (hidden) return false;
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from markets where organization_id = ${organizationId} and is_active limit 1`);
  return rows.length > 0;
}

/** Company values of the organization, oldest first. */
export async function listValues(db: Executor, organizationId: number): Promise<CompanyValue[]> {
  return db
    .select({ id: companyValues.id, name: companyValues.name, description: companyValues.description })
    .from(companyValues)
    .where(eq(companyValues.organizationId, organizationId))
    .orderBy(asc(companyValues.id));
}

/** The general settings (SPEC §3 Organization settings): name, bonus name, max transfer (points), cancel time (seconds), anonymity, hide balances, approval threshold (points, null = off), bot command and message lifetimes (seconds), hide market, and the disbursed points. */
export async function getEconomySettings(db: Executor, organizationId: number): Promise<EconomySettings> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const disbursed = await disbursedPoints(db, organizationId);
  return {
    name: org.name,
    bonusName: org.bonusName,
    maxTransfer: org.maxTransfer,
    transactionCancelTime: org.transactionCancelTime,
    anonymityAllowed: org.anonymityAllowed,
    hideBalances: org.hideBalances,
    approvalThreshold: org.approvalThreshold,
    botCommandLifetime: org.botCommandLifetime,
    messageLifetime: org.messageLifetime,
    hideMarket: org.hideMarket,
    disbursedAmount: disbursed,
  };
}

/**
 * Points the organization has handed to members so far: accruals and admin credits to member
 * accounts (accruals, starting balances and admin credits), over all periods, summed exactly by PostgreSQL and saturated at
 * `Number.MAX_SAFE_INTEGER` (a sum over every period has no bound below it). Read with SQL over the
 * ledger's tables (the ledger builds on this module, so it cannot be imported here).
 */
export async function disbursedPoints(db: Executor, organizationId: number): Promise<number> {
  const [d] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as total
        from ledger_entries e
        join ledger_journals j on j.id = e.journal_id
        join accounts a on a.id = e.account_id
        where j.organization_id = ${organizationId} and j.kind in ('accrual', 'starting_balance', 'admin_credit', 'emission') and a.kind <> 'treasury'
          -- The credit half of an admin's move between two members (docs/decisions/0033) disburses nothing new.
          and not exists (select 1 from transactions t join admin_transfer_batches b on b.id = t.batch_id
                          where t.id = j.transaction_id and b.kind = 'move')`,
  );
  return pointsFromSql(d?.total);
}
