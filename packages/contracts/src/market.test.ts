import { describe, expect, it } from 'vitest';
import {
  AdminOrdersQuery,
  CartLineBody,
  CreateOfferBody,
  HELD_ORDER_STATUSES,
  nextOrderStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OffersQuery,
  RETURNED_ORDER_STATUSES,
  SPENT_ORDER_STATUSES,
  UpdateOfferBody,
  routes,
} from './index.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('the order status table (docs/decisions/0046)', () => {
  it('names every status once; held, spent and returned split them with only issued-and-on outside', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    const groups = [...HELD_ORDER_STATUSES, ...SPENT_ORDER_STATUSES, ...RETURNED_ORDER_STATUSES];
    expect(new Set(groups).size).toBe(groups.length);
    expect([...groups].sort()).toEqual([...ORDER_STATUSES].sort());
  });
  it('ends in ready, rejected and canceled; returns only from before issue', () => {
    for (const final of ['ready', 'rejected', 'canceled'] as const) expect(ORDER_TRANSITIONS[final]).toEqual({});
    expect(nextOrderStatuses('issued', 'admin')).toEqual(['ready']);
    expect(nextOrderStatuses('issued', 'buyer')).toEqual(['ready']);
    for (const from of ORDER_STATUSES) expect(Object.keys(ORDER_TRANSITIONS[from])).not.toContain(from);
  });
  it('lets the buyer only cancel before payment, confirm an acceptance and confirm receipt', () => {
    expect(nextOrderStatuses('under_consideration', 'buyer')).toEqual(['canceled']);
    expect(nextOrderStatuses('accepted_awaiting', 'buyer')).toEqual(['accepted_by_buyer', 'canceled']);
    expect(nextOrderStatuses('paid', 'buyer')).toEqual([]);
    expect(nextOrderStatuses('under_consideration', 'admin')).toEqual(['accepted_awaiting', 'paid', 'rejected', 'canceled']);
  });
});

describe('market requests', () => {
  const offer = { marketId: 1, name: 'Кружка', price: 10 };
  it('fill the offer form’s defaults and check it field by field', () => {
    expect(CreateOfferBody.parse(offer)).toMatchObject({ stock: 0, remainderAction: 'error', status: 'active', limit: { period: 'unlimited' }, imageIds: [], immediateDelivery: false });
    expect(issues(CreateOfferBody.safeParse({ ...offer, price: 1.5 }))).toContain('price:validation.amountInteger');
    expect(issues(CreateOfferBody.safeParse({ ...offer, price: '10' }))).toContain('price:validation.amountInteger');
    expect(issues(CreateOfferBody.safeParse({ ...offer, stock: 1_000_001 }))).toContain('stock:validation.tooBig');
    expect(issues(CreateOfferBody.safeParse({ ...offer, activeFrom: '2030-02-01T00:00:00Z', activeUntil: '2030-01-01T00:00:00Z' }))).toContain('activeUntil:validation.datesOrder');
    expect(issues(CreateOfferBody.safeParse({ ...offer, activeFrom: 'tomorrow' }))).toContain('activeFrom:validation.date');
    expect(issues(CreateOfferBody.safeParse({ ...offer, limit: { period: 'month', quantity: null, days: null } }))).toContain('limit:validation.required');
    expect(CreateOfferBody.safeParse({ ...offer, limit: { period: 'custom', quantity: 1, days: 14 } }).success).toBe(true);
    expect(issues(UpdateOfferBody.safeParse({ id: 1, limit: { period: 'custom', quantity: 1, days: null } }))).toContain('limit:validation.required');
  });
  it('bound a cart line and the catalogue’s price range', () => {
    expect(CartLineBody.parse({ marketId: 1, offerId: 2 })).toEqual({ marketId: 1, offerId: 2, mode: 'add', quantity: 1, chosen: true });
    expect(issues(CartLineBody.safeParse({ marketId: 1, offerId: 2, quantity: 1000 }))).toContain('quantity:validation.tooBig');
    expect(issues(OffersQuery.safeParse({ marketId: '1', minPrice: '50', maxPrice: '20' }))).toContain('maxPrice:validation.tooSmall');
    expect(AdminOrdersQuery.parse({ marketId: '1', status: 'paid,issued,paid' }).status).toEqual(['paid', 'issued']);
    expect(issues(AdminOrdersQuery.safeParse({ marketId: '1', status: 'paid,lost' }))).not.toEqual([]);
  });
  it('open the catalogue to anyone with the key, and everything else to members', () => {
    expect(routes.offers.auth).toBe(false);
    expect(routes.publicMarket.auth).toBe(false);
    expect(routes.cart.auth).toBe(true);
    expect(routes.markets).toMatchObject({ admin: true });
  });
});
