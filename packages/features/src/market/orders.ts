import { ORDER_STATUSES, type OrderStatus } from '@gratia/contracts';
import type { BadgeTone } from '@gratia/ui';
import { displayTimeZone } from '../i18n/index.ts';

/*
 * The member's orders (SPEC §2 /market_orders, §4 Market order statuses; DOMAIN §2.1, §2.4;
 * docs/decisions/0046): the pill of each status, the buyer's own moves and how an order's time reads.
 */

/**
 * The pill's tone of each status (DOMAIN §2.1): under consideration its own (info), rejected and
 * canceled the error colour, every other one success.
 */
export const ORDER_STATUS_TONE: Readonly<Record<OrderStatus, BadgeTone>> = {
  under_consideration: 'info',
  accepted_awaiting: 'positive',
  accepted_by_buyer: 'positive',
  paid: 'positive',
  ready_for_delivery: 'positive',
  issued: 'positive',
  ready: 'positive',
  rejected: 'critical',
  canceled: 'critical',
};

/** The buyer's moves the order card offers, in the order of its buttons (docs/decisions/0046: confirm, received, cancel). */
export const BUYER_MOVES = ['accepted_by_buyer', 'ready', 'canceled'] as const satisfies readonly OrderStatus[];
/** One of {@link BUYER_MOVES}. */
export type BuyerMove = (typeof BUYER_MOVES)[number];

/** The buttons of an order: the moves of `next` (what the server lets the caller do) that the card has a button for, in {@link BUYER_MOVES} order. */
export function buyerMoves(next: readonly OrderStatus[]): BuyerMove[] {
  return BUYER_MOVES.filter((move) => next.includes(move));
}

/** The status filter in the page's query (`/market_orders?status=`): one of the nine statuses, else null (all). */
export function parseOrderStatus(params: URLSearchParams): OrderStatus | null {
  const raw = params.get('status');
  return ORDER_STATUSES.find((status) => status === raw) ?? null;
}

/**
 * An order's time as the order card writes it, 'HH:MM dd.mm.yyyy' (DOMAIN §2.1 "Оформлен в HH:MM
 * dd.mm.yyyy"), in the display time zone (the server's render and the browser read alike).
 */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hourCycle: 'h23',
    timeZone: displayTimeZone(),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}.${part('month')}.${part('year')}`;
}
