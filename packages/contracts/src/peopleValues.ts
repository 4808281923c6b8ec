/**
 * The plain values of the people area (docs/decisions/0020), without zod: the app's widgets read
 * them on screens that load no schema (people.ts builds its schemas on them).
 */
/** Work statuses of an employee (SPEC §3 Employee 'status'); 'none' = not given. */
export const EMPLOYEE_STATUSES = ['office', 'remotely', 'vacation', 'illness', 'working', 'none'] as const;

/** Genders of SPEC §3 Employee. */
export const GENDERS = ['male', 'female'] as const;

/**
 * Fields a person may hide from everyone else (SPEC §5 Profile): surname, name, middle name,
 * Telegram nick and id, e-mail, phone, start (hire) date, birth date and birth year. Hiding
 * `birthDate` hides the whole date (and the person from birthday lists); hiding `birthYear` keeps
 * day and month. The server leaves hidden fields out of every answer about this person to anyone
 * else — profile, directory, search, feed, history, birthdays, exports — and does not match them in
 * searches. Admins of the organization see them in the employee table (they keep the records).
 */
export const VISIBILITY_FIELDS = ['surname', 'firstName', 'middleName', 'tgName', 'tgId', 'email', 'phone', 'hiredOn', 'birthDate', 'birthYear'] as const;

/** Longest first name, surname or middle name, characters. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Longest nickname, characters. */
export const NICKNAME_MAX_LENGTH = 50;
/** Longest phone number as typed, characters. */
export const PHONE_MAX_LENGTH = 32;
/** Longest location, characters. */
export const LOCATION_MAX_LENGTH = 100;
/** Longest e-mail address, characters (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** States of a member in an organization (see `EmployeeState` in people.ts). */
export const EMPLOYEE_STATES = ['active', 'fired', 'blocked'] as const;

/** Sort keys of the employee table. */
export const EMPLOYEE_SORTS = ['name', 'division', 'jobTitle', 'status', 'hiredOn'] as const;

/** Longest range of the birthdays call, days. */
export const BIRTHDAYS_MAX_DAYS = 366;
