/**
 * The admins' employee table (SPEC §2 Organization settings 'structure … employees', §3 Employee,
 * §4 Employee fire, block, move, §5 employee rules; docs/decisions/0020): every member of the
 * organization with every field, hidden ones included, and hiring, editing, firing and blocking.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminEmployee, AdminEmployeesPage, AdminEmployeesQuery, EmployeeSort, EmployeeStatus, Gender } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError, infix, inState, iso, requireDivision, searchWords, stateOf, subtreeOf, type Caller } from './fragments.ts';

interface EmployeeRow {
  id: number;
  first_name: string;
  surname: string;
  middle_name: string | null;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  tg_name: string | null;
  tg_id: string | null;
  photo: string | null;
  gender: Gender | null;
  status: EmployeeStatus;
  state: AdminEmployee['state'];
  job_title: string | null;
  division_id: number | null;
  division_name: string | null;
  location: string | null;
  hired_on: string | null;
  birth_date: string | null;
  fired_on: string | null;
  blocked_at: string | Date | null;
  language: string;
}

/** Columns of an {@link EmployeeRow} over `memberships m`, `users u`, `profiles p` and `divisions d`. */
const employeeColumns = sql`u.id, p.first_name, p.surname, p.middle_name, p.nickname, u.email, p.phone, p.tg_name, p.tg_id, p.photo,
  p.gender, m.status, ${stateOf('m')} as state, m.job_title, d.id as division_id, d.name as division_name, m.location,
  m.hired_on::text as hired_on, p.birth_date::text as birth_date, m.fired_on::text as fired_on, m.blocked_at, u.language`;

const employeeFrom = sql`from memberships m
  join users u on u.id = m.user_id
  join profiles p on p.user_id = m.user_id
  left join divisions d on d.id = m.division_id and d.organization_id = m.organization_id`;

function toEmployee(r: EmployeeRow): AdminEmployee {
  return {
    id: Number(r.id),
    firstName: r.first_name,
    surname: r.surname,
    middleName: r.middle_name,
    nickname: r.nickname,
    email: r.email,
    phone: r.phone,
    tgName: r.tg_name,
    tgId: r.tg_id,
    photo: r.photo,
    gender: r.gender,
    status: r.status,
    state: r.state,
    jobTitle: r.job_title,
    division: r.division_id === null || r.division_name === null ? null : { id: Number(r.division_id), name: r.division_name },
    location: r.location,
    hiredOn: r.hired_on,
    birthDate: r.birth_date,
    firedOn: r.fired_on,
    blockedAt: r.blocked_at === null ? null : iso(r.blocked_at),
    language: r.language === 'en' ? 'en' : 'ru',
  };
}

/** Member `userId` of `organizationId` as the admins' table shows them; 404 NOT_FOUND when they are not a member. */
export async function adminEmployee(db: Executor, organizationId: number, userId: number): Promise<AdminEmployee> {
  const [row] = await queryRows<EmployeeRow>(
    db,
    sql`select ${employeeColumns} ${employeeFrom} where m.organization_id = ${organizationId} and m.user_id = ${userId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such member in this organization');
  return toEmployee(row);
}

/** Rows where `word` is part of any field of the person, hidden ones and the e-mail included (admins keep the records). */
function anyFieldHas(word: string): SQL {
  const pattern = infix(word);
  const cols = ['p.first_name', 'p.surname', 'p.middle_name', 'p.nickname', 'p.tg_name', 'p.tg_id', 'u.email', 'p.phone', 'm.job_title', 'm.location'];
  return sql`(${sql.join(
    cols.map((c) => sql`lower(${sql.raw(c)}) like ${pattern}`),
    sql` or `,
  )})`;
}

/** ORDER BY keys of each sort of the table (a null sorts last in both directions). */
const SORT_KEYS: Record<EmployeeSort, string[]> = {
  name: ['p.surname', 'p.first_name', 'p.middle_name'],
  division: ['d.name'],
  jobTitle: ['m.job_title'],
  status: ['m.status'],
  hiredOn: ['m.hired_on'],
};

/** What the employee table and its export filter and sort by (contracts AdminEmployeesQuery without the page). */
export type EmployeeListQuery = Pick<AdminEmployeesQuery, 'q' | 'divisionId' | 'status' | 'state' | 'sort' | 'order'>;

/**
 * The WHERE and ORDER BY of the employee table of `organizationId` for `q`: every member, fired
 * and blocked ones too, each word of `q` part of any of their fields ({@link anyFieldHas}),
 * `divisionId` with its sub-divisions (404 NOT_FOUND when it is not one of the organization's),
 * `status` a work status, `state` a state; sorted by `sort` in `order` (nulls last, ties by id in
 * the same order).
 */
async function employeeListing(db: Executor, organizationId: number, q: EmployeeListQuery): Promise<{ matches: SQL; orderBy: SQL }> {
  if (q.divisionId !== undefined) await requireDivision(db, organizationId, q.divisionId);
  const where: SQL[] = [sql`m.organization_id = ${organizationId}`];
  if (q.divisionId !== undefined) where.push(sql`m.division_id in ${subtreeOf(organizationId, q.divisionId)}`);
  if (q.status !== undefined) where.push(sql`m.status = ${q.status}`);
  if (q.state !== undefined) where.push(inState('m', q.state));
  for (const word of searchWords(q.q)) where.push(anyFieldHas(word));
  const dir = q.order === 'desc' ? 'desc' : 'asc';
  return {
    matches: sql`where ${sql.join(where, sql` and `)}`,
    orderBy: sql.raw([...SORT_KEYS[q.sort].map((k) => `${k} ${dir} nulls last`), `u.id ${dir}`].join(', ')),
  };
}

/**
 * One page of the employee table of `organizationId` (GET /api/admin/employees): the members
 * {@link employeeListing} selects and sorts, `pageSize` rows from row `(page − 1) × pageSize`,
 * with `total`.
 */
export async function adminEmployeesPage(db: Executor, organizationId: number, q: AdminEmployeesQuery): Promise<AdminEmployeesPage> {
  const { matches, orderBy } = await employeeListing(db, organizationId, q);
  const [rows, counted] = await Promise.all([
    queryRows<EmployeeRow>(
      db,
      sql`select ${employeeColumns} ${employeeFrom} ${matches}
          order by ${orderBy}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${employeeFrom} ${matches}`),
  ]);
  return { items: rows.map(toEmployee), total: Number(counted[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/**
 * Every member of `organizationId` the employee table lists for `q` ({@link employeeListing}),
 * in its order, at most `limit` of them (the export asks for one more than it writes, to tell a
 * list that is too long).
 */
export async function adminEmployeesList(db: Executor, organizationId: number, q: EmployeeListQuery, limit: number): Promise<AdminEmployee[]> {
  const { matches, orderBy } = await employeeListing(db, organizationId, q);
  const rows = await queryRows<EmployeeRow>(db, sql`select ${employeeColumns} ${employeeFrom} ${matches} order by ${orderBy} limit ${limit}`);
  return rows.map(toEmployee);
}

/** The members among `userIds` of `organizationId` as the table shows them, by id (one query; ids that are not members are left out). */
export async function adminEmployeesByIds(db: Executor, organizationId: number, userIds: readonly number[]): Promise<Map<number, AdminEmployee>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<EmployeeRow>(
    db,
    sql`select ${employeeColumns} ${employeeFrom}
        where m.organization_id = ${organizationId}
          and m.user_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [Number(r.id), toEmployee(r)]));
}

/** The fields of an employee as an admin sets them (contracts CreateEmployeeBody / UpdateEmployeeBody after parsing). */
export interface EmployeeFields {
  firstName: string;
  surname: string;
  middleName: string | null;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  tgName: string | null;
  tgId: string | null;
  gender: Gender | null;
  status: EmployeeStatus;
  jobTitle: string | null;
  divisionId: number | null;
  location: string | null;
  hiredOn: string | null;
  birthDate: string | null;
  language: 'ru' | 'en';
}

/** Which contact of the request names another account. */
type ContactField = 'email' | 'tgName' | 'tgId';

const contactTaken = (field: ContactField) =>
  new AppError('CONTACT_TAKEN', 'These contact details belong to another person', { details: { field } });

/** The account whose e-mail (case-insensitive), Telegram nickname (case-insensitive) or Telegram id is `value`, if any. */
async function accountBy(db: Executor, field: ContactField, value: string): Promise<number | null> {
  const where =
    field === 'email'
      ? sql`select id from users where lower(email) = lower(${value})`
      : field === 'tgName'
        ? sql`select user_id as id from profiles where lower(tg_name) = lower(${value})`
        : sql`select user_id as id from profiles where tg_id = ${value}`;
  const [row] = await queryRows<{ id: number }>(db, where);
  return row ? Number(row.id) : null;
}

/** A unique violation on a contact (two requests taking one e-mail or nickname at once) as CONTACT_TAKEN; a second membership as EMPLOYEE_EXISTS. */
export function uniqueViolation(err: unknown): unknown {
  if (sqlState(err) !== '23505') return err;
  switch (sqlConstraint(err)) {
    case 'users_email_ci_uq':
      return contactTaken('email');
    case 'profiles_tg_name_ci_uq':
      return contactTaken('tgName');
    case 'profiles_tg_id_uq':
      return contactTaken('tgId');
    case 'memberships_org_user_uq':
      return employeeExists();
    default:
      return err;
  }
}

const employeeExists = () => new AppError('EMPLOYEE_EXISTS', 'This person is already a member of the organization');

/** What the handlers may run when someone joins an organization inside the hiring transaction (the period's accrual, periods module). */
export type OnMemberJoined = (tx: Executor, organizationId: number, userIds: readonly number[]) => Promise<unknown>;

/**
 * Hires a person into `caller.organizationId` (POST /api/admin/employees) and returns them as the
 * table shows them. The account is found by the e-mail, else the Telegram nickname: a person who
 * has one joins with it (one person, several communities) and keeps their own profile — only the
 * job here (division, job title, status, location, hire date) comes from the request; else a new
 * account with that profile is made. 409 EMPLOYEE_EXISTS when the account is already a member
 * here; 409 CONTACT_TAKEN (`details.field`: `tgName` or `tgId`) when the Telegram nickname or id
 * belongs to an account other than the one found; 404 NOT_FOUND for a division that is not one of
 * the organization's. `onJoined` runs in the same transaction (the active period's accrual).
 */
export async function createEmployee(db: Db, caller: Caller, body: EmployeeFields, onJoined?: OnMemberJoined): Promise<AdminEmployee> {
  const org = caller.organizationId;
  let userId: number;
  try {
    userId = await withTxRetry(db, async (tx) => {
      if (body.divisionId !== null) await requireDivision(tx, org, body.divisionId);
      const byEmail = body.email ? await accountBy(tx, 'email', body.email) : null;
      const byTgName = body.tgName ? await accountBy(tx, 'tgName', body.tgName) : null;
      const byTgId = body.tgId ? await accountBy(tx, 'tgId', body.tgId) : null;
      const found = byEmail ?? byTgName;
      if (byEmail !== null && byTgName !== null && byEmail !== byTgName) throw contactTaken('tgName');
      if (byTgId !== null && byTgId !== found) throw contactTaken('tgId');
      let id: number;
      if (found !== null) {
        const member = await queryRows<{ id: number }>(tx, sql`select id from memberships where organization_id = ${org} and user_id = ${found}`);
        if (member.length > 0) throw employeeExists();
        id = found;
        await tx.execute(sql`update users set current_organization_id = ${org} where id = ${id} and current_organization_id is null`);
      } else {
        const [user] = await queryRows<{ id: number }>(
          tx,
          sql`insert into users (email, language, current_organization_id) values (${body.email}, ${body.language}, ${org}) returning id`,
        );
        if (!user) throw new Error('user insert returned nothing');
        id = Number(user.id);
        await tx.execute(
          sql`insert into profiles (user_id, first_name, surname, middle_name, nickname, tg_name, tg_id, phone, gender, birth_date)
              values (${id}, ${body.firstName}, ${body.surname}, ${body.middleName}, ${body.nickname}, ${body.tgName}, ${body.tgId},
                      ${body.phone}, ${body.gender}, ${body.birthDate})`,
        );
      }
      await tx.execute(
        sql`insert into memberships (organization_id, user_id, division_id, job_title, status, location, hired_on)
            values (${org}, ${id}, ${body.divisionId}, ${body.jobTitle}, ${body.status}, ${body.location}, ${body.hiredOn})`,
      );
      if (onJoined) await onJoined(tx, org, [id]);
      return id;
    });
  } catch (err) {
    throw uniqueViolation(err);
  }
  return adminEmployee(db, org, userId);
}

/**
 * Edits member `id` of `caller.organizationId` (PATCH /api/admin/employees?id=) with the fields
 * given and returns them: names, contacts, gender and birth date on their profile, language on
 * their account, the job (division — a move —, job title, status, location, hire date) on their
 * membership here. The result must keep a way to sign in (an e-mail, or a Telegram nickname and
 * id): else 400 VALIDATION_ERROR on `email` (`validation.signInWay`). 409 CONTACT_TAKEN
 * (`details.field`) when the e-mail, Telegram nickname or id belongs to someone else; 404 NOT_FOUND
 * when `id` is not a member here or the division is not one of the organization's. Nothing is
 * written on an error.
 */
export async function updateEmployee(db: Db, caller: Caller, id: number, body: Partial<EmployeeFields>): Promise<AdminEmployee> {
  const org = caller.organizationId;
  try {
    await withTxRetry(db, async (tx) => {
      const [current] = await queryRows<{ email: string | null; tg_name: string | null; tg_id: string | null }>(
        tx,
        sql`select u.email, p.tg_name, p.tg_id from memberships m join users u on u.id = m.user_id join profiles p on p.user_id = m.user_id
            where m.organization_id = ${org} and m.user_id = ${id}
            for update of m, u, p`,
      );
      if (!current) throw new AppError('NOT_FOUND', 'No such member in this organization');
      if (body.divisionId !== undefined && body.divisionId !== null) await requireDivision(tx, org, body.divisionId);
      const email = body.email !== undefined ? body.email : current.email;
      const tgName = body.tgName !== undefined ? body.tgName : current.tg_name;
      const tgId = body.tgId !== undefined ? body.tgId : current.tg_id;
      if (!email && !(tgName && tgId)) throw fieldError('email', 'validation.signInWay', 'An e-mail, or a Telegram nickname and id, is needed to sign in');
      for (const [field, value] of [['email', body.email], ['tgName', body.tgName], ['tgId', body.tgId]] as const) {
        if (!value) continue;
        const owner = await accountBy(tx, field, value);
        if (owner !== null && owner !== id) throw contactTaken(field);
      }
      const user: SQL[] = [];
      if (body.email !== undefined) user.push(sql`email = ${body.email}`);
      if (body.language !== undefined) user.push(sql`language = ${body.language}`);
      if (user.length > 0) await tx.execute(sql`update users set ${sql.join(user, sql`, `)} where id = ${id}`);
      const profile = setList({
        first_name: body.firstName,
        surname: body.surname,
        middle_name: body.middleName,
        nickname: body.nickname,
        tg_name: body.tgName,
        tg_id: body.tgId,
        phone: body.phone,
        gender: body.gender,
        birth_date: body.birthDate,
      });
      if (profile) await tx.execute(sql`update profiles set ${profile} where user_id = ${id}`);
      const job = setList({ division_id: body.divisionId, job_title: body.jobTitle, status: body.status, location: body.location, hired_on: body.hiredOn });
      if (job) await tx.execute(sql`update memberships set ${job} where organization_id = ${org} and user_id = ${id}`);
    });
  } catch (err) {
    throw uniqueViolation(err);
  }
  return adminEmployee(db, org, id);
}

/** `col = value, …` of the columns whose value is not undefined; null when there is none. */
function setList(values: Record<string, string | number | null | undefined>): SQL | null {
  const set = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([col, v]) => sql`${sql.identifier(col)} = ${v}`);
  return set.length > 0 ? sql.join(set, sql`, `) : null;
}

/** 409 SELF_ACTION: an admin cannot fire or block themself (a community must not lock out its last admin by accident). */
function refuseSelf(caller: Caller, id: number, action: string): void {
  if (id === caller.userId) throw new AppError('SELF_ACTION', `You cannot ${action} yourself`);
}

/**
 * Fires member `id` of `caller.organizationId` from `firedOn` (POST /api/admin/employees/fire?id=;
 * a `YYYY-MM-DD` UTC day: from that day on they are fired, a later day is a planned leave), or
 * takes the firing back with null (rehire), and returns them. 409 SELF_ACTION for the caller's own
 * id; 404 NOT_FOUND when `id` is not a member here.
 */
export async function fireEmployee(db: Db, caller: Caller, id: number, firedOn: string | null): Promise<AdminEmployee> {
  refuseSelf(caller, id, 'fire');
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update memberships set fired_on = ${firedOn} where organization_id = ${caller.organizationId} and user_id = ${id} returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such member in this organization');
  return adminEmployee(db, caller.organizationId, id);
}

/**
 * Blocks member `id` of `caller.organizationId` (POST /api/admin/employees/block?id=; `blockedAt`
 * is the time of the first block and stays on a repeated one) or unblocks them, and returns them.
 * 409 SELF_ACTION for the caller's own id; 404 NOT_FOUND when `id` is not a member here.
 */
export async function blockEmployee(db: Db, caller: Caller, id: number, blocked: boolean): Promise<AdminEmployee> {
  refuseSelf(caller, id, 'block');
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update memberships set blocked_at = ${blocked ? sql`coalesce(blocked_at, now())` : sql`null`}
        where organization_id = ${caller.organizationId} and user_id = ${id} returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such member in this organization');
  return adminEmployee(db, caller.organizationId, id);
}
