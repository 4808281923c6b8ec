/**
 * A person's profile (SPEC §1 profile, §2 /profile and /other_profile/{id}, §3 Employee, §5
 * Profile, §7.2; docs/decisions/0020): what others may see of a member, everything for the person
 * themself, their involvement index and received thanks, and the person's own edits.
 */
import { sql, type SQL } from 'drizzle-orm';
import { imageUrl, VISIBILITY_FIELDS, type Birthday, type DivisionRef, type PersonProfile, type VisibilityField } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError, isFired, stateOf, type Caller } from './fragments.ts';

/** Weeks the involvement index looks back on (docs/decisions/0020: 13 weeks, 91 days). */
export const INVOLVEMENT_WEEKS = 13;

interface ProfileRow {
  id: number;
  email: string | null;
  language: string;
  first_name: string;
  surname: string;
  middle_name: string | null;
  nickname: string | null;
  tg_name: string | null;
  tg_id: string | null;
  phone: string | null;
  photo: string | null;
  gender: 'male' | 'female' | null;
  birth_date: string | null;
  hidden_fields: VisibilityField[] | null;
  status: PersonProfile['status'];
  state: PersonProfile['state'];
  fired: boolean;
  job_title: string | null;
  division_id: number | null;
  location: string | null;
  hired_on: string | null;
  fired_on: string | null;
}

/** The division `divisionId` and its parents, root first (a walk up `divisions`, at most 100 levels). */
async function divisionPath(db: Executor, organizationId: number, divisionId: number | null): Promise<DivisionRef[]> {
  if (divisionId === null) return [];
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`with recursive up(id, name, parent_id, depth) as (
          select id, name, parent_id, 0 from divisions where id = ${divisionId} and organization_id = ${organizationId}
          union all
          select d.id, d.name, d.parent_id, up.depth + 1 from divisions d
          join up on d.id = up.parent_id and d.organization_id = ${organizationId}
          where up.depth < 100
        )
        select id, name from up order by depth desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * The involvement index of `userId` in `organizationId` (docs/decisions/0020): of the last
 * {@link INVOLVEMENT_WEEKS} weeks (counted back from now, 7 × 24 h each), the share in which they
 * sent a thanks that was not canceled (additions too), wrote a comment that is not deleted or
 * liked an event, as a whole percentage `round(100 × active weeks / 13)`. Reads the person's own
 * rows through `transactions_sender_created_idx`, `feed_comments_author_idx` and `feed_likes_user_idx`.
 */
export async function involvementIndex(db: Executor, organizationId: number, userId: number): Promise<number> {
  const since = sql`now() - interval '91 days'`;
  const [row] = await queryRows<{ weeks: number }>(
    db,
    sql`with acts(at) as (
          select t.created_at from transactions t
          where t.sender_id = ${userId} and t.organization_id = ${organizationId} and t.type = 'between_users'
            and t.status <> 'canceled' and t.created_at > ${since}
          union all
          select c.created_at from feed_comments c
          where c.author_id = ${userId} and c.organization_id = ${organizationId} and c.deleted_at is null and c.created_at > ${since}
          union all
          select l.created_at from feed_likes l
          where l.user_id = ${userId} and l.organization_id = ${organizationId} and l.created_at > ${since}
        )
        select count(distinct least(${INVOLVEMENT_WEEKS - 1}, greatest(0, floor(extract(epoch from (now() - at)) / 604800))))::int as weeks from acts`,
  );
  return Math.round((100 * Number(row?.weeks ?? 0)) / INVOLVEMENT_WEEKS);
}

/**
 * Thanks `userId` received in `organizationId` (completed `between_users` transactions, additions
 * included, canceled ones not): in the organization's active period (zero when none is active) and
 * in all, points and count.
 */
export async function receivedSummary(db: Executor, organizationId: number, userId: number): Promise<PersonProfile['received']> {
  const [row] = await queryRows<{ period_points: string; period_count: number; total_points: string; total_count: number }>(
    db,
    sql`with active as (select id from periods where organization_id = ${organizationId} and status = 'active' limit 1)
        select coalesce(sum(t.amount) filter (where t.period_id in (select id from active)), 0)::text as period_points,
               (count(*) filter (where t.period_id in (select id from active)))::int as period_count,
               coalesce(sum(t.amount), 0)::text as total_points,
               count(*)::int as total_count
        from transactions t
        where t.recipient_id = ${userId} and t.organization_id = ${organizationId}
          and t.type = 'between_users' and t.status = 'completed'`,
  );
  return {
    periodPoints: Number(row?.period_points ?? 0),
    periodCount: Number(row?.period_count ?? 0),
    totalPoints: Number(row?.total_points ?? 0),
    totalCount: Number(row?.total_count ?? 0),
  };
}

/** The person `userId` with their job in `organizationId`, or undefined when they are not a member. */
async function profileRow(db: Executor, organizationId: number, userId: number, lock: SQL = sql``): Promise<ProfileRow | undefined> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select u.id, u.email, u.language, p.first_name, p.surname, p.middle_name, p.nickname, p.tg_name, p.tg_id, p.phone,
               p.photo, p.gender, p.birth_date::text as birth_date, p.hidden_fields, m.status, ${stateOf('m')} as state,
               ${isFired('m')} as fired, m.job_title, m.division_id, m.location, m.hired_on::text as hired_on, m.fired_on::text as fired_on
        from memberships m
        join users u on u.id = m.user_id
        join profiles p on p.user_id = m.user_id
        where m.organization_id = ${organizationId} and m.user_id = ${userId}
        ${lock}`,
  );
  return row;
}

/** Day, month and (unless `hideYear`) year of a `YYYY-MM-DD` birth date. */
function birthdayOf(date: string | null, hideYear: boolean): Birthday | null {
  if (date === null) return null;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { day, month, year: hideYear ? null : year };
}

/**
 * The profile of member `id` of the caller's organization (GET /api/employees/profile?id=), as the
 * caller may see it: the person themself gets every field and their `hiddenFields`; anyone else
 * gets each hidden field as null (a hidden birth year: the birthday without its year), an empty
 * `hiddenFields`, no `language`, and `firedOn` only once the person is fired (a planned leave is
 * the admins' business). 404 NOT_FOUND when `id` is not a member of the organization, or is
 * blocked there (to anyone but themself).
 */
export async function personProfile(db: Executor, caller: Caller, id: number): Promise<PersonProfile> {
  const row = await profileRow(db, caller.organizationId, id);
  const isSelf = id === caller.userId;
  if (!row || (!isSelf && row.state === 'blocked')) throw new AppError('NOT_FOUND', 'No such member in this organization');
  const hidden = new Set<VisibilityField>(isSelf ? [] : (row.hidden_fields ?? []));
  const shown = <T>(field: VisibilityField, value: T): T | null => (hidden.has(field) ? null : value);
  const [path, involvement, received] = [
    await divisionPath(db, caller.organizationId, row.division_id === null ? null : Number(row.division_id)),
    await involvementIndex(db, caller.organizationId, id),
    await receivedSummary(db, caller.organizationId, id),
  ];
  return {
    id: Number(row.id),
    isSelf,
    firstName: shown('firstName', row.first_name),
    surname: shown('surname', row.surname),
    middleName: shown('middleName', row.middle_name),
    nickname: row.nickname,
    tgName: shown('tgName', row.tg_name),
    tgId: shown('tgId', row.tg_id),
    email: shown('email', row.email),
    phone: shown('phone', row.phone),
    photo: row.photo,
    gender: row.gender,
    status: row.status,
    state: row.state,
    jobTitle: row.job_title,
    divisionPath: path,
    location: row.location,
    hiredOn: shown('hiredOn', row.hired_on),
    birthday: hidden.has('birthDate') ? null : birthdayOf(row.birth_date, hidden.has('birthYear')),
    firedOn: isSelf || row.fired ? row.fired_on : null,
    language: isSelf ? (row.language === 'en' ? 'en' : 'ru') : null,
    involvementIndex: involvement,
    received,
    hiddenFields: isSelf ? VISIBILITY_FIELDS.filter((f) => (row.hidden_fields ?? []).includes(f)) : [],
  };
}

/** What a person may change of their own profile (contracts UpdateOwnProfileBody after parsing): undefined keeps a field, null clears it. */
export interface OwnProfileChange {
  firstName?: string | undefined;
  surname?: string | undefined;
  middleName?: string | null | undefined;
  nickname?: string | null | undefined;
  gender?: 'male' | 'female' | null | undefined;
  status?: PersonProfile['status'] | undefined;
  phone?: string | null | undefined;
  birthDate?: string | null | undefined;
  location?: string | null | undefined;
  hiddenFields?: VisibilityField[] | undefined;
  photoId?: string | null | undefined;
}

/** `array['a', 'b']::text[]` of `values` (drizzle would spread a bare array into a list of parameters). */
const textArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * The URL of avatar `photoId` for `userId`'s profile: it must be an image `userId` uploaded with
 * purpose `avatar` that no other profile shows; else 422 IMAGE_NOT_FOUND (`details.imageId`).
 */
async function claimAvatar(db: Executor, userId: number, photoId: string): Promise<string> {
  const id = photoId.toLowerCase();
  const url = imageUrl(id);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select i.id from images i
        where i.id = ${id}::uuid and i.owner_id = ${userId} and i.purpose = 'avatar'
          and not exists (select 1 from profiles o where o.photo = ${url} and o.user_id <> ${userId})`,
  );
  if (rows.length === 0) throw new AppError('IMAGE_NOT_FOUND', 'The photo is not an unused avatar upload of yours', { details: { imageId: id } });
  return url;
}

/**
 * Applies the caller's edit of their own profile (PATCH /api/profile) and returns it: names,
 * nickname, gender, phone, birth date, hidden fields and photo on their profile (every community
 * sees them); work status and location on their membership of the current organization. `photoId`
 * sets the photo to that avatar's URL (`/api/images/<id>`; `?size=thumb` is its 160 px version),
 * null removes it. A nickname, or a Telegram nickname that is not hidden, must remain (SPEC §5): a
 * change that takes the last one away, or sets the nickname while neither is left, gets 400
 * VALIDATION_ERROR on `nickname` (`validation.nicknameOrTelegram`) and nothing is written; a member
 * who has neither yet (added by an admin with an e-mail) may still change everything else. 422 IMAGE_NOT_FOUND for a photo that is not an unused avatar of the caller;
 * 404 NOT_FOUND when the caller is not a member of the organization.
 */
export async function updateOwnProfile(db: Db, caller: Caller, change: OwnProfileChange): Promise<PersonProfile> {
  await withTxRetry(db, async (tx) => {
    const current = await profileRow(tx, caller.organizationId, caller.userId, sql`for update of p, m`);
    if (!current) throw new AppError('NOT_FOUND', 'No such member in this organization');
    const nickname = change.nickname !== undefined ? change.nickname : current.nickname;
    const hidden = change.hiddenFields !== undefined ? VISIBILITY_FIELDS.filter((f) => change.hiddenFields?.includes(f)) : (current.hidden_fields ?? []);
    // The rule guards the last handle: a change may not take it away, nor set an empty nickname
    // without one. A member added by an admin with an e-mail alone may edit the rest meanwhile.
    const hadHandle = Boolean(current.nickname) || Boolean(current.tg_name && !(current.hidden_fields ?? []).includes('tgName'));
    const hasHandle = Boolean(nickname) || Boolean(current.tg_name && !hidden.includes('tgName'));
    if (!hasHandle && (hadHandle || change.nickname !== undefined)) {
      throw fieldError('nickname', 'validation.nicknameOrTelegram', 'A nickname or a visible Telegram nickname is needed');
    }
    const profile: SQL[] = [];
    if (change.firstName !== undefined) profile.push(sql`first_name = ${change.firstName}`);
    if (change.surname !== undefined) profile.push(sql`surname = ${change.surname}`);
    if (change.middleName !== undefined) profile.push(sql`middle_name = ${change.middleName}`);
    if (change.nickname !== undefined) profile.push(sql`nickname = ${change.nickname}`);
    if (change.gender !== undefined) profile.push(sql`gender = ${change.gender}`);
    if (change.phone !== undefined) profile.push(sql`phone = ${change.phone}`);
    if (change.birthDate !== undefined) profile.push(sql`birth_date = ${change.birthDate}`);
    if (change.hiddenFields !== undefined) profile.push(sql`hidden_fields = ${textArray(hidden)}`);
    if (change.photoId !== undefined) profile.push(sql`photo = ${change.photoId === null ? null : await claimAvatar(tx, caller.userId, change.photoId)}`);
    if (profile.length > 0) await tx.execute(sql`update profiles set ${sql.join(profile, sql`, `)} where user_id = ${caller.userId}`);
    const job: SQL[] = [];
    if (change.status !== undefined) job.push(sql`status = ${change.status}`);
    if (change.location !== undefined) job.push(sql`location = ${change.location}`);
    if (job.length > 0) {
      await tx.execute(sql`update memberships set ${sql.join(job, sql`, `)} where organization_id = ${caller.organizationId} and user_id = ${caller.userId}`);
    }
  });
  return personProfile(db, caller, caller.userId);
}
