import type { DirectoryEntry, DirectoryPage, Redistribution, RedistributionScope } from '@gratia/contracts';
import { divisions } from '../testing/divisions.ts';
import { defaultHandlers } from '../testing/handlers.ts';
import { colleagues, meManager, users } from '../testing/fixtures.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo data and a small in-memory server of the manager's redistribution (stories and tests). The caller is Анна (id 1), a manager. */

const period = { id: 7, startDate: '2025-11-01', endDate: '2025-11-30' };

/** A manager of «Разработка» (and Backend under it) with 120 points to give. */
export const divisionScope: RedistributionScope = { period, balance: 120, hidden: false, division: { id: 12, name: 'Разработка' } };
/** A manager of the whole community. */
export const communityScope: RedistributionScope = { ...divisionScope, division: null };
/** No active period: nothing can be given. */
export const noPeriodScope: RedistributionScope = { period: null, balance: 0, hidden: false, division: { id: 12, name: 'Разработка' } };
/** The community hides balances. */
export const hiddenScope: RedistributionScope = { ...divisionScope, balance: null, hidden: true };
/** Nothing left to give. */
export const emptyScope: RedistributionScope = { ...divisionScope, balance: 0 };

/** A directory row from a colleague of the shared fixtures. */
const entry = (c: (typeof colleagues)[number], extra: Partial<DirectoryEntry> = {}): DirectoryEntry => ({ ...c, status: 'office', fired: false, ...extra });

/**
 * The community's directory: the manager herself (HR), Иван and Олег of Backend and Дмитрий of
 * «Разработка» (the team), Мария of product design and the long-named colleague of sales (outside it).
 */
export const people: DirectoryEntry[] = [
  entry(colleagues[0]!),
  entry(colleagues[1]!),
  { id: 6, firstName: 'Олег', surname: 'Тестов', nickname: null, tgName: 'oleg_qa', photo: null, jobTitle: 'Тестировщик', division: { id: 2, name: 'Backend' }, status: 'working', fired: false },
  { id: 8, firstName: 'Дмитрий', surname: 'Орлов', nickname: 'dima', tgName: null, photo: null, jobTitle: 'Тимлид', division: { id: 12, name: 'Разработка' }, status: 'remotely', fired: false },
  entry(colleagues[2]!, { status: 'vacation' }),
  entry(colleagues[3]!),
];

/** Division ids of `id` and every division under it. */
function subtree(id: number): Set<number> {
  const out = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of divisions) if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) grew = Boolean(out.add(d.id));
  }
  return out;
}

/** A mock GET /api/employees over `rows` as the server answers the form's search: `q` (every word), `divisionId` (with the divisions under it), cursor pages. */
export function scopeDirectoryHandler(rows: readonly DirectoryEntry[]) {
  return (req: MockRequest): DirectoryPage => {
    const words = (req.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const division = req.query.get('divisionId');
    const within = division ? subtree(Number(division)) : null;
    const matches = rows.filter((r) => {
      const text = `${r.firstName} ${r.surname} ${r.nickname ?? ''} ${r.tgName ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w)) && (!within || (r.division !== null && within.has(r.division.id)));
    });
    const from = Number(req.query.get('cursor') ?? 0);
    const limit = Number(req.query.get('limit') ?? 50);
    return { items: matches.slice(from, from + limit), nextCursor: from + limit < matches.length ? String(from + limit) : null, total: matches.length };
  };
}

/** What the server was asked to give, in order: the body and the Idempotency-Key. */
export type GiveLog = { body: unknown; key: string | undefined }[];

/**
 * An in-memory redistribution server as docs/decisions/0023 describes it: the scope's balance drops
 * with each gift, every gift is written to `log`. `balance` is what the server really holds (default
 * the scope's: set it lower to answer INSUFFICIENT_FUNDS for a stale form); `movedOut` lists
 * colleagues who left the team after the search (REDISTRIBUTION_OUT_OF_SCOPE); `endsPeriod` makes
 * the next gift find the period ended (NO_ACTIVE_PERIOD, and the scope then has none).
 */
export function redistributionServer(start: { scope?: RedistributionScope; balance?: number; movedOut?: number[]; endsPeriod?: boolean } = {}) {
  let scope = { ...(start.scope ?? divisionScope) };
  let balance = start.balance ?? scope.balance ?? 0;
  // Until the first gift is tried the scope shows what the form loaded (a stale balance, when `balance` differs).
  let tried = false;
  const log: GiveLog = [];
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meManager,
    'GET /api/redistribution/scope': () => (tried && scope.balance !== null ? { ...scope, balance } : scope),
    'GET /api/employees': scopeDirectoryHandler(people),
    'POST /api/redistribution': (req: MockRequest) => {
      const body = req.body as { recipientId: number; amount: number; message?: string };
      log.push({ body, key: req.headers['idempotency-key'] });
      tried = true;
      if (start.endsPeriod) {
        scope = { ...scope, period: null };
        return errorReply('NO_ACTIVE_PERIOD', 409);
      }
      if (start.movedOut?.includes(body.recipientId)) return errorReply('REDISTRIBUTION_OUT_OF_SCOPE', 422);
      if (body.amount > balance) return errorReply('INSUFFICIENT_FUNDS', 422);
      balance -= body.amount;
      const recipient = people.find((p) => p.id === body.recipientId) ?? people[1]!;
      const given: Redistribution = {
        id: 500 + log.length,
        amount: body.amount,
        message: body.message ?? '',
        sender: users[0]!,
        recipient: { id: recipient.id, firstName: recipient.firstName, surname: recipient.surname, nickname: recipient.nickname, tgName: recipient.tgName, photo: recipient.photo },
        periodId: period.id,
        createdAt: '2026-03-10T09:00:00.000Z',
      };
      return reply(201, given, 150);
    },
  };
  return { handlers, log };
}
