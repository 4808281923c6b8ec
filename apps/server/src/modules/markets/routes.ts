/**
 * Routes of the markets that exist so far (SPEC §7 'GET markets available'; SPEC §6: admins manage markets).
 * GET /api/markets/available → `{ items: {id, name}[] }`: active markets of the caller's organization
 *   (none when it hides the market); a non-empty list makes the sidebar show 'market'.
 * POST /api/markets {name} (role A) → the new market. POST /api/markets/close {id} (role A) → `{ ok: true }`;
 *   404 NOT_FOUND for another organization's market.
 * 401 without a session; 403 FORBIDDEN without a current organization, or for non-admins on the admin calls.
 * The market feature adds offers, carts and orders.
 */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { closeMarket, createMarket, listAvailableMarkets } from './service.ts';

/** Handlers of the markets area. */
export function marketHandlers(db: Db): Pick<Handlers, 'marketsAvailable' | 'createMarket' | 'closeMarket'> {
  return {
    marketsAvailable: async ({ auth }) => ({ items: await listAvailableMarkets(db, requireOrg(auth)) }),
    createMarket: async ({ auth, body }) => createMarket(db, requireOrg(auth), body.name),
    closeMarket: async ({ auth, body }) => {
      await closeMarket(db, requireOrg(auth), body.id);
      return { ok: true as const };
    },
  };
}
