import { afterEach, describe, expect, it } from 'vitest';
import { nextOrderStatuses, ORDER_STATUSES } from '@gratia/contracts';
import { setDisplayTimeZone } from '../i18n/index.ts';
import { buyerMoves, formatOrderTime, ORDER_STATUS_TONE, parseOrderStatus } from './orders.ts';

describe('the order pills', () => {
  it('colour under consideration as info, rejected and canceled as errors, every other status as success', () => {
    expect(ORDER_STATUSES.map((s) => [s, ORDER_STATUS_TONE[s]])).toEqual([
      ['under_consideration', 'info'],
      ['accepted_awaiting', 'positive'],
      ['accepted_by_buyer', 'positive'],
      ['paid', 'positive'],
      ['ready_for_delivery', 'positive'],
      ['issued', 'positive'],
      ['ready', 'positive'],
      ['rejected', 'critical'],
      ['canceled', 'critical'],
    ]);
  });
});

describe('buyerMoves', () => {
  it('offers the buyer\'s side of the status table (docs/decisions/0046), confirm and received before cancel', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, buyerMoves(nextOrderStatuses(s, 'buyer'))]))).toEqual({
      under_consideration: ['canceled'],
      accepted_awaiting: ['accepted_by_buyer', 'canceled'],
      accepted_by_buyer: [],
      paid: [],
      ready_for_delivery: [],
      issued: ['ready'],
      ready: [],
      rejected: [],
      canceled: [],
    });
  });

  it('shows no button for a move the card does not know', () => {
    expect(buyerMoves(['paid', 'rejected'])).toEqual([]);
  });
});

describe('parseOrderStatus', () => {
  it('reads one of the nine statuses, anything else as all', () => {
    expect(parseOrderStatus(new URLSearchParams('status=paid'))).toBe('paid');
    expect(parseOrderStatus(new URLSearchParams('status=lost'))).toBeNull();
    expect(parseOrderStatus(new URLSearchParams(''))).toBeNull();
  });
});

describe('formatOrderTime', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('writes HH:MM dd.mm.yyyy in the display time zone, 24-hour', () => {
    setDisplayTimeZone('Europe/Moscow');
    expect(formatOrderTime('2026-03-09T06:05:00.000Z')).toBe('09:05 09.03.2026');
    expect(formatOrderTime('2026-12-31T21:30:00.000Z')).toBe('00:30 01.01.2027');
    setDisplayTimeZone('UTC');
    expect(formatOrderTime('2026-03-09T15:45:00.000Z')).toBe('15:45 09.03.2026');
  });

  it('returns what is not a time as it is', () => {
    expect(formatOrderTime('вчера')).toBe('вчера');
  });
});
