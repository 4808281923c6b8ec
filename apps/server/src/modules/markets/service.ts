/** Markets of an organization (SPEC §1 Benefit cafe market, §7 'GET markets available'). */
import { and, asc, eq } from 'drizzle-orm';
import type { AvailableMarket } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { organizations } from '../organization/index.ts';
import { markets } from './schema.ts';

/** Active markets of the organization, oldest first; none when the organization hides the market. */
export async function listAvailableMarkets(db: Executor, organizationId: number): Promise<AvailableMarket[]> {
  const [org] = await db.select({ hideMarket: organizations.hideMarket }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org || org.hideMarket) return [];
  return db
    .select({ id: markets.id, name: markets.name })
    .from(markets)
    .where(and(eq(markets.organizationId, organizationId), eq(markets.isActive, true)))
    .orderBy(asc(markets.id));
}

/** Opens an active market named `name` in the organization. */
export async function createMarket(db: Executor, organizationId: number, name: string): Promise<AvailableMarket> {
  const [row] = await db.insert(markets).values({ organizationId, name }).returning({ id: markets.id, name: markets.name });
  if (!row) throw new Error('market insert returned nothing');
  return row;
}

/** Closes market `id` of the organization; 404 NOT_FOUND when it belongs to another organization or does not exist. */
export async function closeMarket(db: Executor, organizationId: number, id: number): Promise<void> {
  const closed = await db
    .update(markets)
    .set({ isActive: false })
    .where(and(eq(markets.id, id), eq(markets.organizationId, organizationId)))
    .returning({ id: markets.id });
  if (closed.length === 0) throw new AppError('NOT_FOUND', 'Market not found');
}
