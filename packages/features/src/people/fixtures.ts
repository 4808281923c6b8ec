import type { DirectoryEntry, DirectoryPage, DirectoryStatusFilter, EmployeeStatus } from '@gratia/contracts';
import { colleagues } from '../testing/fixtures.ts';
import type { MockRequest } from '../testing/mockFetch.ts';
import { divisions } from '../testing/divisions.ts';

/** Demo data of the participants directory (stories and tests). */

export { divisions };

/** A directory row from a colleague of the shared fixtures. */
function entry(index: number, status: EmployeeStatus, extra: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return { ...colleagues[index]!, status, fired: false, ...extra };
}

/**
 * The directory of a small community: each work status once, a person whose name parts are hidden
 * (named by nickname), one known only by @telegram, one with no job, and the long-named colleague.
 */
export const directoryEntries: DirectoryEntry[] = [
  entry(1, 'office'),
  entry(3, 'remotely'),
  entry(2, 'vacation'),
  entry(0, 'illness'),
  { id: 5, firstName: '', surname: '', nickname: 'lena_design', tgName: null, photo: null, jobTitle: 'Иллюстратор', division: { id: 3, name: 'Продукт и дизайн' }, status: 'working', fired: false },
  { id: 6, firstName: '', surname: '', nickname: null, tgName: 'oleg_qa', photo: null, jobTitle: null, division: null, status: 'none', fired: false },
  { id: 7, firstName: 'Пётр', surname: '', nickname: 'petya', tgName: null, photo: null, jobTitle: 'Стажёр', division: null, status: 'office', fired: false },
];

/** Two people fired as of today (listed only under the `fired` filter). */
export const firedEntries: DirectoryEntry[] = [
  { id: 20, firstName: 'Сергей', surname: 'Волков', nickname: null, tgName: 'volkov', photo: null, jobTitle: 'Аналитик', division: { id: 2, name: 'Backend' }, status: 'none', fired: true },
  { id: 21, firstName: 'Ольга', surname: 'Белова', nickname: 'olga', tgName: null, photo: null, jobTitle: null, division: { id: 1, name: 'HR' }, status: 'office', fired: true },
];

const FIRST = ['Анна', 'Иван', 'Мария', 'Дмитрий', 'Елена', 'Сергей', 'Ольга', 'Алексей', 'Наталья', 'Павел'];
const LAST = ['Петрова', 'Смирнов', 'Кузнецова', 'Орлов', 'Соколова', 'Волков', 'Белова', 'Морозов', 'Новикова', 'Лебедев'];
const STATUSES: EmployeeStatus[] = ['office', 'remotely', 'vacation', 'illness', 'working', 'none'];

/** `n` generated people (ids from 1000), for the virtualized list. */
export function manyEntries(n: number): DirectoryEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 1000 + i,
    firstName: FIRST[i % FIRST.length]!,
    surname: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!} ${i + 1}`,
    nickname: null,
    tgName: null,
    photo: null,
    jobTitle: i % 3 === 0 ? 'Инженер' : null,
    division: i % 2 === 0 ? { id: 2, name: 'Backend' } : null,
    status: STATUSES[i % STATUSES.length]!,
    fired: false,
  }));
}

/**
 * A mock GET /api/employees over `rows`, as the server answers: `q` (every word in a name,
 * nickname or Telegram nickname), `status` (any of; `fired` lists the fired ones only), cursor
 * pages of `limit` with the total.
 */
export function directoryHandler(rows: readonly DirectoryEntry[], fired: readonly DirectoryEntry[] = firedEntries) {
  return (req: MockRequest): DirectoryPage => {
    const words = (req.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const statuses = (req.query.get('status') ?? '').split(',').filter(Boolean) as DirectoryStatusFilter[];
    const divisionId = req.query.get('divisionId');
    const pool = statuses.includes('fired') ? [...rows, ...fired] : rows;
    const matches = pool.filter((r) => {
      const text = `${r.firstName} ${r.surname} ${r.nickname ?? ''} ${r.tgName ?? ''}`.toLowerCase();
      const byStatus = statuses.length === 0 || (r.fired ? statuses.includes('fired') : statuses.includes(r.status));
      const byDivision = !divisionId || r.division?.id === Number(divisionId);
      return words.every((w) => text.includes(w)) && byStatus && byDivision;
    });
    const from = Number(req.query.get('cursor') ?? 0);
    const limit = Number(req.query.get('limit') ?? 50);
    return { items: matches.slice(from, from + limit), nextCursor: from + limit < matches.length ? String(from + limit) : null, total: matches.length };
  };
}
