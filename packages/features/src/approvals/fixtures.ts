import type { ThanksDecision, WaitingThanks, WaitingThanksPage } from '@gratia/contracts';
import { minutesAgo } from '../testing/clock.ts';
import { defaultHandlers } from '../testing/handlers.ts';
import { economy, meController, users } from '../testing/fixtures.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo data and a small in-memory server of the approvals queue (stories and tests). The caller is Анна (id 1), a controller. */

/** One waiting thanks; `opts` override any field (default: Иван → Мария, 60 points, sent 5 minutes ago). */
export function waitingThanks(id: number, opts: Partial<WaitingThanks> & { minutesAgo?: number } = {}): WaitingThanks {
  const { minutesAgo: age, ...rest } = opts;
  return {
    id,
    sender: users[1]!,
    recipient: users[2]!,
    amount: 60,
    message: 'Спасибо, что за выходные подняла макеты нового онбординга!',
    value: { id: 2, name: 'Командная работа' },
    isAnonymous: false,
    createdAt: minutesAgo(age ?? id),
    canDecide: true,
    ...rest,
  };
}

/**
 * The queue of a community: a thanks with a value, an anonymous one (its sender still named), the
 * long-named colleague's with a long message, one the caller sent herself (not hers to decide) and
 * one without a message or value.
 */
export const waitingList: WaitingThanks[] = [
  waitingThanks(101, { minutesAgo: 5 }),
  waitingThanks(102, { sender: users[2]!, recipient: users[1]!, amount: 80, isAnonymous: true, message: 'Ты спас релиз, без тебя бы не успели.', value: null, minutesAgo: 40 }),
  waitingThanks(103, {
    sender: users[3]!,
    recipient: users[1]!,
    amount: 95,
    message:
      'Огромное спасибо за то, что два дня подряд разбирал с клиентом интеграцию, нашёл ошибку в их выгрузке и написал понятную инструкцию для всей команды поддержки. '.repeat(2).trim(),
    value: { id: 3, name: 'Смелость' },
    minutesAgo: 60 * 3,
  }),
  waitingThanks(104, { sender: users[0]!, recipient: users[1]!, amount: 75, message: 'За помощь с отчётом', value: null, canDecide: false, minutesAgo: 60 * 20 }),
  waitingThanks(105, { sender: users[1]!, recipient: users[3]!, amount: 55, message: '', value: null, minutesAgo: 60 * 26 }),
];

const SENDERS = [users[1]!, users[2]!, users[3]!];
const RECIPIENTS = [users[2]!, users[3]!, users[1]!];

/** `n` waiting thanks, newest first (ids from 1000), every seventh anonymous, every eleventh the caller's own. */
export function manyWaiting(n: number): WaitingThanks[] {
  return Array.from({ length: n }, (_, i) =>
    waitingThanks(1000 + i, {
      sender: i % 11 === 10 ? users[0]! : SENDERS[i % SENDERS.length]!,
      recipient: RECIPIENTS[i % RECIPIENTS.length]!,
      amount: 51 + ((i * 7) % 49),
      isAnonymous: i % 7 === 3,
      canDecide: i % 11 !== 10,
      message: i % 4 === 0 ? '' : `Благодарность №${i + 1}: за помощь на проекте`,
      value: i % 3 === 0 ? { id: 1, name: 'Забота о клиенте' } : null,
      minutesAgo: 3 + i * 17,
    }),
  );
}

/** A mock GET /api/approvals over `items`: cursor pages of `limit` (the cursor is the offset). */
export function waitingPageHandler(items: () => readonly WaitingThanks[]) {
  return (req: MockRequest): WaitingThanksPage => {
    const from = Number(req.query.get('cursor') ?? 0);
    const limit = Number(req.query.get('limit') ?? 20);
    const all = items();
    return { items: all.slice(from, from + limit), nextCursor: from + limit < all.length ? String(from + limit) : null };
  };
}

/** Everything the server was asked to decide, in order. */
export type DecisionLog = { call: string; body: unknown }[];

/**
 * An in-memory approvals server as docs/decisions/0023 describes it: the queue shrinks as thanks are
 * decided, every decision is written to `log`, and a list is decided all or nothing —
 * APPROVAL_DUPLICATE_IDS for an id twice, APPROVAL_OWN_THANKS for the caller's own, THANKS_NOT_WAITING
 * for one not waiting (each with `details.ids`). `decidedElsewhere` lists thanks another controller
 * decides while the caller looks: still listed until the next read after a decision is tried.
 */
export function approvalsServer(start: { items?: WaitingThanks[]; decidedElsewhere?: number[] } = {}) {
  let waiting = [...(start.items ?? waitingList)];
  const gone = new Set(start.decidedElsewhere ?? []);
  const log: DecisionLog = [];
  const decide = (status: ThanksDecision['status']) => (req: MockRequest) => {
    log.push({ call: `${req.method} ${req.path}`, body: req.body });
    // From now on the thanks decided elsewhere are no longer listed either.
    waiting = waiting.filter((w) => !gone.has(w.id));
    const ids = (req.body as { ids: number[] }).ids;
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length > 0) return errorReply('APPROVAL_DUPLICATE_IDS', 422, { ids: [...new Set(twice)] });
    const missing = ids.filter((id) => !waiting.some((w) => w.id === id));
    if (missing.length > 0) return errorReply('THANKS_NOT_WAITING', 409, { ids: missing });
    const own = ids.filter((id) => waiting.some((w) => w.id === id && !w.canDecide));
    if (own.length > 0) return errorReply('APPROVAL_OWN_THANKS', 422, { ids: own });
    waiting = waiting.filter((w) => !ids.includes(w.id));
    return reply(200, { status, ids } satisfies ThanksDecision, 150);
  };
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meController,
    'GET /api/organization/economy': economy,
    'GET /api/approvals': waitingPageHandler(() => waiting),
    'POST /api/approvals/approve': decide('completed'),
    'POST /api/approvals/decline': decide('canceled'),
  };
  return { handlers, log };
}
