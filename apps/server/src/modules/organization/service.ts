/** Changes of the general settings (SPEC §3 Organization settings; the 'general' tab), by admins. */
import { eq } from 'drizzle-orm';
import type { EconomySettings } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { getEconomySettings } from './queries.ts';
import { organizations } from './schema.ts';

/**
 * Changes the given settings (admins; the route checks the role) and returns them all. The approval
 * threshold (points, null = off) applies to thanks sent from then on; thanks already waiting keep
 * waiting for a decision (docs/decisions/0023).
 */
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
  if (body.approvalThreshold !== undefined) set.approvalThreshold = body.approvalThreshold;
  if (body.name !== undefined) set.name = body.name.trim();
  if (body.botCommandLifetime !== undefined) set.botCommandLifetime = body.botCommandLifetime;
  if (body.messageLifetime !== undefined) set.messageLifetime = body.messageLifetime;
  if (body.hideMarket !== undefined) set.hideMarket = body.hideMarket;
  if (Object.keys(set).length > 0) await db.update(organizations).set(set).where(eq(organizations.id, organizationId));
  return getEconomySettings(db, organizationId);
}
