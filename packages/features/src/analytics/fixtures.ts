import type { AnalyticsChallengeState, ChallengesReportPage, ChallengesReportRow } from '@gratia/contracts';
import { defaultHandlers } from '../testing/handlers.ts';
import { meAdmin, users } from '../testing/fixtures.ts';
import type { MockRequest } from '../testing/mockFetch.ts';

/** Demo data and a small in-memory server of the analytics reports (stories and tests; docs/decisions/0041). */

const base = { fromOrganization: false, participants: 0, winners: 0, paidOut: 0, completedAt: null, referrals: null } as const;

/**
 * The challenges of the demo community «Ромашка» as the report lists them, newest first: one in each
 * analytics state — a deferred one and a published one run by the community, reports coming in,
 * reports closed while the results are made, two ended (places filled, closed early) and a deleted
 * draft.
 */
export const demoReportRows: ChallengesReportRow[] = [
  {
    ...base,
    id: 8,
    name: 'Осенний марафон идей',
    organizer: users[0]!,
    fromOrganization: true,
    fund: 500,
    places: 5,
    state: 'deferred',
    startAt: '2026-03-13T09:00:00.000Z',
    endAt: '2026-03-27T09:00:00.000Z',
    createdAt: '2026-03-10T09:00:00.000Z',
  },
  {
    ...base,
    id: 7,
    name: 'Наставник месяца',
    organizer: users[0]!,
    fromOrganization: true,
    fund: 300,
    places: 3,
    state: 'published',
    startAt: '2026-03-08T09:00:00.000Z',
    endAt: '2026-03-24T09:00:00.000Z',
    createdAt: '2026-03-08T09:00:00.000Z',
  },
  {
    ...base,
    id: 6,
    name: 'Самое уютное рабочее место',
    organizer: users[2]!,
    fund: 45,
    places: 3,
    participants: 4,
    winners: 1,
    paidOut: 15,
    state: 'reports',
    startAt: '2026-03-06T09:00:00.000Z',
    endAt: '2026-03-20T09:00:00.000Z',
    createdAt: '2026-03-06T09:00:00.000Z',
  },
  {
    ...base,
    id: 5,
    name: 'Лучший лайфхак для удалённой работы',
    organizer: users[1]!,
    fund: 40,
    places: 2,
    participants: 3,
    state: 'finalizing',
    startAt: '2026-03-05T09:00:00.000Z',
    endAt: '2026-03-15T09:00:00.000Z',
    createdAt: '2026-03-05T09:00:00.000Z',
  },
  {
    ...base,
    id: 4,
    name: 'Угадай офис по фотографии',
    organizer: users[1]!,
    fund: 20,
    places: 2,
    participants: 1,
    winners: 1,
    paidOut: 10,
    state: 'ended',
    startAt: '2026-03-01T09:00:00.000Z',
    endAt: '2026-03-15T09:00:00.000Z',
    completedAt: '2026-03-04T09:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
  },
  {
    ...base,
    id: 3,
    name: 'Поделись книгой, которая изменила твой подход к работе',
    organizer: users[0]!,
    fund: 30,
    places: 3,
    participants: 4,
    winners: 3,
    paidOut: 30,
    state: 'ended',
    startAt: '2026-02-25T09:00:00.000Z',
    endAt: '2026-03-08T09:00:00.000Z',
    completedAt: '2026-03-04T15:00:00.000Z',
    createdAt: '2026-02-25T09:00:00.000Z',
  },
  {
    ...base,
    id: 2,
    name: 'Фотоохота на весну',
    organizer: users[2]!,
    fund: 12,
    places: 1,
    state: 'deleted',
    startAt: '2026-02-20T09:00:00.000Z',
    endAt: '2026-03-20T09:00:00.000Z',
    createdAt: '2026-02-20T09:00:00.000Z',
  },
];

/** Referral challenges (docs/decisions/0045): one running with people brought in (some no longer counted), one ended with its winners. */
export const referralReportRows: ChallengesReportRow[] = [
  {
    ...base,
    id: 31,
    name: 'Приведи друга в команду продаж',
    organizer: users[1]!,
    fund: 300,
    places: 3,
    participants: 7,
    state: 'reports',
    startAt: '2026-03-01T09:00:00.000Z',
    endAt: '2026-03-31T09:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
    referrals: { joined: 12, counted: 10 },
  },
  {
    ...base,
    id: 30,
    name: 'Осенний набор стажёров',
    organizer: users[0]!,
    fromOrganization: true,
    fund: 150,
    places: 2,
    participants: 5,
    winners: 2,
    paidOut: 150,
    state: 'ended',
    startAt: '2026-02-01T09:00:00.000Z',
    endAt: '2026-02-28T09:00:00.000Z',
    completedAt: '2026-02-28T09:00:00.000Z',
    createdAt: '2026-02-01T09:00:00.000Z',
    referrals: { joined: 6, counted: 6 },
  },
];

/** Long names: a challenge's name near its limit and an organizer with a long double name. */
export const longReportRows: ChallengesReportRow[] = [
  {
    ...demoReportRows[2]!,
    id: 21,
    name: 'Самый полезный совет новичку в команде разработки платформы внутренних сервисов: как за первую неделю разобраться в архитектуре, процессах и традициях',
    organizer: users[3]!,
    fund: 987_654,
    paidOut: 123_456,
    participants: 1_234,
  },
  { ...demoReportRows[0]!, id: 20, name: 'Марафон идей для улучшения процессов согласования отпусков и командировок в региональных подразделениях' },
  ...demoReportRows.slice(3, 5),
];

/** `count` challenges made from the demo ones, newest first, ids `count` … 1 (several pages). */
export function manyReportRows(count: number): ChallengesReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const from = demoReportRows[i % demoReportRows.length]!;
    return { ...from, id: count - i, name: `${from.name} №${count - i}` };
  });
}

/** The UTC day of an instant (the mock's period overlap; the real server reads the viewer's time zone). */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * A small server of GET /api/analytics/challenges over `rows` (default {@link demoReportRows}; with `kind=referrals`, `referralRows`, default {@link referralReportRows}):
 * `state` (comma-separated), `from`/`to` (period overlap), `q` (case-insensitive substring), an
 * offset cursor and `limit`, the totals on the first page — as the real one filters. `log` keeps
 * the query of every request, so a story can check what its filters asked for. A signed-in admin of
 * «Ромашка».
 */
export function challengesReportServer(options: { rows?: readonly ChallengesReportRow[]; referralRows?: readonly ChallengesReportRow[] } = {}) {
  const log: URLSearchParams[] = [];
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meAdmin,
    'GET /api/analytics/challenges': (req: MockRequest): ChallengesReportPage => {
      log.push(new URLSearchParams(req.query));
      const referralsOnly = req.query.get('kind') === 'referrals';
      const rows = referralsOnly ? (options.referralRows ?? referralReportRows) : (options.rows ?? demoReportRows);
      const states = (req.query.get('state') ?? '').split(',').filter(Boolean) as AnalyticsChallengeState[];
      const from = req.query.get('from');
      const to = req.query.get('to');
      const q = (req.query.get('q') ?? '').toLowerCase();
      const matching = rows.filter(
        (r) =>
          (states.length === 0 || states.includes(r.state)) &&
          (!from || dayOf(r.completedAt ?? r.endAt) >= from) &&
          (!to || dayOf(r.startAt) <= to) &&
          (!q || r.name.toLowerCase().includes(q)),
      );
      const limit = Number(req.query.get('limit') ?? 30);
      const cursor = req.query.get('cursor');
      const start = Number(cursor ?? 0);
      const sum = (pick: (r: ChallengesReportRow) => number) => matching.reduce((total, r) => total + pick(r), 0);
      return {
        items: matching.slice(start, start + limit),
        nextCursor: start + limit < matching.length ? String(start + limit) : null,
        summary: cursor
          ? null
          : {
              count: matching.length,
              fund: sum((r) => r.fund),
              paidOut: sum((r) => r.paidOut),
              participants: sum((r) => r.participants),
              referrals: referralsOnly ? { joined: sum((r) => r.referrals?.joined ?? 0), counted: sum((r) => r.referrals?.counted ?? 0) } : null,
            },
      };
    },
  };
  return { handlers, log };
}
