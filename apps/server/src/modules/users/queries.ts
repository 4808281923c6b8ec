/** Colleague search (SPEC §7 'search user'). */
import { sql } from 'drizzle-orm';
import type { UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Members of `organizationId` other than `excludeUserId` whose first name, surname, nickname or
 * Telegram nickname starts with each word of `q` (case-insensitive; a leading '@' is ignored),
 * sorted by surname and first name. Empty `q` lists colleagues alphabetically. Uses the
 * `lower(col) text_pattern_ops` indexes and `memberships_org_user_uq`.
 */
export async function searchUsers(
  db: Executor,
  q: { organizationId: number; excludeUserId: number; text: string; limit: number },
): Promise<UserSummary[]> {
  const words = q.text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^@/, ''))
    .filter(Boolean)
    .slice(0, 4);
  const wordFilters = words.map((w) => {
    const pattern = `${escapeLike(w)}%`;
    return sql`(lower(p.first_name) like ${pattern} or lower(p.surname) like ${pattern}
               or lower(p.nickname) like ${pattern} or lower(p.tg_name) like ${pattern})`;
  });
  const where = [sql`m.organization_id = ${q.organizationId}`, sql`p.user_id <> ${q.excludeUserId}`, ...wordFilters];
  const rows = await queryRows<{
    id: number;
    first_name: string;
    surname: string;
    nickname: string | null;
    tg_name: string | null;
    photo: string | null;
  }>(
    db,
    sql`select p.user_id as id, p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        from memberships m join profiles p on p.user_id = m.user_id
        where ${sql.join(where, sql` and `)}
        order by p.surname, p.first_name, p.user_id
        limit ${q.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    surname: r.surname,
    nickname: r.nickname,
    tgName: r.tg_name,
    photo: r.photo,
  }));
}
