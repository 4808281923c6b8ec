/**
 * Import of employees from a file and their export (SPEC §2 Organization settings 'structure …
 * employees', §3 Employee, §5 employee rules; docs/decisions/0024). Every row goes through the
 * rules of the admin's own hire and edit: the contracts' CreateEmployeeBody / UpdateEmployeeBody
 * (required names, e-mail, phone, Telegram, dates, lengths), the sign-in way, and contacts that
 * belong to nobody else. The preview writes nothing; the import writes every row or none.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CreateEmployeeBody,
  DIVISION_NAME_MAX_LENGTH,
  EMPLOYEE_EXPORT_MAX_ROWS,
  EMPLOYEE_FILE_COLUMNS,
  SafeText,
  UpdateEmployeeBody,
  type AdminEmployee,
  type EmployeeFileColumn,
  type EmployeeImportIssue,
  type EmployeeImportPreview,
  type EmployeeImportResult,
  type EmployeeImportRow,
  type EmployeesExportQuery,
} from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { cellDate, cellText, dayMonthYear, employeeWorkbook, genderOf, languageOf, statusOf, type EmployeeSheet, type FileEmployee, type FileLanguage, type SheetRow } from './employeeFile.ts';
import { adminEmployeesByIds, adminEmployeesList, uniqueViolation, type EmployeeFields, type OnMemberJoined } from './employees.ts';

/** How the import names a division: a path from the top, " / " between the names. */
const PATH_SEPARATOR = ' / ';

/** A division of the organization as the import resolves names against it. */
interface DivisionNode {
  id: number;
  parentId: number | null;
  name: string;
}

/** The divisions of an organization, indexed for resolving the division column. */
class DivisionIndex {
  private readonly byId = new Map<number, DivisionNode>();
  private readonly children = new Map<number | null, Map<string, DivisionNode>>();
  private readonly byName = new Map<string, DivisionNode[]>();
  /** New paths (folded key → the names from the top) the rows ask for, in the order first met. */
  readonly created = new Map<string, string[]>();

  constructor(nodes: readonly DivisionNode[]) {
    for (const node of nodes) {
      this.byId.set(node.id, node);
      const siblings = this.children.get(node.parentId) ?? new Map<string, DivisionNode>();
      siblings.set(key(node.name), node);
      this.children.set(node.parentId, siblings);
      this.byName.set(key(node.name), [...(this.byName.get(key(node.name)) ?? []), node]);
    }
  }

  /** The names from the top down to division `id` joined with " / " ("Продукт / Разработка"). */
  pathOf(id: number): string {
    const names: string[] = [];
    for (let node = this.byId.get(id); node && names.length <= this.byId.size; node = node.parentId === null ? undefined : this.byId.get(node.parentId)) {
      names.unshift(node.name);
    }
    return names.join(PATH_SEPARATOR);
  }

  /**
   * Resolves the text of a division cell: '' is no division; otherwise names split at '/'. The
   * first name is looked for at the top level, then anywhere (when exactly one division has it;
   * several: `validation.divisionAmbiguous`); each next name among the children of the one
   * before. Names not found from some point on are a new branch, created by the import (its
   * folded path is the `created` key). A name over DIVISION_NAME_MAX_LENGTH characters or with a
   * NUL is refused with the schema's key.
   */
  resolve(text: string): { division: ResolvedDivision } | { error: string; maximum?: number } {
    const names = text
      .split('/')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names.length === 0) return { division: { kind: 'none' } };
    for (const name of names) {
      const checked = DivisionName.safeParse(name);
      const issue = checked.success ? undefined : checked.error.issues[0];
      if (issue) return { error: issue.message, ...(issue.code === 'too_big' ? { maximum: Number(issue.maximum) } : {}) };
    }
    const [first, ...rest] = names as [string, ...string[]];
    let node = this.children.get(null)?.get(key(first));
    if (!node) {
      const anywhere = this.byName.get(key(first)) ?? [];
      if (anywhere.length > 1) return { error: 'validation.divisionAmbiguous' };
      node = anywhere[0];
    }
    if (!node) return { division: this.newBranch(names) };
    let at: DivisionNode = node;
    for (const [i, name] of rest.entries()) {
      const child: DivisionNode | undefined = this.children.get(at.id)?.get(key(name));
      if (!child) return { division: this.newBranch([...this.pathOf(at.id).split(PATH_SEPARATOR), ...rest.slice(i)]) };
      at = child;
    }
    return { division: { kind: 'existing', id: at.id } };
  }

  /** Records the new path `names` (from the top) and every new path above it, parents first. */
  private newBranch(names: string[]): ResolvedDivision {
    for (let depth = 1; depth <= names.length; depth++) {
      const prefix = names.slice(0, depth);
      const folded = prefix.map(key).join('/');
      if (!this.created.has(folded) && !this.existingPath(prefix)) this.created.set(folded, prefix);
    }
    return { kind: 'new', key: names.map(key).join('/') };
  }

  /** The division at exactly `names` from the top, if there is one. */
  existingPath(names: readonly string[]): DivisionNode | undefined {
    let node: DivisionNode | undefined;
    for (const name of names) {
      node = this.children.get(node?.id ?? null)?.get(key(name));
      if (!node) return undefined;
    }
    return node;
  }
}

/** A division name as the division form takes it. */
const DivisionName = SafeText(DIVISION_NAME_MAX_LENGTH);
/** A division name folded for comparing: trimmed, lower case, one space between words. */
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a division cell resolved to. */
type ResolvedDivision = { kind: 'none' } | { kind: 'existing'; id: number } | { kind: 'new'; key: string };

/** What the import does with one row, with what it needs to do it. */
interface RowPlan {
  row: EmployeeImportRow;
  /** The account the row is about: the member it updates, or the account that joins; null for a new person. */
  accountId: number | null;
  /** The fields of a hire (create) or the fields of the file's columns for an update. */
  fields: Partial<EmployeeFields>;
  division: ResolvedDivision | undefined;
}

/** The whole plan of a file: every row's plan, the divisions to create (names from the top, parents first) and the totals. */
interface ImportPlan {
  columns: EmployeeFileColumn[];
  rows: RowPlan[];
  newDivisions: string[][];
}

/** Contacts of the file folded as the database compares them (e-mail and nickname case-insensitively, '@' dropped). */
const foldEmail = (text: string) => text.trim().toLowerCase();
const foldTgName = (text: string) => text.trim().replace(/^@/, '').toLowerCase();

/** The owners of the file's contacts: accounts by folded e-mail, Telegram nickname and id. */
interface Owners {
  email: Map<string, number>;
  tgName: Map<string, number>;
  tgId: Map<string, number>;
}

/** The accounts that own any e-mail, Telegram nickname or id of `rows` (three indexed lookups in one query). */
async function ownersOf(db: Executor, rows: readonly SheetRow[]): Promise<Owners> {
  const emails = new Set<string>();
  const tgNames = new Set<string>();
  const tgIds = new Set<string>();
  for (const { cells } of rows) {
    const email = foldEmail(cellText(cells.email));
    const tgName = foldTgName(cellText(cells.tgName));
    const tgId = cellText(cells.tgId);
    if (email) emails.add(email);
    if (tgName) tgNames.add(tgName);
    if (tgId) tgIds.add(tgId);
  }
  const owners: Owners = { email: new Map(), tgName: new Map(), tgId: new Map() };
  if (emails.size + tgNames.size + tgIds.size === 0) return owners;
  const list = (values: Set<string>) => sql`(select value from jsonb_array_elements_text(${JSON.stringify([...values])}::jsonb))`;
  const found = await queryRows<{ id: number; email: string | null; tg_name: string | null; tg_id: string | null }>(
    db,
    sql`select u.id, lower(u.email) as email, lower(p.tg_name) as tg_name, p.tg_id
        from users u left join profiles p on p.user_id = u.id
        where lower(u.email) in ${list(emails)} or lower(p.tg_name) in ${list(tgNames)} or p.tg_id in ${list(tgIds)}`,
  );
  for (const r of found) {
    const id = Number(r.id);
    if (r.email && emails.has(r.email)) owners.email.set(r.email, id);
    if (r.tg_name && tgNames.has(r.tg_name)) owners.tgName.set(r.tg_name, id);
    if (r.tg_id && tgIds.has(r.tg_id)) owners.tgId.set(r.tg_id, id);
  }
  return owners;
}

/** The text columns whose cell goes to the schema as it is. */
const TEXT_FIELDS = ['surname', 'firstName', 'middleName', 'nickname', 'email', 'phone', 'tgName', 'tgId', 'jobTitle', 'location'] as const;

/** The zod issues of a row as import issues on the file's columns (a field the file has no column for, as the division). */
function issuesOf(error: z.ZodError): EmployeeImportIssue[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const column = (EMPLOYEE_FILE_COLUMNS as readonly string[]).includes(field) ? (field as EmployeeFileColumn) : 'division';
    const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    return issue.code === 'too_big' && typeof issue.maximum === 'number' ? { field: column, message, maximum: issue.maximum } : { field: column, message };
  });
}

/** True when an update changes nothing: every column of the file equals the member's record. */
function isUnchanged(fields: Partial<EmployeeFields>, division: ResolvedDivision | undefined, current: AdminEmployee): boolean {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  const record: Partial<Record<keyof EmployeeFields, unknown>> = { ...current, divisionId: current.division?.id ?? null };
  for (const [field, value] of Object.entries(fields) as [keyof EmployeeFields, unknown][]) {
    if (field !== 'divisionId' && !same(value, record[field])) return false;
  }
  if (division === undefined) return true;
  if (division.kind === 'new') return false;
  return same(division.kind === 'existing' ? division.id : null, current.division?.id ?? null);
}

/**
 * The plan of `sheet` for `organizationId`, read in `db` (a transaction for the import): for each
 * row its values, errors and action. A row is matched to an account by its e-mail, else its
 * Telegram ID, else its Telegram nickname: a member here is updated (`unchanged` when every column
 * equals the record), an account of another community joins (`create`, keeping its own profile, as
 * the hire form does), no account is a new person. Errors per cell: the schema's keys
 * (`validation.required`, `validation.email`, `validation.date` …), an unknown status, gender or
 * language (`validation.invalid`), the sign-in way (`validation.signInWay` on `email`), a contact
 * of another account than the matched one (`validation.contactTaken`), a contact or a person met in
 * an earlier row (`validation.duplicateInFile`), a division name several divisions have
 * (`validation.divisionAmbiguous`).
 */
async function planImport(db: Executor, organizationId: number, sheet: EmployeeSheet): Promise<ImportPlan> {
  const [divisionRows, owners] = await Promise.all([
    queryRows<DivisionNode>(db, sql`select id, parent_id as "parentId", name from divisions where organization_id = ${organizationId}`),
    ownersOf(db, sheet.rows),
  ]);
  const divisions = new DivisionIndex(divisionRows.map((d) => ({ ...d, id: Number(d.id), parentId: d.parentId === null ? null : Number(d.parentId) })));
  const accountIds = new Set([...owners.email.values(), ...owners.tgName.values(), ...owners.tgId.values()]);
  const members = await adminEmployeesByIds(db, organizationId, [...accountIds]);
  const has = (column: EmployeeFileColumn) => sheet.columns.includes(column);
  const seenContacts = new Map<string, number>();
  const seenAccounts = new Map<number, number>();

  const rows = sheet.rows.map(({ line, cells }): RowPlan => {
    const errors: EmployeeImportIssue[] = [];
    const fail = (field: EmployeeFileColumn, message: string, maximum?: number) => {
      if (!errors.some((e) => e.field === field)) errors.push(maximum === undefined ? { field, message } : { field, message, maximum });
    };
    const values: EmployeeImportRow['values'] = {};
    for (const column of sheet.columns) {
      const date = column === 'hiredOn' || column === 'birthDate' ? cellDate(cells[column]) : null;
      const text = date ? dayMonthYear(date) : cellText(cells[column]);
      if (text) values[column] = text;
    }

    // Cells as the admin's form would send them: text as typed, labels as their values.
    const input: Record<string, unknown> = {};
    for (const field of TEXT_FIELDS) if (has(field)) input[field] = cellText(cells[field]);
    if (has('status')) {
      const text = cellText(cells.status);
      const status = text === '' ? 'none' : statusOf(text);
      if (status) input.status = status;
      else fail('status', 'validation.invalid');
    }
    if (has('gender')) {
      const text = cellText(cells.gender);
      const gender = text === '' ? null : genderOf(text);
      if (gender !== undefined) input.gender = gender;
      else fail('gender', 'validation.invalid');
    }
    if (has('language')) {
      const text = cellText(cells.language);
      const language = text === '' ? undefined : languageOf(text);
      if (language) input.language = language;
      else if (text !== '') fail('language', 'validation.invalid');
    }
    for (const field of ['hiredOn', 'birthDate'] as const) {
      if (!has(field)) continue;
      const text = cellText(cells[field]);
      const date = cellDate(cells[field]);
      if (text === '') input[field] = null;
      else if (date) input[field] = date;
      else fail(field, 'validation.date');
    }
    let division: ResolvedDivision | undefined;
    if (has('division')) {
      const resolved = divisions.resolve(cellText(cells.division));
      if ('error' in resolved) fail('division', resolved.error, resolved.maximum);
      else division = resolved.division;
    }

    // Who the row is about: the owner of its e-mail, else of its Telegram ID, else of its nickname.
    const contacts = [
      ['email', foldEmail(cellText(cells.email)), owners.email],
      ['tgId', cellText(cells.tgId), owners.tgId],
      ['tgName', foldTgName(cellText(cells.tgName)), owners.tgName],
    ] as const;
    let accountId: number | null = null;
    for (const [, value, index] of contacts) accountId ??= (value && index.get(value)) || null;
    for (const [field, value, index] of contacts) {
      if (!value) continue;
      const owner = index.get(value);
      if (owner !== undefined && owner !== accountId) fail(field, 'validation.contactTaken');
      const seen = `${field}:${value}`;
      if (seenContacts.has(seen)) fail(field, 'validation.duplicateInFile');
      else seenContacts.set(seen, line);
    }
    if (accountId !== null) {
      if (seenAccounts.has(accountId) && !errors.some((e) => e.message === 'validation.duplicateInFile')) {
        fail(contacts.find(([, value, index]) => value && index.get(value) === accountId)?.[0] ?? 'email', 'validation.duplicateInFile');
      }
      seenAccounts.set(accountId, line);
    }

    const current = accountId === null ? undefined : members.get(accountId);
    let fields: Partial<EmployeeFields> = {};
    let action: EmployeeImportRow['action'] = 'create';
    if (current) {
      action = 'update';
      const parsed = UpdateEmployeeBody.safeParse(input);
      if (!parsed.success) for (const issue of issuesOf(parsed.error)) fail(issue.field, issue.message, issue.maximum);
      else {
        fields = parsed.data;
        const email = fields.email !== undefined ? fields.email : current.email;
        const tgName = fields.tgName !== undefined ? fields.tgName : current.tgName;
        const tgId = fields.tgId !== undefined ? fields.tgId : current.tgId;
        if (!email && !(tgName && tgId)) fail('email', 'validation.signInWay');
        if (errors.length === 0 && isUnchanged(fields, division, current)) action = 'unchanged';
      }
    } else {
      const parsed = CreateEmployeeBody.safeParse({ ...input, divisionId: null });
      if (!parsed.success) for (const issue of issuesOf(parsed.error)) fail(issue.field, issue.message, issue.maximum);
      else fields = parsed.data;
    }
    return {
      row: { line, values, action, employeeId: current ? current.id : null, errors: sortIssues(errors) },
      accountId,
      fields,
      division,
    };
  });
  return { columns: sheet.columns, rows, newDivisions: [...divisions.created.values()] };
}

/** Issues in the order of the file's columns. */
function sortIssues(issues: EmployeeImportIssue[]): EmployeeImportIssue[] {
  return issues.sort((a, b) => EMPLOYEE_FILE_COLUMNS.indexOf(a.field) - EMPLOYEE_FILE_COLUMNS.indexOf(b.field));
}

/** The preview answer of a plan. */
function previewOf(plan: ImportPlan): EmployeeImportPreview {
  const rows = plan.rows.map((r) => r.row);
  const count = (action: EmployeeImportRow['action']) => rows.filter((r) => r.action === action && r.errors.length === 0).length;
  return {
    columns: plan.columns,
    rows,
    totals: { rows: rows.length, create: count('create'), update: count('update'), unchanged: count('unchanged'), errors: rows.filter((r) => r.errors.length > 0).length },
    newDivisions: plan.newDivisions.map((names) => names.join(PATH_SEPARATOR)),
  };
}

/**
 * What importing `sheet` into `organizationId` would do (POST /api/admin/employees/import/preview):
 * every row with its action and errors, the totals and the divisions that would be created. Reads
 * only.
 */
export async function previewEmployeeImport(db: Db, organizationId: number, sheet: EmployeeSheet): Promise<EmployeeImportPreview> {
  return previewOf(await planImport(db, organizationId, sheet));
}

/** Transaction-scoped advisory lock key of imports (with the organization id): one import of an organization at a time. */
const IMPORT_LOCK = 0x1e_a0_17;

/** `insert … select … from json_to_recordset(…)`: the rows as one JSON parameter, however many there are. */
const recordset = (rows: readonly object[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

/**
 * Imports `sheet` into `organizationId` (POST /api/admin/employees/import), all or nothing, in one
 * transaction: the plan is made again inside it (one import of an organization at a time); any row
 * in error is 422 IMPORT_ROWS_INVALID (`details.rows`: line and errors of each such row,
 * `details.totals`) and nothing is written. Else the new divisions are created (parents first),
 * new people get an account and a profile, every hire a membership (and `onJoined`: the active
 * period's accrual), and every update its columns; unchanged rows are left alone. A contact taken
 * meanwhile by someone else is 409 CONTACT_TAKEN, again with nothing written.
 */
export async function importEmployees(db: Db, organizationId: number, sheet: EmployeeSheet, onJoined?: OnMemberJoined): Promise<EmployeeImportResult> {
  try {
    return await withTxRetry(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${organizationId})`);
      const plan = await planImport(tx, organizationId, sheet);
      const preview = previewOf(plan);
      if (preview.totals.errors > 0) {
        const rows = preview.rows.filter((r) => r.errors.length > 0).map(({ line, errors }) => ({ line, errors }));
        throw new AppError('IMPORT_ROWS_INVALID', 'Some rows have errors; nothing was imported', { details: { rows, totals: preview.totals } });
      }
      const divisionIds = await createDivisionPaths(tx, organizationId, plan.newDivisions);
      const divisionOf = (d: ResolvedDivision | undefined): number | null | undefined =>
        d === undefined ? undefined : d.kind === 'none' ? null : d.kind === 'existing' ? d.id : (divisionIds.get(d.key) ?? null);
      const hires = plan.rows.filter((r) => r.row.action === 'create');
      const updates = plan.rows.filter((r) => r.row.action === 'update');
      const joined = await hire(tx, organizationId, hires, divisionOf);
      if (onJoined && joined.length > 0) await onJoined(tx, organizationId, joined);
      await update(tx, organizationId, plan.columns, updates, divisionOf);
      return { created: hires.length, updated: updates.length, unchanged: plan.rows.length - hires.length - updates.length, divisionsCreated: divisionIds.size };
    });
  } catch (err) {
    throw uniqueViolation(err);
  }
}

/** Creates the divisions at `paths` (names from the top, parents before children) and returns their ids by folded path. */
async function createDivisionPaths(tx: Executor, organizationId: number, paths: readonly string[][]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (paths.length === 0) return ids;
  // The tree's row locks, as every structure edit takes them.
  await tx.execute(sql`select id from divisions where organization_id = ${organizationId} order by id for update`);
  const existing = await queryRows<DivisionNode>(tx, sql`select id, parent_id as "parentId", name from divisions where organization_id = ${organizationId}`);
  const index = new DivisionIndex(existing.map((d) => ({ ...d, id: Number(d.id), parentId: d.parentId === null ? null : Number(d.parentId) })));
  for (const names of [...paths].sort((a, b) => a.length - b.length)) {
    const folded = names.map(key).join('/');
    const parentPath = names.slice(0, -1);
    const parentId = parentPath.length === 0 ? null : (ids.get(parentPath.map(key).join('/')) ?? index.existingPath(parentPath)?.id ?? null);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into divisions (organization_id, parent_id, name) values (${organizationId}, ${parentId}, ${names.at(-1)!.trim()}) returning id`,
    );
    if (!row) throw new Error('division insert returned nothing');
    ids.set(folded, Number(row.id));
  }
  return ids;
}

/**
 * Hires the `rows` (action `create`) into `organizationId` with a few statements whatever their
 * number: ids for the new accounts from the users sequence, then their accounts and profiles, then
 * every membership; an account that joins keeps its profile and gets this organization as its
 * current one when it had none. Returns the ids of everyone hired.
 */
async function hire(tx: Executor, organizationId: number, rows: readonly RowPlan[], divisionOf: (d: ResolvedDivision | undefined) => number | null | undefined): Promise<number[]> {
  if (rows.length === 0) return [];
  const fresh = rows.filter((r) => r.accountId === null);
  const ids = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id from generate_series(1, ${fresh.length})`);
  const people = fresh.map((r, i) => ({ id: Number(ids[i]!.id), f: r.fields }));
  if (people.length > 0) {
    await tx.execute(
      sql`insert into users (id, email, language, current_organization_id)
          select x.id, x.email, x.language, ${organizationId} from ${recordset(people.map(({ id, f }) => ({ id, email: f.email ?? null, language: f.language ?? 'ru' })))}
            as x(id int, email text, language text)`,
    );
    await tx.execute(
      sql`insert into profiles (user_id, first_name, surname, middle_name, nickname, tg_name, tg_id, phone, gender, birth_date)
          select x.user_id, x.first_name, x.surname, x.middle_name, x.nickname, x.tg_name, x.tg_id, x.phone, x.gender, x.birth_date
          from ${recordset(
            people.map(({ id, f }) => ({
              user_id: id,
              first_name: f.firstName,
              surname: f.surname,
              middle_name: f.middleName ?? null,
              nickname: f.nickname ?? null,
              tg_name: f.tgName ?? null,
              tg_id: f.tgId ?? null,
              phone: f.phone ?? null,
              gender: f.gender ?? null,
              birth_date: f.birthDate ?? null,
            })),
          )} as x(user_id int, first_name text, surname text, middle_name text, nickname text, tg_name text, tg_id text, phone text, gender text, birth_date date)`,
    );
  }
  const freshIds = new Map(fresh.map((r, i) => [r, people[i]!.id]));
  const hired = rows.map((r) => ({ userId: r.accountId ?? freshIds.get(r)!, r }));
  await tx.execute(
    sql`insert into memberships (organization_id, user_id, division_id, job_title, status, location, hired_on)
        select ${organizationId}, x.user_id, x.division_id, x.job_title, x.status, x.location, x.hired_on
        from ${recordset(
          hired.map(({ userId, r }) => ({
            user_id: userId,
            division_id: divisionOf(r.division) ?? null,
            job_title: r.fields.jobTitle ?? null,
            status: r.fields.status ?? 'none',
            location: r.fields.location ?? null,
            hired_on: r.fields.hiredOn ?? null,
          })),
        )} as x(user_id int, division_id int, job_title text, status text, location text, hired_on date)`,
  );
  const joiners = rows.filter((r) => r.accountId !== null).map((r) => r.accountId);
  if (joiners.length > 0) {
    await tx.execute(
      sql`update users set current_organization_id = ${organizationId}
          where current_organization_id is null and id in (select value::int from jsonb_array_elements_text(${JSON.stringify(joiners)}::jsonb))`,
    );
  }
  return hired.map((h) => h.userId);
}

/** The database column, its SQL type and its field of each file column an update writes, per table. */
const UPDATE_COLUMNS = {
  users: [
    ['email', 'email', 'text', 'email'],
    ['language', 'language', 'text', 'language'],
  ],
  profiles: [
    ['firstName', 'first_name', 'text', 'firstName'],
    ['surname', 'surname', 'text', 'surname'],
    ['middleName', 'middle_name', 'text', 'middleName'],
    ['nickname', 'nickname', 'text', 'nickname'],
    ['tgName', 'tg_name', 'text', 'tgName'],
    ['tgId', 'tg_id', 'text', 'tgId'],
    ['phone', 'phone', 'text', 'phone'],
    ['gender', 'gender', 'text', 'gender'],
    ['birthDate', 'birth_date', 'date', 'birthDate'],
  ],
  memberships: [
    ['division', 'division_id', 'int', 'divisionId'],
    ['jobTitle', 'job_title', 'text', 'jobTitle'],
    ['status', 'status', 'text', 'status'],
    ['location', 'location', 'text', 'location'],
    ['hiredOn', 'hired_on', 'date', 'hiredOn'],
  ],
} as const satisfies Record<string, readonly (readonly [EmployeeFileColumn, string, 'text' | 'date' | 'int', keyof EmployeeFields])[]>;

/**
 * Writes the `rows` (action `update`) of `organizationId`: for each table, one statement setting
 * the file's columns of every such member (a language cell left empty keeps the language).
 */
async function update(
  tx: Executor,
  organizationId: number,
  columns: readonly EmployeeFileColumn[],
  rows: readonly RowPlan[],
  divisionOf: (d: ResolvedDivision | undefined) => number | null | undefined,
): Promise<void> {
  if (rows.length === 0) return;
  for (const [table, all] of Object.entries(UPDATE_COLUMNS)) {
    const set = all.filter(([column]) => columns.includes(column));
    if (set.length === 0) continue;
    const records = rows.map((r) => {
      const record: Record<string, unknown> = { id: r.accountId };
      for (const [, dbColumn, , field] of set) {
        record[dbColumn] = field === 'divisionId' ? divisionOf(r.division) : field === 'language' ? (r.fields.language ?? null) : (r.fields[field] ?? null);
      }
      return record;
    });
    const assignments = set.map(([, c]) =>
      c === 'language' ? sql`${sql.identifier(c)} = coalesce(x.${sql.identifier(c)}, t.${sql.identifier(c)})` : sql`${sql.identifier(c)} = x.${sql.identifier(c)}`,
    );
    const shape = sql.raw(['id int', ...set.map(([, c, type]) => `${c} ${type}`)].join(', '));
    const where = table === 'users' ? sql`t.id = x.id` : table === 'profiles' ? sql`t.user_id = x.id` : sql`t.user_id = x.id and t.organization_id = ${organizationId}`;
    await tx.execute(sql`update ${sql.identifier(table)} t set ${sql.join(assignments, sql`, `)} from ${recordset(records)} as x(${shape}) where ${where}`);
  }
}

/** One employee of the table as a row of the file: the division as its path. */
function fileEmployee(e: AdminEmployee, divisions: DivisionIndex): FileEmployee {
  return {
    surname: e.surname,
    firstName: e.firstName,
    middleName: e.middleName,
    nickname: e.nickname,
    email: e.email,
    phone: e.phone,
    tgName: e.tgName,
    tgId: e.tgId,
    jobTitle: e.jobTitle,
    division: e.division ? divisions.pathOf(e.division.id) : null,
    location: e.location,
    status: e.status,
    hiredOn: e.hiredOn,
    birthDate: e.birthDate,
    gender: e.gender,
    language: e.language,
  };
}

/**
 * The .xlsx export of the employee table of `organizationId` (GET /api/admin/employees/export):
 * the members `q` selects, in its order, every field (hidden ones too), headers and labels in
 * `lang`. 422 TOO_MANY_ROWS over {@link EMPLOYEE_EXPORT_MAX_ROWS}; 404 NOT_FOUND for a division
 * filter that is not one of the organization's.
 */
export async function exportEmployees(db: Db, organizationId: number, q: EmployeesExportQuery, lang: FileLanguage): Promise<Buffer> {
  const [list, divisionRows] = await Promise.all([
    adminEmployeesList(db, organizationId, q, EMPLOYEE_EXPORT_MAX_ROWS + 1),
    queryRows<DivisionNode>(db, sql`select id, parent_id as "parentId", name from divisions where organization_id = ${organizationId}`),
  ]);
  if (list.length > EMPLOYEE_EXPORT_MAX_ROWS) {
    throw new AppError('TOO_MANY_ROWS', `More than ${EMPLOYEE_EXPORT_MAX_ROWS} employees: narrow the filters`, { details: { maxRows: EMPLOYEE_EXPORT_MAX_ROWS } });
  }
  const divisions = new DivisionIndex(divisionRows.map((d) => ({ ...d, id: Number(d.id), parentId: d.parentId === null ? null : Number(d.parentId) })));
  return employeeWorkbook(
    list.map((e) => fileEmployee(e, divisions)),
    lang,
  );
}

/** The import's template (GET /api/admin/employees/import/template): the header row alone, in `lang`. */
export function employeeTemplate(lang: FileLanguage): Promise<Buffer> {
  return employeeWorkbook([], lang);
}
