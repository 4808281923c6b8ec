/**
 * The participants directory (SPEC §2 /employees 'Participants list with status filter', §7.3
 * colleagues; docs/decisions/0020): members of the caller's organization as everyone sees them,
 * searched by any part of a visible name, filtered by status and division, keyset-paged.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EMPLOYEE_STATUSES, type DirectoryEntry, type DirectoryPage, type DirectoryQuery, type EmployeeStatus } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { infix, isFired, requireDivision, searchWords, subtreeOf } from './fragments.ts';

/** `d<id>`: the id of the last row of a page, as the cursor carries it (base64url). */
const CURSOR_TEXT = /^d([1-9][0-9]{0,9})$/;

/** The cursor after the directory row of `userId`. */
export function encodeDirectoryCursor(userId: number): string {
  return Buffer.from(`d${userId}`).toString('base64url');
}

/**
 * The user id of a cursor written by {@link encodeDirectoryCursor}; anything else is 400
 * VALIDATION_ERROR (issue `validation.cursor` at `cursor` in the querystring).
 */
export function decodeDirectoryCursor(cursor: string): number {
  const bytes = Buffer.from(cursor, 'base64url');
  const match = bytes.toString('base64url') === cursor ? CURSOR_TEXT.exec(bytes.toString('utf8')) : null;
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new AppError('VALIDATION_ERROR', 'Malformed cursor', {
      details: { issues: [{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }] },
    });
  }
  return id;
}

/**
 * Rows of `profiles p` where `word` is part of a first name, surname, middle name, nickname or
 * Telegram nickname the person does not hide (a search must not reveal a hidden field). Each
 * `lower(col) like '%word%'` is served by that column's trigram index (migration 0012).
 */
function visibleNameHas(word: string): SQL {
  const pattern = infix(word);
  return sql`((lower(p.first_name) like ${pattern} and not 'firstName' = any(p.hidden_fields))
           or (lower(p.surname) like ${pattern} and not 'surname' = any(p.hidden_fields))
           or (lower(p.middle_name) like ${pattern} and not 'middleName' = any(p.hidden_fields))
           or lower(p.nickname) like ${pattern}
           or (lower(p.tg_name) like ${pattern} and not 'tgName' = any(p.hidden_fields)))`;
}

/**
 * Who the status filter lets through (blocked members never): without `statuses`, the active
 * members; with them, active members of any of those work statuses, and the fired ones when
 * `fired` is among them.
 */
function statusFilter(statuses: readonly string[] | undefined): SQL {
  const notBlocked = sql`m.blocked_at is null`;
  if (!statuses || statuses.length === 0) return sql`${notBlocked} and not ${isFired('m')}`;
  const work = statuses.filter((s): s is EmployeeStatus => (EMPLOYEE_STATUSES as readonly string[]).includes(s));
  const parts: SQL[] = [];
  if (work.length > 0) parts.push(sql`(not ${isFired('m')} and m.status in (${sql.join(work.map((s) => sql`${s}`), sql`, `)}))`);
  if (statuses.includes('fired')) parts.push(isFired('m'));
  return sql`${notBlocked} and (${sql.join(parts, sql` or `)})`;
}

interface DirectoryRow {
  id: number;
  first_name: string;
  surname: string;
  nickname: string | null;
  tg_name: string | null;
  photo: string | null;
  job_title: string | null;
  division_id: number | null;
  division_name: string | null;
  status: EmployeeStatus;
  fired: boolean;
}

/**
 * One page of the directory of `organizationId` (GET /api/employees, contracts DirectoryQuery):
 * members as others see them (the `public_profiles` view: a hidden name part is '', a hidden
 * Telegram nickname null), ordered by that surname, first name and id, `limit` rows after the
 * cursor's row, with `nextCursor` (null on the last page) and `total`, every match. Each word of
 * `q` must be part of a visible name field (`visibleNameHas`); `divisionId` keeps that division and
 * every division under it (404 NOT_FOUND when it is not one of the organization's); `status` as
 * {@link statusFilter}. A malformed cursor is 400 VALIDATION_ERROR. The caller is listed too.
 */
export async function directoryPage(db: Executor, organizationId: number, query: DirectoryQuery): Promise<DirectoryPage> {
  const after = query.cursor === undefined ? null : decodeDirectoryCursor(query.cursor);
  if (query.divisionId !== undefined) await requireDivision(db, organizationId, query.divisionId);
  const where: SQL[] = [sql`m.organization_id = ${organizationId}`, statusFilter(query.status)];
  if (query.divisionId !== undefined) where.push(sql`m.division_id in ${subtreeOf(organizationId, query.divisionId)}`);
  for (const word of searchWords(query.q)) where.push(visibleNameHas(word));
  const from = sql`from memberships m
    join profiles p on p.user_id = m.user_id
    join public_profiles pp on pp.user_id = m.user_id`;
  const matches = sql`where ${sql.join(where, sql` and `)}`;
  const keyset =
    after === null ? sql`` : sql`and (pp.surname, pp.first_name, pp.user_id) > (select c.surname, c.first_name, c.user_id from public_profiles c where c.user_id = ${after})`;
  const [rows, counted] = await Promise.all([
    queryRows<DirectoryRow>(
      db,
      sql`select pp.user_id as id, pp.first_name, pp.surname, pp.nickname, pp.tg_name, pp.photo, m.job_title,
                 d.id as division_id, d.name as division_name, m.status, ${isFired('m')} as fired
          ${from}
          left join divisions d on d.id = m.division_id and d.organization_id = m.organization_id
          ${matches} ${keyset}
          order by pp.surname, pp.first_name, pp.user_id
          limit ${query.limit + 1}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} ${matches}`),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > query.limit && last ? encodeDirectoryCursor(Number(last.id)) : null,
    total: Number(counted[0]?.n ?? 0),
  };
}

function toEntry(r: DirectoryRow): DirectoryEntry {
  return {
    id: Number(r.id),
    firstName: r.first_name,
    surname: r.surname,
    nickname: r.nickname,
    tgName: r.tg_name,
    photo: r.photo,
    jobTitle: r.job_title,
    division: r.division_id === null || r.division_name === null ? null : { id: Number(r.division_id), name: r.division_name },
    status: r.status,
    fired: Boolean(r.fired),
  };
}
