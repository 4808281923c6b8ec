/**
 * GET /api/markets/available (SPEC §7 'GET markets available': a non-empty list means markets exist,
 * and the sidebar shows 'market'). No market feature exists in this version, so there is no table
 * of markets and the list is always empty — a true answer, not a placeholder: no organization has
 * a market yet. The market feature replaces this body with a query of its own markets table (active
 * markets of the caller's organization, none when the organization hides the market).
 * 401 without a session, 403 FORBIDDEN without a current organization.
 */
import type { Handlers } from '../../http/routing.ts';
import { requireOrg } from '../../http/routing.ts';

/** Handlers of the markets area that exist so far. */
export function marketHandlers(): Pick<Handlers, 'marketsAvailable'> {
  return {
    marketsAvailable: async ({ auth }) => {
      requireOrg(auth);
      return { items: [] };
    },
  };
}
