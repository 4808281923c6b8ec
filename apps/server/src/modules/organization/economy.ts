/** Organization settings that govern points (SPEC §3 Organization settings): GET for members, PATCH for admins. */
import { eq, sql } from 'drizzle-orm';
import type { EconomySettings } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Bonus name, max transfer (points), cancel time (seconds), anonymity, hide balances and the disbursed points. */
export async function getEconomySettings(db: Executor, organizationId: number): Promise<EconomySettings> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const [d] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as total
        from ledger_entries e
        join ledger_journals j on j.id = e.journal_id
        join accounts a on a.id = e.account_id
        where j.organization_id = ${organizationId} and j.kind in ('accrual', 'admin_credit') and a.kind <> 'treasury'`,
  );
  return {
    bonusName: org.bonusName,
    maxTransfer: org.maxTransfer,
    transactionCancelTime: org.transactionCancelTime,
    anonymityAllowed: org.anonymityAllowed,
    hideBalances: org.hideBalances,
    disbursedAmount: Number(d?.total ?? 0),
  };
}

/** Changes the given settings (admins; the route checks the role) and returns them all. */
export async function updateEconomySettings(
  db: Executor,
  organizationId: number,
  body: Partial<Omit<EconomySettings, 'disbursedAmount'>>,
): Promise<EconomySettings> {
  const set: Partial<typeof organizations.$inferInsert> = {};
  if (body.bonusName !== undefined) set.bonusName = body.bonusName;
  if (body.maxTransfer !== undefined) set.maxTransfer = body.maxTransfer;
  if (body.transactionCancelTime !== undefined) set.transactionCancelTime = body.transactionCancelTime;
  if (body.anonymityAllowed !== undefined) set.anonymityAllowed = body.anonymityAllowed;
  if (body.hideBalances !== undefined) set.hideBalances = body.hideBalances;
  if (Object.keys(set).length > 0) await db.update(organizations).set(set).where(eq(organizations.id, organizationId));
  return getEconomySettings(db, organizationId);
}
