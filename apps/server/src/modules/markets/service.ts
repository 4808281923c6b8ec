/**
 * Markets of an organization (SPEC §1 Benefit cafe market, §6 'Admins manage … markets', §7 'GET
 * markets available'; docs/decisions/0046): the markets members can shop in, and the organization
 * admins' list, creation, settings (name, open or closed, public prices, market administrators) and closing.
 */
import { sql } from 'drizzle-orm';
import type { AdminMarkets, AvailableMarket, UpdateMarketBody } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../roles/index.ts';
import { marketOf, personJson, toPerson, type Viewer } from './shared.ts';

interface MarketListRow {
  id: number;
  name: string;
  public_key: string;
  public_prices: boolean;
  administers: boolean;
}

/**
 * Open markets of the viewer's organization, oldest first; none when the organization hides the
 * market. Each says whether the viewer administers it (then with its public key).
 */
export async function listAvailableMarkets(db: Executor, viewer: Viewer): Promise<AvailableMarket[]> {
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const rows = await queryRows<MarketListRow>(
    db,
    sql`select m.id, m.name, m.public_key::text, m.public_prices,
               exists (select 1 from market_admins a where a.market_id = m.id and a.user_id = ${viewer.userId}) as administers
        from markets m join organizations o on o.id = m.organization_id
        where m.organization_id = ${viewer.organizationId} and m.is_active and not o.hide_market
        order by m.id`,
  );
  return rows.map((r) => {
    const canAdminister = admin || r.administers;
    return { id: Number(r.id), name: r.name, canAdminister, publicKey: canAdminister ? r.public_key : null, publicPrices: r.public_prices };
  });
}

/** GET /markets (organization admins): every market of the organization, open or closed, with its administrators and offer count. */
export async function listMarkets(db: Executor, organizationId: number): Promise<AdminMarkets> {
  const rows = await queryRows<{ id: number; name: string; is_active: boolean; public_key: string; public_prices: boolean; admins: Parameters<typeof toPerson>[0][]; offers: number }>(
    db,
    sql`select m.id, m.name, m.is_active, m.public_key::text, m.public_prices,
               (select coalesce(json_agg(${personJson('p')} order by p.surname, p.first_name, p.user_id), '[]'::json)
                  from market_admins a join public_profiles p on p.user_id = a.user_id where a.market_id = m.id) as admins,
               (select count(*)::int from market_offers o where o.market_id = m.id) as offers
        from markets m where m.organization_id = ${organizationId} order by m.id`,
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      isActive: r.is_active,
      canAdminister: true,
      publicKey: r.public_key,
      publicPrices: r.public_prices,
      admins: r.admins.map(toPerson),
      offers: Number(r.offers),
    })),
  };
}

/** Opens an active market named `name` in the organization (organization admins). */
export async function createMarket(db: Executor, organizationId: number, name: string): Promise<AvailableMarket> {
  const [row] = await queryRows<{ id: number; name: string; public_key: string; public_prices: boolean }>(
    db,
    sql`insert into markets (organization_id, name) values (${organizationId}, ${name}) returning id, name, public_key::text, public_prices`,
  );
  if (!row) throw new Error('market insert returned nothing');
  return { id: Number(row.id), name: row.name, canAdminister: true, publicKey: row.public_key, publicPrices: row.public_prices };
}

/** Closes market `id` of the organization; 404 MARKET_NOT_FOUND when it belongs to another organization or does not exist. */
export async function closeMarket(db: Executor, organizationId: number, id: number): Promise<void> {
  await marketOf(db, organizationId, id);
  await db.execute(sql`update markets set is_active = false where id = ${id} and organization_id = ${organizationId}`);
}

/**
 * PATCH /markets (organization admins): the fields given. `adminIds` replaces the market
 * administrators; each must be a member of the organization (404 USER_NOT_FOUND otherwise).
 */
export async function updateMarket(db: Db, organizationId: number, body: UpdateMarketBody): Promise<AvailableMarket> {
  return withTxRetry(db, async (tx) => {
    await marketOf(tx, organizationId, body.id);
    const sets = [];
    if (body.name !== undefined) sets.push(sql`name = ${body.name}`);
    if (body.isActive !== undefined) sets.push(sql`is_active = ${body.isActive}`);
    if (body.publicPrices !== undefined) sets.push(sql`public_prices = ${body.publicPrices}`);
    if (sets.length > 0) await tx.execute(sql`update markets set ${sql.join(sets, sql`, `)} where id = ${body.id}`);
    if (body.adminIds !== undefined) {
      const ids = [...new Set(body.adminIds)];
      if (ids.length > 0) {
        const [n] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from memberships where organization_id = ${organizationId} and user_id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`,
        );
        if (Number(n?.n ?? 0) !== ids.length) throw new AppError('USER_NOT_FOUND', 'User is not found');
      }
      await tx.execute(sql`delete from market_admins where market_id = ${body.id}`);
      if (ids.length > 0) {
        await tx.execute(sql`insert into market_admins (market_id, user_id) values ${sql.join(ids.map((id) => sql`(${body.id}::int, ${id}::int)`), sql`, `)}`);
      }
    }
    const m = await marketOf(tx, organizationId, body.id);
    return { id: m.id, name: m.name, canAdminister: true, publicKey: m.public_key, publicPrices: m.public_prices };
  });
}
