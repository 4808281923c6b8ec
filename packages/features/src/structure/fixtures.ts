import type {
  AdminEmployee,
  AdminEmployeesPage,
  Division,
  EmployeeImportPreview,
  EmployeeImportResult,
  EmployeeImportRow,
  EmployeeStatus,
  RoleChange,
  RoleChangesPage,
  RoleGrant,
  SubsidiariesResponse,
  Subsidiary,
} from '@gratia/contracts';
import type { UploadTransport } from '../api/index.ts';
import { divisions } from '../testing/divisions.ts';
import { defaultHandlers } from '../testing/handlers.ts';
import { economy, meAdmin, users } from '../testing/fixtures.ts';
import { photos } from '../testing/media.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo data and a small in-memory server of the structure and roles tabs (stories and tests). */

/** The directory's demo tree (people fixtures), shared so both areas show the same company. */
export { divisions };

const base: AdminEmployee = {
  id: 0,
  firstName: '',
  surname: '',
  middleName: null,
  nickname: null,
  email: null,
  phone: null,
  tgName: null,
  tgId: null,
  photo: null,
  gender: null,
  status: 'none',
  state: 'active',
  jobTitle: null,
  division: null,
  location: null,
  hiredOn: null,
  birthDate: null,
  firedOn: null,
  blockedAt: null,
  language: 'ru',
};

/** An employee with `fields` over empty defaults. */
export function employee(fields: Partial<AdminEmployee> & Pick<AdminEmployee, 'id' | 'firstName' | 'surname'>): AdminEmployee {
  return { ...base, ...fields };
}

/**
 * The employees of a small community: the admin herself (Анна, id 1), a developer, a designer on
 * a planned leave, a fired analyst, a blocked manager, one known by Telegram only, and the
 * long-named colleague.
 */
export const employees: AdminEmployee[] = [
  employee({ id: 1, firstName: 'Анна', surname: 'Петрова', middleName: 'Сергеевна', nickname: 'anna', email: 'anna@romashka.ru', tgName: 'anna_p', status: 'office', jobTitle: 'HR-директор', division: { id: 1, name: 'HR' }, hiredOn: '2019-03-01', gender: 'female' }),
  employee({ id: 2, firstName: 'Иван', surname: 'Смирнов', email: 'ivan@romashka.ru', phone: '+7 900 123-45-67', status: 'remotely', jobTitle: 'Backend-разработчик', division: { id: 2, name: 'Backend' }, hiredOn: '2021-06-15', gender: 'male' }),
  employee({ id: 3, firstName: 'Мария', surname: 'Кузнецова', email: 'maria@romashka.ru', status: 'vacation', jobTitle: 'Продуктовый дизайнер', division: { id: 3, name: 'Продукт и дизайн' }, hiredOn: '2020-01-20', firedOn: '2026-04-30' }),
  employee({ id: 20, firstName: 'Сергей', surname: 'Волков', email: 'volkov@romashka.ru', jobTitle: 'Аналитик', division: { id: 2, name: 'Backend' }, hiredOn: '2018-09-03', state: 'fired', firedOn: '2025-10-01' }),
  employee({ id: 21, firstName: 'Ольга', surname: 'Белова', email: 'olga@romashka.ru', status: 'office', jobTitle: 'Менеджер по продажам', division: { id: 4, name: 'Продажи Северо-Запад и Калининградская область' }, hiredOn: '2022-02-01', state: 'blocked', blockedAt: '2025-11-10T09:00:00.000Z' }),
  employee({ id: 6, firstName: 'Олег', surname: 'Тестов', tgName: 'oleg_qa', tgId: '123456789', status: 'working', jobTitle: 'Тестировщик', division: { id: 2, name: 'Backend' }, hiredOn: '2024-04-01' }),
  employee({
    id: 4,
    firstName: users[3]!.firstName,
    surname: users[3]!.surname,
    email: 'aleksandra-valentina.konstantinopolskaya-preobrazhenskaya@romashka-holding.example.ru',
    status: 'illness',
    jobTitle: 'Ведущий менеджер по работе с ключевыми клиентами и стратегическими партнёрами',
    division: { id: 4, name: 'Продажи Северо-Запад и Калининградская область' },
    hiredOn: '2023-11-30',
  }),
];

const FIRST = ['Анна', 'Иван', 'Мария', 'Дмитрий', 'Елена', 'Сергей', 'Ольга', 'Алексей', 'Наталья', 'Павел'];
const LAST = ['Петрова', 'Смирнов', 'Кузнецова', 'Орлов', 'Соколова', 'Волков', 'Белова', 'Морозов', 'Новикова', 'Лебедев'];
const STATUSES: EmployeeStatus[] = ['office', 'remotely', 'vacation', 'illness', 'working', 'none'];

/** `n` generated employees (ids from 1000). */
export function manyEmployees(n: number): AdminEmployee[] {
  return Array.from({ length: n }, (_, i) =>
    employee({
      id: 1000 + i,
      firstName: FIRST[i % FIRST.length]!,
      surname: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!} ${i + 1}`,
      email: `person${i + 1}@romashka.ru`,
      jobTitle: i % 3 === 0 ? 'Инженер' : 'Специалист',
      division: i % 2 === 0 ? { id: 2, name: 'Backend' } : { id: 1, name: 'HR' },
      status: STATUSES[i % STATUSES.length]!,
      hiredOn: `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
      state: i % 50 === 7 ? 'fired' : i % 70 === 9 ? 'blocked' : 'active',
      firedOn: i % 50 === 7 ? '2025-01-15' : null,
      blockedAt: i % 70 === 9 ? '2025-02-01T10:00:00.000Z' : null,
    }),
  );
}

/** Division ids of `id` and every division under it in `tree`. */
function subtree(tree: readonly Division[], id: number): Set<number> {
  const out = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of tree) if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) grew = Boolean(out.add(d.id));
  }
  return out;
}

const sortValue: Record<string, (e: AdminEmployee) => string> = {
  name: (e) => `${e.surname} ${e.firstName}`,
  division: (e) => e.division?.name ?? '',
  jobTitle: (e) => e.jobTitle ?? '',
  status: (e) => e.status,
  hiredOn: (e) => e.hiredOn ?? '',
};

/**
 * A mock GET /api/admin/employees over `rows`, as the server answers: `q` (every word in a name,
 * e-mail or Telegram), `divisionId` (with the divisions under it in `tree`), `status`, `state`,
 * `sort` and `order`, pages of `pageSize` with the total.
 */
export function adminEmployeesHandler(rows: () => readonly AdminEmployee[], tree: () => readonly Division[] = () => divisions) {
  return (req: MockRequest): AdminEmployeesPage => {
    const words = (req.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const division = req.query.get('divisionId');
    const within = division ? subtree(tree(), Number(division)) : null;
    const status = req.query.get('status');
    const state = req.query.get('state');
    const sort = sortValue[req.query.get('sort') ?? 'name'] ?? sortValue.name!;
    const sign = req.query.get('order') === 'desc' ? -1 : 1;
    const page = Number(req.query.get('page') ?? 1);
    const pageSize = Number(req.query.get('pageSize') ?? 25);
    const matches = rows()
      .filter((e) => {
        const text = `${e.firstName} ${e.surname} ${e.middleName ?? ''} ${e.nickname ?? ''} ${e.email ?? ''} ${e.tgName ?? ''}`.toLowerCase();
        return (
          words.every((w) => text.includes(w)) &&
          (!within || (e.division !== null && within.has(e.division.id))) &&
          (!status || e.status === status) &&
          (!state || e.state === state)
        );
      })
      .sort((a, b) => sign * (sort(a).localeCompare(sort(b), 'ru') || a.id - b.id));
    return { items: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pageSize };
  };
}

/** Everything the server was asked to change, in order (`METHOD path?query` and the body). */
export type CallLog = { call: string; body: unknown }[];

/**
 * An in-memory structure server: the divisions and employees change as the admin works, and every
 * change is written to `log`. Answers the SPEC rules the widgets show: DIVISION_NOT_EMPTY for a
 * division with members or sub-divisions, DIVISION_CYCLE for a move under itself or a descendant,
 * SELF_ACTION for firing or blocking oneself (id 1), CONTACT_TAKEN for an e-mail someone else has.
 */
export function structureServer(start: { divisions?: Division[]; employees?: AdminEmployee[] } = {}) {
  let tree = (start.divisions ?? divisions).map((d) => ({ ...d }));
  let people = (start.employees ?? employees).map((e) => ({ ...e }));
  let nextId = 500;
  const log: CallLog = [];
  const record = (req: MockRequest) => log.push({ call: `${req.method} ${req.path}${req.query.size ? `?${req.query.toString()}` : ''}`, body: req.body });
  const recount = () => {
    tree = tree.map((d) => ({
      ...d,
      childCount: tree.filter((c) => c.parentId === d.id).length,
      memberCount: people.filter((e) => e.division?.id === d.id && e.state === 'active').length,
    }));
  };
  const ref = (id: number | null | undefined) => {
    const d = id == null ? undefined : tree.find((x) => x.id === id);
    return d ? { id: d.id, name: d.name } : null;
  };
  const idOf = (req: MockRequest) => Number(req.query.get('id'));

  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meAdmin,
    // The structure tab lists the subsidiaries below the tree and the table.
    'GET /api/subsidiaries': { parent: null, items: subsidiaries } satisfies SubsidiariesResponse,
    'GET /api/divisions': () => ({ items: tree }),
    'POST /api/divisions': (req: MockRequest) => {
      record(req);
      const body = req.body as { name: string; parentId: number | null };
      const created: Division = { id: nextId++, name: body.name, parentId: body.parentId ?? null, memberCount: 0, childCount: 0 };
      tree = [...tree, created];
      recount();
      return reply(201, created);
    },
    'PATCH /api/divisions': (req: MockRequest) => {
      record(req);
      const id = idOf(req);
      const body = req.body as { name?: string; parentId?: number | null };
      if (body.parentId != null && subtree(tree, id).has(body.parentId)) return errorReply('DIVISION_CYCLE', 409);
      tree = tree.map((d) => (d.id === id ? { ...d, ...body } : d));
      people = people.map((e) => (e.division?.id === id ? { ...e, division: ref(id) } : e));
      recount();
      return tree.find((d) => d.id === id);
    },
    'DELETE /api/divisions': (req: MockRequest) => {
      record(req);
      const id = idOf(req);
      const members = people.filter((e) => e.division?.id === id).length;
      const children = tree.filter((d) => d.parentId === id).length;
      if (members > 0 || children > 0) return errorReply('DIVISION_NOT_EMPTY', 409, { members, children });
      tree = tree.filter((d) => d.id !== id);
      recount();
      return { ok: true };
    },
    'GET /api/admin/employees': adminEmployeesHandler(() => people, () => tree),
    'POST /api/admin/employees': (req: MockRequest) => {
      record(req);
      const body = req.body as Partial<AdminEmployee> & { divisionId?: number | null; birthDate?: string | null };
      if (body.email && people.some((e) => e.email === body.email)) return errorReply('CONTACT_TAKEN', 409, { field: 'email' });
      const created = employee({ ...(body as AdminEmployee), id: nextId++, division: ref(body.divisionId), state: 'active' });
      people = [...people, created];
      recount();
      return reply(201, created);
    },
    'PATCH /api/admin/employees': (req: MockRequest) => {
      record(req);
      const id = idOf(req);
      const body = req.body as Partial<AdminEmployee> & { divisionId?: number | null };
      if (body.email && people.some((e) => e.email === body.email && e.id !== id)) return errorReply('CONTACT_TAKEN', 409, { field: 'email' });
      const { divisionId, ...rest } = body;
      people = people.map((e) => (e.id === id ? { ...e, ...rest, ...(divisionId !== undefined ? { division: ref(divisionId) } : {}) } : e));
      recount();
      return people.find((e) => e.id === id);
    },
    'POST /api/admin/employees/fire': (req: MockRequest) => {
      record(req);
      const id = idOf(req);
      if (id === meAdmin.id) return errorReply('SELF_ACTION', 409);
      const firedOn = (req.body as { firedOn: string | null }).firedOn;
      people = people.map((e) => (e.id === id ? { ...e, firedOn, state: e.blockedAt ? 'blocked' : firedOn && firedOn <= '2026-03-10' ? 'fired' : 'active' } : e));
      recount();
      return people.find((e) => e.id === id);
    },
    'POST /api/admin/employees/block': (req: MockRequest) => {
      record(req);
      const id = idOf(req);
      if (id === meAdmin.id) return errorReply('SELF_ACTION', 409);
      const blocked = (req.body as { blocked: boolean }).blocked;
      people = people.map((e) =>
        e.id === id ? { ...e, blockedAt: blocked ? '2026-03-10T10:00:00.000Z' : null, state: blocked ? 'blocked' : e.firedOn && e.firedOn <= '2026-03-10' ? 'fired' : 'active' } : e,
      );
      recount();
      return people.find((e) => e.id === id);
    },
  };
  recount();
  return { handlers, log };
}

/** The roles of the community: the admin herself (from the seed), a second admin, a manager of Backend, a community-wide manager, a controller. */
export const grants: RoleGrant[] = [
  { id: 1, role: 'A', user: users[0]!, division: null, grantedAt: '2024-01-10T09:00:00.000Z', grantedBy: null },
  { id: 2, role: 'A', user: users[2]!, division: null, grantedAt: '2025-03-02T12:30:00.000Z', grantedBy: users[0]! },
  { id: 3, role: 'M', user: users[1]!, division: { id: 2, name: 'Backend' }, grantedAt: '2025-05-20T08:15:00.000Z', grantedBy: users[0]! },
  { id: 4, role: 'M', user: users[3]!, division: null, grantedAt: '2025-06-01T16:45:00.000Z', grantedBy: users[2]! },
  { id: 5, role: 'C', user: users[1]!, division: null, grantedAt: '2025-09-12T10:00:00.000Z', grantedBy: users[0]! },
];

/** `n` entries of the roles log, newest first (ids from 100). */
export function roleLog(n: number): RoleChange[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 100 + n - i,
    action: i % 3 === 2 ? 'revoke' : 'grant',
    role: (['A', 'M', 'C'] as const)[i % 3]!,
    user: users[(i + 1) % users.length]!,
    division: i % 3 === 1 ? { id: 2, name: 'Backend' } : null,
    actor: users[0]!,
    at: new Date(Date.UTC(2025, 10, 14, 12) - i * 3_600_000 * 7).toISOString(),
  }));
}

/** A mock GET /api/admin/roles/log over `entries`: cursor pages of `limit`. */
export function roleLogHandler(entries: readonly RoleChange[]) {
  return (req: MockRequest): RoleChangesPage => {
    const from = Number(req.query.get('cursor') ?? 0);
    const limit = Number(req.query.get('limit') ?? 30);
    return { items: entries.slice(from, from + limit), nextCursor: from + limit < entries.length ? String(from + limit) : null };
  };
}

/**
 * An in-memory roles server: grants change as the admin works and every change is logged (and
 * written to `log`). ROLE_EXISTS for a role the person holds; SELF_ACTION for revoking one's own 'A'.
 * The economy settings hold the approval threshold (`threshold`, default 50; null = off), which
 * PATCH /api/organization/economy changes (and logs).
 */
export function rolesServer(start: { grants?: RoleGrant[]; changes?: RoleChange[]; threshold?: number | null } = {}) {
  let economySettings = { ...economy, approvalThreshold: start.threshold === undefined ? economy.approvalThreshold : start.threshold };
  let current = [...(start.grants ?? grants)];
  let changes = [...(start.changes ?? roleLog(35))];
  let nextId = 900;
  const log: CallLog = [];
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meAdmin,
    'GET /api/divisions': { items: divisions },
    'GET /api/admin/roles': () => ({ items: current }),
    'GET /api/organization/economy': () => economySettings,
    'PATCH /api/organization/economy': (req: MockRequest) => {
      log.push({ call: 'PATCH /api/organization/economy', body: req.body });
      economySettings = { ...economySettings, ...(req.body as { approvalThreshold?: number | null }) };
      return reply(200, economySettings, 150);
    },
    'GET /api/admin/roles/log': (req: MockRequest) => roleLogHandler(changes)(req),
    'POST /api/admin/roles': (req: MockRequest) => {
      log.push({ call: 'POST /api/admin/roles', body: req.body });
      const body = req.body as { userId: number; role: 'A' | 'M' | 'C'; divisionId: number | null };
      if (current.some((g) => g.user.id === body.userId && g.role === body.role)) return errorReply('ROLE_EXISTS', 409);
      const user = users.find((u) => u.id === body.userId) ?? users[0]!;
      const d = divisions.find((x) => x.id === body.divisionId);
      const granted: RoleGrant = { id: nextId++, role: body.role, user, division: d ? { id: d.id, name: d.name } : null, grantedAt: '2026-03-10T10:00:00.000Z', grantedBy: users[0]! };
      current = [...current, granted];
      changes = [{ id: nextId++, action: 'grant', role: body.role, user, division: granted.division, actor: users[0]!, at: granted.grantedAt }, ...changes];
      return reply(201, granted);
    },
    'DELETE /api/admin/roles': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ call: `DELETE /api/admin/roles?id=${id}`, body: undefined });
      const grant = current.find((g) => g.id === id);
      if (grant?.role === 'A' && grant.user.id === meAdmin.id) return errorReply('SELF_ACTION', 409);
      current = current.filter((g) => g.id !== id);
      if (grant) changes = [{ id: nextId++, action: 'revoke', role: grant.role, user: grant.user, division: grant.division, actor: users[0]!, at: '2026-03-10T10:00:00.000Z' }, ...changes];
      return { ok: true };
    },
  };
  return { handlers, log };
}

/** A preview row: line, values, action (default create), errors (default none). */
export function importRow(line: number, values: EmployeeImportRow['values'], more: Partial<Omit<EmployeeImportRow, 'line' | 'values'>> = {}): EmployeeImportRow {
  return { line, values, action: 'create', employeeId: null, errors: [], ...more };
}

/** The preview answer of `rows`, with its totals, as the server counts them. */
export function importPreview(rows: EmployeeImportRow[], newDivisions: string[] = []): EmployeeImportPreview {
  const ok = rows.filter((r) => r.errors.length === 0);
  return {
    columns: ['surname', 'firstName', 'middleName', 'email', 'tgName', 'tgId', 'jobTitle', 'division', 'status', 'hiredOn', 'birthDate'],
    rows,
    totals: {
      rows: rows.length,
      create: ok.filter((r) => r.action === 'create').length,
      update: ok.filter((r) => r.action === 'update').length,
      unchanged: ok.filter((r) => r.action === 'unchanged').length,
      errors: rows.length - ok.length,
    },
    newDivisions,
  };
}

const NEW_PEOPLE: [string, string, string][] = [
  ['Соколов', 'Артём', 'Инженер по данным'],
  ['Морозова', 'Дарья', 'Продуктовый аналитик'],
  ['Лебедев', 'Никита', 'Frontend-разработчик'],
  ['Новикова', 'Полина', 'Дизайнер интерфейсов'],
  ['Козлов', 'Роман', 'QA-инженер'],
  ['Егорова', 'Вера', 'Менеджер проектов'],
  ['Павлов', 'Кирилл', 'DevOps-инженер'],
  ['Семёнова', 'Алиса', 'HR-специалист'],
  ['Голубев', 'Максим', 'Backend-разработчик'],
  ['Виноградова', 'Софья', 'Технический писатель'],
  ['Богданов', 'Лев', 'Аналитик'],
  ['Фёдорова', 'Ева', 'Маркетолог'],
];

/** A clean file: 12 new people (two into a new division), 3 updates of the demo employees, 2 unchanged. */
export const importOk: EmployeeImportPreview = importPreview(
  [
    ...NEW_PEOPLE.map(([surname, firstName, jobTitle], i) =>
      importRow(i + 2, {
        surname,
        firstName,
        email: `${firstName.toLowerCase() === 'артём' ? 'artem' : `new${i + 1}`}@romashka.ru`,
        jobTitle,
        division: i < 2 ? 'Продукт / Аналитика' : 'Продукт / Разработка / Backend',
        status: 'В офисе',
        hiredOn: '01-04-2026',
      }),
    ),
    importRow(14, { surname: 'Смирнов', firstName: 'Иван', email: 'ivan@romashka.ru', jobTitle: 'Ведущий backend-разработчик', division: 'Продукт / Разработка / Backend' }, { action: 'update', employeeId: 2 }),
    importRow(15, { surname: 'Кузнецова', firstName: 'Мария', email: 'maria@romashka.ru', jobTitle: 'Продуктовый дизайнер', status: 'Удалённо' }, { action: 'update', employeeId: 3 }),
    importRow(16, { surname: 'Тестов', firstName: 'Олег', tgName: 'oleg_qa', tgId: '123456789', jobTitle: 'Тестировщик', division: 'Продукт / Разработка / Backend' }, { action: 'update', employeeId: 6 }),
    importRow(17, { surname: 'Петрова', firstName: 'Анна', email: 'anna@romashka.ru', jobTitle: 'HR-директор', division: 'HR' }, { action: 'unchanged', employeeId: 1 }),
    importRow(18, { surname: 'Волков', firstName: 'Сергей', email: 'volkov@romashka.ru', jobTitle: 'Аналитик' }, { action: 'unchanged', employeeId: 20 }),
  ],
  ['Продукт / Аналитика'],
);

/** The same file with two bad rows: a hire date that does not exist and a Telegram id of someone else, plus a missing surname. */
export const importWithErrors: EmployeeImportPreview = importPreview([
  ...importOk.rows.slice(0, 4),
  importRow(6, { surname: 'Козлов', firstName: 'Роман', email: 'roman@romashka.ru', hiredOn: '30-02-2026' }, { errors: [{ field: 'hiredOn', message: 'validation.date' }] }),
  importRow(7, { firstName: 'Вера', tgName: 'vera_e', tgId: '123456789' }, {
    errors: [
      { field: 'surname', message: 'validation.required' },
      { field: 'tgId', message: 'validation.contactTaken' },
    ],
  }),
  importRow(8, { surname: 'Павлов', firstName: 'Кирилл', email: 'ivan@romashka.ru' }, { errors: [{ field: 'email', message: 'validation.duplicateInFile' }] }),
  ...importOk.rows.slice(12, 14),
]);

/** A file of `n` rows (the largest the server takes is 5,000), every seventh one in error. */
export function manyImportRows(n: number): EmployeeImportPreview {
  return importPreview(
    Array.from({ length: n }, (_, i) =>
      importRow(
        i + 2,
        { surname: `${LAST[i % LAST.length]!} ${i + 1}`, firstName: FIRST[i % FIRST.length]!, email: `person${i + 1}@romashka.ru`, jobTitle: i % 3 === 0 ? 'Инженер' : 'Специалист', division: 'Продукт / Разработка' },
        i % 7 === 3 ? { errors: [{ field: 'email', message: 'validation.email' }] } : i % 5 === 0 ? { action: 'update', employeeId: 1000 + i } : {},
      ),
    ),
  );
}

/** What a fake import upload answers: a body (200), an error (`code`, HTTP status, details), or nothing ever. */
export type ImportReply = { body: unknown } | { code: string; status: number; details?: Record<string, unknown> } | 'pending';

/**
 * A fake upload transport of the import routes for stories: answers POST …/import/preview with
 * `preview` and POST …/import with `run` (default: the counts of a clean preview), reporting the
 * sent bytes first; every call (path and file name) is written to `log`.
 */
export function importUploads(preview: ImportReply, run?: ImportReply, stepMs = 30) {
  const log: { path: string; file: string }[] = [];
  const transport: UploadTransport = ({ url, body, signal, onProgress }) => {
    const file = body.get('file');
    const name = file instanceof File ? file.name : '';
    const total = file instanceof File ? file.size : 0;
    const isPreview = url.endsWith('/import/preview');
    log.push({ path: url, file: name });
    const answer: ImportReply = isPreview ? preview : (run ?? { body: importResultOf(preview) });
    return new Promise((resolve, reject) => {
      const timers: ReturnType<typeof setTimeout>[] = [setTimeout(() => onProgress?.(total, total), stepMs)];
      if (answer !== 'pending') {
        timers.push(
          setTimeout(() => {
            if ('body' in answer) resolve({ status: 200, text: JSON.stringify(answer.body) });
            else resolve({ status: answer.status, text: JSON.stringify({ error: { code: answer.code, message: answer.code, details: answer.details } }) });
          }, stepMs * 2),
        );
      }
      signal?.addEventListener('abort', () => {
        timers.forEach(clearTimeout);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  };
  return { log, transport };
}

/** The import's answer for a clean preview. */
function importResultOf(preview: ImportReply): EmployeeImportResult {
  const totals = preview !== 'pending' && 'body' in preview ? (preview.body as EmployeeImportPreview).totals : null;
  return { created: totals?.create ?? 0, updated: totals?.update ?? 0, unchanged: totals?.unchanged ?? 0, divisionsCreated: 0 };
}

/** The demo root community (fixtures' organization settings): subsidiaries of it are named after it. */
export const ROOT_COMMUNITY = { id: 1, name: 'Ромашка' };

/**
 * The subsidiaries of «Ромашка», by name: Kazan (the admin is a member, two admins), Novosibirsk
 * (a logo; the admin is not a member), St Petersburg (just created: one member, the admin herself).
 */
export const subsidiaries: Subsidiary[] = [
  {
    id: 101,
    name: 'Ромашка Казань',
    photo: null,
    members: 48,
    admins: [users[1]!, users[2]!],
    isMember: true,
    sharedKey: 'ROMASHKA-KZN-7Q2M',
    createdAt: '2025-09-15T09:00:00.000Z',
  },
  {
    id: 102,
    name: 'Ромашка Новосибирск',
    photo: photos[2]!.thumbUrl,
    members: 21,
    admins: [users[3]!],
    isMember: false,
    sharedKey: 'ROMASHKA-NSK-4D8K',
    createdAt: '2025-11-03T07:30:00.000Z',
  },
  {
    id: 103,
    name: 'Ромашка Санкт-Петербург',
    photo: null,
    members: 1,
    admins: [users[0]!],
    isMember: true,
    sharedKey: 'ROMASHKA-SPB-9X1C',
    createdAt: '2026-03-02T12:00:00.000Z',
  },
];

/** Two subsidiaries whose names and administrators run long (the table and the cards wrap them). */
export const longNamedSubsidiaries: Subsidiary[] = [
  {
    ...subsidiaries[0]!,
    id: 201,
    name: 'Ромашка Холдинг — Приволжский федеральный округ, региональное представительство в Нижнем Новгороде',
    admins: [users[3]!, users[1]!, users[2]!],
    members: 1234,
  },
  { ...subsidiaries[1]!, id: 202, name: 'Ромашка-Северо-Западный-Региональный-Центр-Обслуживания-Ключевых-Клиентов', members: 2 },
];

/** The conflict the server answers for a name the root or one of its subsidiaries has. */
const nameTaken = () => errorReply('ORGANIZATION_NAME_TAKEN', 409, { field: 'name' });

/**
 * An in-memory subsidiaries server (docs/decisions/0027): GET lists `items` by name with `parent`
 * (null: the admin's community is a root); POST creates one (the admin herself, Анна, and the
 * chosen first administrator as its admins and members), PATCH renames one. A name the root or any
 * subsidiary has is refused with ORGANIZATION_NAME_TAKEN on `name`; an `adminId` no member has with
 * 404 USER_NOT_FOUND; any change in a subsidiary (`parent` set) with 409 SUBSIDIARY_OF_SUBSIDIARY.
 * Every change is written to `log`; answers to changes take `delayMs` (default 100 ms).
 */
export function subsidiariesServer(start: { parent?: SubsidiariesResponse['parent']; items?: Subsidiary[]; delayMs?: number } = {}) {
  const parent = start.parent ?? null;
  let items = (start.items ?? subsidiaries).map((s) => ({ ...s }));
  let nextId = 300;
  const delayMs = start.delayMs ?? 100;
  const log: CallLog = [];
  const record = (req: MockRequest) => log.push({ call: `${req.method} ${req.path}${req.query.size ? `?${req.query.toString()}` : ''}`, body: req.body });
  const taken = (name: string, except?: number) =>
    [ROOT_COMMUNITY.name, ...items.filter((s) => s.id !== except).map((s) => s.name)].some((n) => n.toLocaleLowerCase('ru') === name.trim().toLocaleLowerCase('ru'));
  const byName = () => [...items].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meAdmin,
    'GET /api/subsidiaries': (): SubsidiariesResponse => ({ parent, items: parent ? [] : byName() }),
    'POST /api/subsidiaries': (req: MockRequest) => {
      record(req);
      const body = req.body as { name: string; adminId?: number; copyBranding?: boolean };
      if (parent) return errorReply('SUBSIDIARY_OF_SUBSIDIARY', 409);
      if (taken(body.name)) return nameTaken();
      const admin = body.adminId === undefined ? meAdmin.id : body.adminId;
      const chosen = users.find((u) => u.id === admin);
      if (!chosen) return errorReply('USER_NOT_FOUND', 404);
      const admins = [users[0]!, ...(chosen.id === users[0]!.id ? [] : [chosen])];
      const created: Subsidiary = {
        id: nextId++,
        name: body.name,
        photo: null,
        members: admins.length,
        admins,
        isMember: true,
        sharedKey: `ROMASHKA-NEW-${nextId}`,
        createdAt: '2026-03-10T09:00:00.000Z',
      };
      items = [...items, created];
      return reply(201, created, delayMs);
    },
    'PATCH /api/subsidiaries': (req: MockRequest) => {
      record(req);
      const id = Number(req.query.get('id'));
      const name = (req.body as { name: string }).name;
      const found = items.find((s) => s.id === id);
      if (!found) return errorReply('NOT_FOUND', 404);
      if (taken(name, id)) return nameTaken();
      const saved = { ...found, name };
      items = items.map((s) => (s.id === id ? saved : s));
      return reply(200, saved, delayMs);
    },
  };
  return { handlers, log };
}
