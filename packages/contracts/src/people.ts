/**
 * People of a community (SPEC §1 participants directory, profile; §2 /employees, /profile,
 * /other_profile/{id}, Organization settings 'structure'; §3 Employee; §4 Employee fire, block,
 * move; §5 employee and profile rules; §7 profile, departments, employees, colleagues): the
 * directory, profiles with their visibility, the divisions tree and the admins' employee table.
 * Decisions: docs/decisions/0020-people-directory-profiles-structure.md.
 */
import { z } from 'zod';
import { CalendarDate, Cursor, Id, IdParam, IntParam, IsoDate, PointsTotal, SafeText, Timestamp, typeError } from './common.ts';
import { ImageId } from './media.ts';
import {
  BIRTHDAYS_MAX_DAYS,
  EMAIL_MAX_LENGTH,
  EMPLOYEE_SORTS,
  EMPLOYEE_STATES,
  EMPLOYEE_STATUSES,
  GENDERS,
  LOCATION_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  VISIBILITY_FIELDS,
} from './peopleValues.ts';
import { DIVISION_NAME_MAX_LENGTH, DivisionRef, JOB_TITLE_MAX_LENGTH, UserSummary } from './profile.ts';

export const EmployeeStatus = z.enum(EMPLOYEE_STATUSES, { message: 'validation.invalid' });
export type EmployeeStatus = z.infer<typeof EmployeeStatus>;

export const Gender = z.enum(GENDERS, { message: 'validation.invalid' });
export type Gender = z.infer<typeof Gender>;

export const VisibilityField = z.enum(VISIBILITY_FIELDS, { message: 'validation.invalid' });
export type VisibilityField = z.infer<typeof VisibilityField>;

/** An e-mail address: trimmed, one '@' with text on both sides and a dot in the domain; else `validation.email`. */
export const Email = z
  .string({ error: typeError('validation.email') })
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: 'validation.tooLong' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'validation.email' });

/** A phone number: digits with an optional leading '+', spaces, dashes and brackets, 5 … 32 characters; else `validation.phone`. */
export const Phone = z
  .string({ error: typeError('validation.phone') })
  .trim()
  .max(PHONE_MAX_LENGTH, { message: 'validation.tooLong' })
  .regex(/^\+?[0-9 ()-]{5,}$/, { message: 'validation.phone' });

/** A Telegram nickname: 5 … 32 letters, digits or '_', a leading '@' dropped; else `validation.telegramName`. */
export const TelegramName = z
  .string({ error: typeError('validation.telegramName') })
  .trim()
  .transform((s) => s.replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, { message: 'validation.telegramName' }));

/** A Telegram user id: 1 … 20 digits; else `validation.telegramId`. */
export const TelegramId = z
  .string({ error: typeError('validation.telegramId') })
  .trim()
  .regex(/^[1-9][0-9]{0,19}$/, { message: 'validation.telegramId' });

/** An optional text field of a form: `null` or an empty string clears it. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

/**
 * The state of a member in an organization, for the admins' table and the profile's badge:
 * `active`; `fired` (fire date today or earlier, UTC); `blocked` (by an admin; wins over fired).
 * Fired and blocked members cannot sign in to this community, be thanked or be picked.
 */
export const EmployeeState = z.enum(EMPLOYEE_STATES);
export type EmployeeState = z.infer<typeof EmployeeState>;

/** Birthday as others may see it: day and month always, the year only when it is not hidden. */
export const Birthday = z.object({
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
  year: z.number().int().nullable(),
});
export type Birthday = z.infer<typeof Birthday>;

/**
 * A row of the participants directory (SPEC §2 /employees): the colleague as pickers show them,
 * with their status. Hidden name parts come as '' and a hidden Telegram nickname as null.
 */
export const DirectoryEntry = UserSummary.extend({
  jobTitle: z.string().nullable(),
  division: DivisionRef.nullable(),
  status: EmployeeStatus,
  /** True when the person is fired (only listed with `status=fired`). */
  fired: z.boolean(),
}).meta({ id: 'DirectoryEntry' });
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

/** Status filter of the directory: a work status, or `fired` (fired as of today, SPEC §7.3 'dismissed'). */
export const DirectoryStatusFilter = z.enum([...EMPLOYEE_STATUSES, 'fired'], { message: 'validation.invalid' });
export type DirectoryStatusFilter = z.infer<typeof DirectoryStatusFilter>;

/**
 * GET /api/employees — the participants directory (SPEC §2 'Participants list with status
 * filter'): active members of the caller's organization (fired ones only with `status=fired`,
 * blocked ones never), by surname then first name. `q` matches any part (infix, case-insensitive)
 * of a visible first name, surname, middle name, nickname or Telegram nickname, every word of it;
 * `divisionId` keeps that division and all divisions under it. Cursor-paged.
 */
export const DirectoryQuery = z.object({
  q: SafeText(100, { min: 0 }).default(''),
  /** Comma-separated statuses, any of them (e.g. `office,remotely`). */
  status: z
    .string({ error: typeError('validation.invalid') })
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(DirectoryStatusFilter).max(7, { message: 'validation.tooMany' }))
    .optional(),
  divisionId: IdParam.optional(),
  cursor: Cursor.optional(),
  /** 1 … 100, default 50. */
  limit: IntParam(1, 100).default(50),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;
/** A page of the directory; `total` counts every match (for "N participants"). */
export const DirectoryPage = z.object({ items: z.array(DirectoryEntry), nextCursor: z.string().nullable(), total: z.number().int().nonnegative() });
export type DirectoryPage = z.infer<typeof DirectoryPage>;

/**
 * A person's profile (SPEC §1 profile, §2 /profile and /other_profile/{id}, §3 Employee, §7.2):
 * names, contacts, where they work, dates, status and the received-thanks summary. For anyone but
 * the person, hidden fields ({@link VISIBILITY_FIELDS}) come as null and `hiddenFields` is empty;
 * the person themself gets every field and their `hiddenFields`.
 */
export const PersonProfile = z
  .object({
    id: Id,
    /** True when this is the caller's own profile. */
    isSelf: z.boolean(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    middleName: z.string().nullable(),
    nickname: z.string().nullable(),
    tgName: z.string().nullable(),
    tgId: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    photo: z.string().nullable(),
    gender: Gender.nullable(),
    status: EmployeeStatus,
    state: EmployeeState,
    jobTitle: z.string().nullable(),
    /** The division and its parents, root first; empty when none is set. */
    divisionPath: z.array(DivisionRef),
    location: z.string().nullable(),
    hiredOn: IsoDate.nullable(),
    birthday: Birthday.nullable(),
    firedOn: IsoDate.nullable(),
    language: z.enum(['ru', 'en']).nullable(),
    /** Involvement index 0 … 100 (docs/decisions/0020): how much of the last 90 days the person took part in. */
    involvementIndex: z.number().int().min(0).max(100),
    /** Thanks received: in the current period and since joining (points and count). */
    received: z.object({
      periodPoints: PointsTotal,
      periodCount: z.number().int().nonnegative(),
      totalPoints: PointsTotal,
      totalCount: z.number().int().nonnegative(),
    }),
    /** The caller's own hidden fields (own profile only; empty for anyone else). */
    hiddenFields: z.array(VisibilityField),
  })
  .meta({ id: 'PersonProfile' });
export type PersonProfile = z.infer<typeof PersonProfile>;

/** GET /api/employees/profile?id= — a member of the caller's organization; 404 NOT_FOUND for anyone else (another tenant, blocked, unknown). */
export const PersonIdQuery = z.object({ id: IdParam });
export type PersonIdQuery = z.infer<typeof PersonIdQuery>;

/**
 * PATCH /api/profile — the caller edits their own profile (SPEC §2 profile editing, §5 Profile).
 * Every field is optional; null (or '') clears an optional one. First name and surname cannot be
 * cleared. After the change, a nickname or a Telegram nickname that is not hidden must remain
 * (SPEC §5): else 400 VALIDATION_ERROR on `nickname` with `validation.nicknameOrTelegram`.
 */
export const UpdateOwnProfileBody = z
  .object({
    firstName: SafeText(PERSON_NAME_MAX_LENGTH),
    surname: SafeText(PERSON_NAME_MAX_LENGTH),
    middleName: clearable(SafeText(PERSON_NAME_MAX_LENGTH)),
    nickname: clearable(SafeText(NICKNAME_MAX_LENGTH)),
    gender: Gender.nullable(),
    status: EmployeeStatus,
    phone: clearable(Phone),
    birthDate: clearable(CalendarDate),
    location: clearable(SafeText(LOCATION_MAX_LENGTH)),
    hiddenFields: z.array(VisibilityField).max(VISIBILITY_FIELDS.length, { message: 'validation.tooMany' }),
    /** An image the caller uploaded with purpose `avatar` (cropped on the client); null deletes the photo. */
    photoId: ImageId.nullable(),
  })
  .partial();
export type UpdateOwnProfileBody = z.input<typeof UpdateOwnProfileBody>;

/** A division with its place in the tree and its size (SPEC §7 'departments tree'). */
export const Division = z
  .object({
    id: Id,
    name: z.string(),
    /** Null for a top-level division. */
    parentId: Id.nullable(),
    /** Members in this division itself (not its children), fired and blocked ones excluded. */
    memberCount: z.number().int().nonnegative(),
    /** Divisions directly under it. */
    childCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Division' });
export type Division = z.infer<typeof Division>;
/** GET /api/divisions — every division of the caller's organization, parents before children, siblings by name. */
export const DivisionsResponse = z.object({ items: z.array(Division) });
export type DivisionsResponse = z.infer<typeof DivisionsResponse>;

/** POST /api/divisions (admins) — a new division under `parentId` (null: top level). */
export const CreateDivisionBody = z.object({ name: SafeText(DIVISION_NAME_MAX_LENGTH), parentId: Id.nullable().default(null) });
export type CreateDivisionBody = z.input<typeof CreateDivisionBody>;
/**
 * PATCH /api/divisions?id= (admins) — rename and/or move under another parent (null: top level).
 * Moving under itself or one of its own descendants is 409 DIVISION_CYCLE.
 */
export const UpdateDivisionBody = z.object({ name: SafeText(DIVISION_NAME_MAX_LENGTH), parentId: Id.nullable() }).partial();
export type UpdateDivisionBody = z.input<typeof UpdateDivisionBody>;
/** `?id=` of a division call. */
export const DivisionIdQuery = z.object({ id: IdParam });

/**
 * An employee as the admins' table shows them (SPEC §2 Organization settings 'structure …
 * employees', §3 Employee): every field, hidden ones included (admins keep the records).
 */
export const AdminEmployee = z
  .object({
    id: Id,
    firstName: z.string(),
    surname: z.string(),
    middleName: z.string().nullable(),
    nickname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    tgName: z.string().nullable(),
    tgId: z.string().nullable(),
    photo: z.string().nullable(),
    gender: Gender.nullable(),
    status: EmployeeStatus,
    state: EmployeeState,
    jobTitle: z.string().nullable(),
    division: DivisionRef.nullable(),
    location: z.string().nullable(),
    hiredOn: IsoDate.nullable(),
    birthDate: IsoDate.nullable(),
    firedOn: IsoDate.nullable(),
    blockedAt: Timestamp.nullable(),
    language: z.enum(['ru', 'en']),
  })
  .meta({ id: 'AdminEmployee' });
export type AdminEmployee = z.infer<typeof AdminEmployee>;

export const EmployeeSort = z.enum(EMPLOYEE_SORTS, { message: 'validation.invalid' });
export type EmployeeSort = z.infer<typeof EmployeeSort>;

/**
 * GET /api/admin/employees (admins) — the employee table, paged on the server: `q` as the
 * directory's (every field, hidden ones too), `divisionId` (with its sub-divisions), `status`
 * (work status), `state` (default all), sorted by `sort` (`order` asc|desc; ties by id).
 */
export const AdminEmployeesQuery = z.object({
  q: SafeText(100, { min: 0 }).default(''),
  divisionId: IdParam.optional(),
  status: EmployeeStatus.optional(),
  state: EmployeeState.optional(),
  sort: EmployeeSort.default('name'),
  order: z.enum(['asc', 'desc'], { message: 'validation.invalid' }).default('asc'),
  /** 1-based. */
  page: IntParam(1, 100_000).default(1),
  /** 1 … 100, default 25. */
  pageSize: IntParam(1, 100).default(25),
});
export type AdminEmployeesQuery = z.infer<typeof AdminEmployeesQuery>;
export const AdminEmployeesPage = z.object({ items: z.array(AdminEmployee), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() });
export type AdminEmployeesPage = z.infer<typeof AdminEmployeesPage>;

/** The fields of an employee an admin sets (SPEC §3 Employee). */
const employeeFields = {
  firstName: SafeText(PERSON_NAME_MAX_LENGTH),
  surname: SafeText(PERSON_NAME_MAX_LENGTH),
  middleName: clearable(SafeText(PERSON_NAME_MAX_LENGTH)),
  nickname: clearable(SafeText(NICKNAME_MAX_LENGTH)),
  email: clearable(Email),
  phone: clearable(Phone),
  tgName: clearable(TelegramName),
  tgId: clearable(TelegramId),
  gender: Gender.nullable(),
  status: EmployeeStatus,
  jobTitle: clearable(SafeText(JOB_TITLE_MAX_LENGTH)),
  divisionId: Id.nullable(),
  location: clearable(SafeText(LOCATION_MAX_LENGTH)),
  hiredOn: clearable(CalendarDate),
  birthDate: clearable(CalendarDate),
  language: z.enum(['ru', 'en'], { message: 'validation.invalid' }),
};

/**
 * An employee needs a way to sign in (SPEC §5, DOMAIN §6.3): an e-mail, or a Telegram nickname
 * and id. Else 400 VALIDATION_ERROR on `email` with `validation.signInWay`.
 */
function needsSignInWay(v: { email?: string | null | undefined; tgName?: string | null | undefined; tgId?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (!v.email && !(v.tgName && v.tgId)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.signInWay' });
}

/**
 * POST /api/admin/employees (admins) — hire: a new member of the caller's organization. A person
 * whose e-mail (or Telegram nickname) already has an account joins with it; 409 EMPLOYEE_EXISTS
 * when they are already a member; 409 CONTACT_TAKEN when the e-mail and Telegram nickname name
 * two different accounts.
 */
export const CreateEmployeeBody = z
  .object({
    ...employeeFields,
    middleName: employeeFields.middleName.default(null),
    nickname: employeeFields.nickname.default(null),
    email: employeeFields.email.default(null),
    phone: employeeFields.phone.default(null),
    tgName: employeeFields.tgName.default(null),
    tgId: employeeFields.tgId.default(null),
    gender: employeeFields.gender.default(null),
    status: employeeFields.status.default('none'),
    jobTitle: employeeFields.jobTitle.default(null),
    divisionId: employeeFields.divisionId.default(null),
    location: employeeFields.location.default(null),
    hiredOn: employeeFields.hiredOn.default(null),
    birthDate: employeeFields.birthDate.default(null),
    language: employeeFields.language.default('ru'),
  })
  .superRefine(needsSignInWay);
export type CreateEmployeeBody = z.input<typeof CreateEmployeeBody>;

/**
 * PATCH /api/admin/employees?id= (admins) — edit and move (a new `divisionId`). The sign-in rule
 * holds for the result; 409 CONTACT_TAKEN when the e-mail or Telegram nickname belongs to someone else.
 */
export const UpdateEmployeeBody = z.object(employeeFields).partial();
export type UpdateEmployeeBody = z.input<typeof UpdateEmployeeBody>;
export const EmployeeIdQuery = z.object({ id: IdParam });

/** POST /api/admin/employees/fire?id= (admins) — fire from `firedOn` (SPEC §4); `null` takes the firing back (rehire). */
export const FireEmployeeBody = z.object({ firedOn: CalendarDate.nullable() });
export type FireEmployeeBody = z.input<typeof FireEmployeeBody>;
/** POST /api/admin/employees/block?id= (admins) — block or unblock (SPEC §4). An admin cannot block or fire themself (409 SELF_ACTION). */
export const BlockEmployeeBody = z.object({ blocked: z.boolean({ error: typeError('validation.invalid') }) });
export type BlockEmployeeBody = z.input<typeof BlockEmployeeBody>;

/**
 * GET /api/employees/birthdays?from=&to= — birthdays of active members of the caller's
 * organization falling on `from` … `to` (inclusive, at most {@link BIRTHDAYS_MAX_DAYS} days; a
 * range may cross the new year), for the main page's calendar and range (SPEC §1 main page
 * 'birthdays (calendar and range)'). A hidden birth date leaves the person out; a hidden birth
 * year answers `year` null. 29 February birthdays fall on 28 February in other years.
 */
export const BirthdaysQuery = z.object({ from: CalendarDate, to: CalendarDate }).superRefine((q, ctx) => {
  const days = Math.round((Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000);
  // Either end may be the wrong one: both are named.
  if (days < 0) for (const path of ['from', 'to']) ctx.addIssue({ code: 'custom', path: [path], message: 'validation.invalid' });
  else if (days >= BIRTHDAYS_MAX_DAYS) for (const path of ['from', 'to']) ctx.addIssue({ code: 'custom', path: [path], message: 'validation.tooBig' });
});
export type BirthdaysQuery = z.infer<typeof BirthdaysQuery>;

/** A birthday in the range: the person as others see them, the day it falls on, and the birth year when shown. */
export const BirthdayEntry = z
  .object({
    person: UserSummary,
    /** The day it falls on within the range, `YYYY-MM-DD`. */
    date: IsoDate,
    /** The birth year; null when hidden. */
    year: z.number().int().nullable(),
    jobTitle: z.string().nullable(),
  })
  .meta({ id: 'BirthdayEntry' });
export type BirthdayEntry = z.infer<typeof BirthdayEntry>;
/** Birthdays by date, then surname and first name. */
export const BirthdaysResponse = z.object({ items: z.array(BirthdayEntry) });
export type BirthdaysResponse = z.infer<typeof BirthdaysResponse>;

/**
 * The columns of the employee file (SPEC §2 Organization settings 'structure … employees', §3
 * Employee; docs/decisions/0024), in the order the export writes them. Headers are accepted in
 * Russian or English (see the server's employee file module); `division` is a path from the top
 * ("Продукт / Разработка"), dates are DD-MM-YYYY or real spreadsheet dates.
 */
export const EMPLOYEE_FILE_COLUMNS = [
  'surname',
  'firstName',
  'middleName',
  'nickname',
  'email',
  'phone',
  'tgName',
  'tgId',
  'jobTitle',
  'division',
  'location',
  'status',
  'hiredOn',
  'birthDate',
  'gender',
  'language',
] as const;
/** One of {@link EMPLOYEE_FILE_COLUMNS}. */
export type EmployeeFileColumnName = (typeof EMPLOYEE_FILE_COLUMNS)[number];
/** Columns an employee file must have. */
export const EMPLOYEE_FILE_REQUIRED_COLUMNS = ['surname', 'firstName'] as const satisfies readonly EmployeeFileColumnName[];
/** Largest employee file the import reads, bytes (5 MiB; else 413 PAYLOAD_TOO_LARGE with `details.maxBytes`). */
export const EMPLOYEE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows an employee file may hold (else 422 TOO_MANY_ROWS with `details.maxRows`). */
export const EMPLOYEE_FILE_MAX_ROWS = 5000;
/** Most employees one export writes (else 422 TOO_MANY_ROWS: narrow the filters). */
export const EMPLOYEE_EXPORT_MAX_ROWS = 20_000;
/**
 * The messages of an import row that are not a schema's own (`validation.*` keys of the features'
 * `common` namespace, translated in ru and en): a contact that appears in two rows of the file, a
 * contact that belongs to another person, a division name that names several divisions.
 */
export const EMPLOYEE_IMPORT_MESSAGES = ['validation.duplicateInFile', 'validation.contactTaken', 'validation.divisionAmbiguous'] as const;

/** A column of the employee file (see {@link EMPLOYEE_FILE_COLUMNS}); also the `field` of an import row's problem. */
export const EmployeeFileColumn = z.enum(EMPLOYEE_FILE_COLUMNS);
export type EmployeeFileColumn = z.infer<typeof EmployeeFileColumn>;

/**
 * A problem of one cell of an import row: the column, a `validation.*` key (contracts'
 * VALIDATION_MESSAGES or {@link EMPLOYEE_IMPORT_MESSAGES}) and, for `validation.tooLong`, the
 * longest length allowed (`maximum`, characters: the message's `{{max}}`).
 */
export const EmployeeImportIssue = z.object({ field: EmployeeFileColumn, message: z.string(), maximum: z.number().int().optional() });
export type EmployeeImportIssue = z.infer<typeof EmployeeImportIssue>;

/** What the import does with a row: hire (`create`; an account found by e-mail or Telegram joins), edit a member (`update`), or nothing (`unchanged`: every cell equals the record). */
export const EmployeeImportAction = z.enum(['create', 'update', 'unchanged']);
export type EmployeeImportAction = z.infer<typeof EmployeeImportAction>;

/**
 * One data row of an employee file as the preview reads it: `line` is its row number in the file
 * (the header is row 1), `values` the cells as text (dates as DD-MM-YYYY, empty cells left out),
 * `employeeId` the member it updates (null for a hire), `errors` empty when it can be imported.
 */
export const EmployeeImportRow = z
  .object({
    line: z.number().int().positive(),
    values: z.partialRecord(EmployeeFileColumn, z.string()),
    action: EmployeeImportAction,
    employeeId: Id.nullable(),
    errors: z.array(EmployeeImportIssue),
  })
  .meta({ id: 'EmployeeImportRow' });
export type EmployeeImportRow = z.infer<typeof EmployeeImportRow>;

/** Counts of a preview: data rows, rows to hire, to update, unchanged, and rows with errors (counted once each, whatever their action). */
export const EmployeeImportTotals = z.object({
  rows: z.number().int().nonnegative(),
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
});
export type EmployeeImportTotals = z.infer<typeof EmployeeImportTotals>;

/**
 * POST /api/admin/employees/import/preview (admins; multipart, one part `file`: .xlsx or .csv) —
 * what the import would do, writing nothing: the columns found (in the file's order), every data
 * row, the totals and the divisions the import would create (paths "Продукт / Разработка").
 */
export const EmployeeImportPreview = z
  .object({
    columns: z.array(EmployeeFileColumn),
    rows: z.array(EmployeeImportRow),
    totals: EmployeeImportTotals,
    newDivisions: z.array(z.string()),
  })
  .meta({ id: 'EmployeeImportPreview' });
export type EmployeeImportPreview = z.infer<typeof EmployeeImportPreview>;

/**
 * POST /api/admin/employees/import (admins; the same file again) — all or nothing: with any row in
 * error, 422 IMPORT_ROWS_INVALID (`details.rows`: the rows with errors, `details.totals`) and
 * nothing written; else every row hired or updated in one transaction, and these counts.
 */
export const EmployeeImportResult = z
  .object({
    created: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    divisionsCreated: z.number().int().nonnegative(),
  })
  .meta({ id: 'EmployeeImportResult' });
export type EmployeeImportResult = z.infer<typeof EmployeeImportResult>;

/** Language of the headers and of the status, gender and language labels of an employee file; default the caller's. */
const FileLanguage = z.enum(['ru', 'en'], { message: 'validation.invalid' });

/**
 * GET /api/admin/employees/export (admins) — the employee table as an .xlsx file: the table's
 * search, filters and sort (no pages), at most {@link EMPLOYEE_EXPORT_MAX_ROWS} rows, every
 * field (hidden ones too: admins keep the records), headers and labels in `lang`.
 */
export const EmployeesExportQuery = AdminEmployeesQuery.omit({ page: true, pageSize: true }).extend({ lang: FileLanguage.optional() });
export type EmployeesExportQuery = z.infer<typeof EmployeesExportQuery>;

/** GET /api/admin/employees/import/template (admins) — an .xlsx file with the header row only, in `lang`. */
export const EmployeeFileTemplateQuery = z.object({ lang: FileLanguage.optional() });
export type EmployeeFileTemplateQuery = z.infer<typeof EmployeeFileTemplateQuery>;
