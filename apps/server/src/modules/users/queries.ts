/** Colleague search (SPEC §7 'search user') and the reads behind recipient suggestions (SPEC §2 New thanks form). */
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
  const rows = await queryRows<ProfileRow>(
    db,
    sql`select p.user_id as id, p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        from memberships m join profiles p on p.user_id = m.user_id
        where ${sql.join(where, sql` and `)}
        order by p.surname, p.first_name, p.user_id
        limit ${q.limit}`,
  );
  return rows.map(toSummary);
}

/** A profile row as the queries of this module select it. */
interface ProfileRow {
  id: number;
  first_name: string;
  surname: string;
  nickname: string | null;
  tg_name: string | null;
  photo: string | null;
}

function toSummary(r: ProfileRow): UserSummary {
  return { id: r.id, firstName: r.first_name, surname: r.surname, nickname: r.nickname, tgName: r.tg_name, photo: r.photo };
}

/** A colleague the caller has thanked: how often and how lately, within the rows read. */
export interface ThankedColleague {
  user: UserSummary;
  /** Thanks to them among the rows read. */
  times: number;
}

/**
 * The colleagues `userId` thanked among their last `window` thanks in `organizationId` (ledger
 * rows of type `between_users`, cancelled ones left out), most lately thanked first (ties: the
 * later transfer). Only people who are members of the organization now, never `userId`. Reads
 * at most `window` transfers through `transactions_sender_created_idx`.
 */
export async function thankedColleagues(
  db: Executor,
  q: { organizationId: number; userId: number; window: number },
): Promise<ThankedColleague[]> {
  const rows = await queryRows<ProfileRow & { times: number }>(
    db,
    sql`with mine as (
          select t.recipient_id, t.created_at, t.id
          from transactions t
          where t.sender_id = ${q.userId} and t.organization_id = ${q.organizationId}
            and t.type = 'between_users' and t.status <> 'canceled'
          order by t.created_at desc, t.id desc
          limit ${q.window}
        )
        select p.user_id as id, p.first_name, p.surname, p.nickname, p.tg_name, p.photo, count(*)::int as times
        from mine
        join memberships m on m.user_id = mine.recipient_id and m.organization_id = ${q.organizationId}
        join profiles p on p.user_id = mine.recipient_id
        where mine.recipient_id <> ${q.userId}
        group by p.user_id, p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        order by max(mine.created_at) desc, max(mine.id) desc`,
  );
  return rows.map((r) => ({ user: toSummary(r), times: Number(r.times) }));
}

/**
 * Up to `limit` members of `organizationId` other than the ids in `excludeUserIds`, sorted by
 * surname, first name and id (`memberships_org_user_uq`).
 */
export async function listColleagues(
  db: Executor,
  q: { organizationId: number; excludeUserIds: number[]; limit: number },
): Promise<UserSummary[]> {
  if (q.limit <= 0) return [];
  const excluded = q.excludeUserIds.length > 0 ? sql`and p.user_id not in (${sql.join(q.excludeUserIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const rows = await queryRows<ProfileRow>(
    db,
    sql`select p.user_id as id, p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        from memberships m join profiles p on p.user_id = m.user_id
        where m.organization_id = ${q.organizationId} ${excluded}
        order by p.surname, p.first_name, p.user_id
        limit ${q.limit}`,
  );
  return rows.map(toSummary);
}
