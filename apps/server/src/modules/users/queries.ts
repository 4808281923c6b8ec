/**
 * Colleague search (SPEC §7 'search user') and the reads behind recipient suggestions (SPEC §2 New
 * thanks form), each colleague with their job title and division in the organization (SPEC §3
 * Employee).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Colleague, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { activeMembership } from '../people/index.ts';
import { queryRows } from '../../db/client.ts';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lower-case words of a search text (at most 4; a leading '@' dropped), each matched on its own. */
function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^@/, ''))
    .filter(Boolean)
    .slice(0, 4);
}

/**
 * The `to_tsquery('simple', …)` text of a search word against a job title: each run of letters
 * and digits of the word as a prefix (`'frontend-раз'` → `frontend:* & раз:*`), so it matches the
 * start of any word of the title; null when the word has no letter or digit. Only letters and
 * digits reach the query text, so no input can make it malformed.
 */
export function jobTitleQuery(word: string): string | null {
  const parts = word.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return parts.length > 0 ? parts.map((p) => `${p}:*`).join(' & ') : null;
}

/**
 * Rows of `profiles p` whose first name, surname, nickname or Telegram nickname starts with `word`,
 * counting only fields the person does not hide (a search must not reveal a hidden name; decision 0020).
 */
function nameStarts(word: string): SQL {
  const pattern = `${escapeLike(word)}%`;
  return sql`((lower(p.first_name) like ${pattern} and not 'firstName' = any(p.hidden_fields))
             or (lower(p.surname) like ${pattern} and not 'surname' = any(p.hidden_fields))
             or lower(p.nickname) like ${pattern}
             or (lower(p.tg_name) like ${pattern} and not 'tgName' = any(p.hidden_fields)))`;
}

/** Rows of `memberships m` whose job title has a word starting with `word` (see {@link jobTitleQuery}); null when it cannot match. */
function jobTitleHas(word: string): SQL | null {
  const query = jobTitleQuery(word);
  return query === null ? null : sql`to_tsvector('simple', m.job_title) @@ to_tsquery('simple', ${query})`;
}

/**
 * The columns of a {@link ColleagueRow}: the person as others see them ({@link publicJoin} `pp`),
 * their job there (`memberships m`) and {@link divisionJoin} `d`.
 */
const colleagueColumns = sql`pp.user_id as id, pp.first_name, pp.surname, pp.nickname, pp.tg_name, pp.photo,
  m.job_title, d.id as division_id, d.name as division_name`;
/** The visible fields of the person of `profiles p` (the `public_profiles` view, decision 0020). */
const publicJoin = sql`join public_profiles pp on pp.user_id = p.user_id`;
/** Only members who may be picked: not fired, not blocked (decision 0020). */
const pickable = sql`and ${activeMembership('m')}`;
/** The member's division: only one of the membership's own organization (the foreign key says so too). */
const divisionJoin = sql`left join divisions d on d.id = m.division_id and d.organization_id = m.organization_id`;

/**
 * Members of `organizationId` other than `excludeUserId` with their job title and division there,
 * where each word of `q` (case-insensitive; a leading '@' ignored; at most 4) starts their first
 * name, surname, nickname or Telegram nickname, or a word of their job title ('дизайнер' finds
 * 'Продуктовый дизайнер'); sorted by surname, first name and id. Empty `q` lists colleagues
 * alphabetically. One query: the longest word picks the candidates through the
 * `lower(col) text_pattern_ops` indexes of profiles and `memberships_job_title_words_idx` (a union
 * of both), then every word filters them; `memberships_org_user_uq` joins the membership.
 */
export async function searchUsers(
  db: Executor,
  q: { organizationId: number; excludeUserId: number; text: string; limit: number },
): Promise<Colleague[]> {
  const words = searchWords(q.text);
  const where = [sql`p.user_id <> ${q.excludeUserId}`];
  for (const w of words) {
    const job = jobTitleHas(w);
    where.push(job ? sql`(${nameStarts(w)} or ${job})` : nameStarts(w));
  }
  const driver = words.reduce<string | null>((longest, w) => (longest === null || w.length > longest.length ? w : longest), null);
  let rows: ColleagueRow[];
  if (driver === null) {
    rows = await queryRows<ColleagueRow>(
      db,
      sql`select ${colleagueColumns}
          from memberships m join profiles p on p.user_id = m.user_id
          ${publicJoin}
          ${divisionJoin}
          where m.organization_id = ${q.organizationId} ${pickable} and ${sql.join(where, sql` and `)}
          order by pp.surname, pp.first_name, pp.user_id
          limit ${q.limit}`,
    );
  } else {
    const driverJob = jobTitleHas(driver);
    const byJobTitle = driverJob
      ? sql`union select m.user_id from memberships m where m.organization_id = ${q.organizationId} and ${driverJob}`
      : sql``;
    rows = await queryRows<ColleagueRow>(
      db,
      sql`with candidates as (
            select p.user_id from profiles p where ${nameStarts(driver)}
            ${byJobTitle}
          )
          select ${colleagueColumns}
          from candidates c
          join memberships m on m.organization_id = ${q.organizationId} and m.user_id = c.user_id
          join profiles p on p.user_id = c.user_id
          ${publicJoin}
          ${divisionJoin}
          where ${sql.join(where, sql` and `)} ${pickable}
          order by pp.surname, pp.first_name, pp.user_id
          limit ${q.limit}`,
    );
  }
  return rows.map(toColleague);
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

/** A profile row with the membership's job title and division ({@link colleagueColumns}). */
interface ColleagueRow extends ProfileRow {
  job_title: string | null;
  division_id: number | null;
  division_name: string | null;
}

function toSummary(r: ProfileRow): UserSummary {
  return { id: r.id, firstName: r.first_name, surname: r.surname, nickname: r.nickname, tgName: r.tg_name, photo: r.photo };
}

function toColleague(r: ColleagueRow): Colleague {
  return {
    ...toSummary(r),
    jobTitle: r.job_title,
    division: r.division_id === null || r.division_name === null ? null : { id: r.division_id, name: r.division_name },
  };
}

/** A colleague the caller has thanked: how often and how lately, within the rows read. */
export interface ThankedColleague {
  user: Colleague;
  /** Thanks to them among the rows read. */
  times: number;
}

/**
 * The colleagues `userId` thanked among their last `window` thanks in `organizationId` (ledger
 * rows of type `between_users`, cancelled ones left out), most lately thanked first (ties: the
 * later transfer), with their job title and division there. Only people who are members of the
 * organization now, never `userId`. Reads at most `window` transfers through
 * `transactions_sender_created_idx`.
 */
export async function thankedColleagues(
  db: Executor,
  q: { organizationId: number; userId: number; window: number },
): Promise<ThankedColleague[]> {
  const rows = await queryRows<ColleagueRow & { times: number }>(
    db,
    sql`with mine as (
          select t.recipient_id, t.created_at, t.id
          from transactions t
          where t.sender_id = ${q.userId} and t.organization_id = ${q.organizationId}
            and t.type = 'between_users' and t.status <> 'canceled'
          order by t.created_at desc, t.id desc
          limit ${q.window}
        )
        select ${colleagueColumns}, count(*)::int as times
        from mine
        join memberships m on m.user_id = mine.recipient_id and m.organization_id = ${q.organizationId}
        join profiles p on p.user_id = mine.recipient_id
        ${publicJoin}
        ${divisionJoin}
        where mine.recipient_id <> ${q.userId} ${pickable}
        group by pp.user_id, pp.first_name, pp.surname, pp.nickname, pp.tg_name, pp.photo, m.job_title, d.id, d.name
        order by max(mine.created_at) desc, max(mine.id) desc`,
  );
  return rows.map((r) => ({ user: toColleague(r), times: Number(r.times) }));
}

/**
 * Up to `limit` members of `organizationId` other than the ids in `excludeUserIds`, with their job
 * title and division there, sorted by surname, first name and id (`memberships_org_user_uq`).
 */
export async function listColleagues(
  db: Executor,
  q: { organizationId: number; excludeUserIds: number[]; limit: number },
): Promise<Colleague[]> {
  if (q.limit <= 0) return [];
  const excluded = q.excludeUserIds.length > 0 ? sql`and p.user_id not in (${sql.join(q.excludeUserIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const rows = await queryRows<ColleagueRow>(
    db,
    sql`select ${colleagueColumns}
        from memberships m join profiles p on p.user_id = m.user_id
        ${publicJoin}
        ${divisionJoin}
        where m.organization_id = ${q.organizationId} ${pickable} ${excluded}
        order by pp.surname, pp.first_name, pp.user_id
        limit ${q.limit}`,
  );
  return rows.map(toColleague);
}
