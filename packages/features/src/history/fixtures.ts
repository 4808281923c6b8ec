import type { HistoryGroupsResponse, HistoryItem, HistoryPage } from '@gratia/contracts';
import { users } from '../testing/fixtures.ts';

/** Demo history rows for stories and tests (never the network). "Now" is {@link HISTORY_NOW}. */
export const HISTORY_NOW = Date.parse('2026-03-10T12:00:00Z');

const at = (minutesBefore: number) => new Date(HISTORY_NOW - minutesBefore * 60_000).toISOString();

/** One row; `opts` override any field. */
export function historyItem(id: number, opts: Partial<HistoryItem> & { minutesAgo?: number } = {}): HistoryItem {
  const { minutesAgo, ...rest } = opts;
  const createdAt = at(minutesAgo ?? id * 45);
  return {
    id,
    type: 'between_users',
    status: 'completed',
    direction: 'received',
    amount: 5,
    message: 'Спасибо за помощь с релизом!',
    value: { id: 2, name: 'Командная работа' },
    isAnonymous: false,
    counterpart: users[1]!,
    adminDirection: null,
    periodId: 1,
    createdAt,
    changedAt: createdAt,
    cancellableUntil: null,
    additionTo: null,
    ...rest,
  };
}

/** Every status and every type, with an anonymous thanks and a sent one still cancellable. */
export const historyRows: HistoryItem[] = [
  historyItem(1, { direction: 'sent', counterpart: users[2]!, amount: 10, minutesAgo: 2, cancellableUntil: at(-8) }),
  historyItem(2, { counterpart: null, isAnonymous: true, amount: 3, message: 'Ты лучшая!', minutesAgo: 30 }),
  historyItem(3, { status: 'canceled', direction: 'sent', counterpart: users[3]!, amount: 7, minutesAgo: 60 }),
  historyItem(4, { status: 'waiting', type: 'challenge_contribution', direction: 'sent', counterpart: null, amount: 50, message: 'Взнос в «Марафон идей»', value: null, minutesAgo: 120 }),
  historyItem(5, { type: 'challenge_return', counterpart: null, amount: 50, message: 'Челлендж отменён', value: null, minutesAgo: 180 }),
  historyItem(6, { type: 'admin_manual', adminDirection: 'credit', counterpart: users[0]!, amount: 100, message: 'Премия за квартал', value: null, minutesAgo: 240 }),
  historyItem(7, { type: 'admin_manual', adminDirection: 'debit', direction: 'sent', counterpart: users[0]!, amount: 20, message: 'Ошибочное начисление', value: null, minutesAgo: 300 }),
  historyItem(8, { type: 'winnings', counterpart: null, amount: 200, message: 'Первое место в челлендже', value: null, minutesAgo: 600 }),
  historyItem(9, { type: 'market_purchase', direction: 'sent', counterpart: null, amount: 150, message: 'Сертификат в книжный', value: null, minutesAgo: 1200 }),
];

export const historyPage: HistoryPage = { items: historyRows, nextCursor: null };

/** `n` rows (thousands for the virtualization story). */
export function manyRows(n: number, startId = 1000): HistoryItem[] {
  return Array.from({ length: n }, (_, i) =>
    historyItem(startId + i, { direction: i % 3 === 0 ? 'sent' : 'received', counterpart: users[i % 3]!, amount: 1 + (i % 40), minutesAgo: 10 + i * 7 }),
  );
}

export const historyGroups: HistoryGroupsResponse = {
  items: [
    { counterpart: users[2]!, count: 4, received: 12, sent: 10, lastAt: at(2) },
    { counterpart: null, count: 1, received: 3, sent: 0, lastAt: at(30) },
    { counterpart: users[3]!, count: 2, received: 0, sent: 7, lastAt: at(60) },
    { counterpart: users[0]!, count: 2, received: 100, sent: 20, lastAt: at(240) },
  ],
};
