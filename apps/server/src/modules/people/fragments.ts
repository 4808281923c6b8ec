/**
 * SQL pieces the people queries share (docs/decisions/0020): a member's state, search words and
 * patterns, the divisions under a division, and the caller of a people route. The module names
 * the users module's tables (`users`, `profiles`, `memberships`) in SQL only: that module's schema
 * references this one's `divisions`, so importing it back would make a cycle.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { EmployeeState } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/** Who calls a people route: the user and their current organization. */
export interface Caller {
  organizationId: number;
  userId: number;
}

/** True (SQL) when the membership `m` (a table alias) is fired as of today: a fire date of today or earlier (UTC, the database's `current_date`). */
export const isFired = (m: string): SQL => sql.raw(`(${m}.fired_on is not null and ${m}.fired_on <= current_date)`);

/** True (SQL) when the membership `m` is active: not blocked, not fired as of today (decision 0020). */
export const isActive = (m: string): SQL => sql.raw(`(${m}.blocked_at is null and (${m}.fired_on is null or ${m}.fired_on > current_date))`);

/** The {@link EmployeeState} (SQL text) of the membership `m`: blocked wins over fired. */
export const stateOf = (m: string): SQL =>
  sql.raw(`(case when ${m}.blocked_at is not null then 'blocked' when ${m}.fired_on <= current_date then 'fired' else 'active' end)`);

/** Rows of `memberships m` in `state`. */
export function inState(m: string, state: EmployeeState): SQL {
  if (state === 'blocked') return sql.raw(`${m}.blocked_at is not null`);
  return state === 'fired' ? sql`(${sql.raw(`${m}.blocked_at is null`)} and ${isFired(m)})` : isActive(m);
}

/** Escapes LIKE wildcards so user input matches literally (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The lower-case words of a search text, a leading '@' of each dropped (a Telegram nickname as typed). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^@/, ''))
    .filter(Boolean);
}

/** The `LIKE` pattern that finds `word` anywhere in a lower-cased column (`'%ван%'`). */
export const infix = (word: string): string => `%${escapeLike(word)}%`;

/**
 * The ids (SQL subquery, one column `id`) of division `divisionId` and every division under it, at
 * any depth. The division must be one of `organizationId` (else the set is empty); its children
 * are of the same organization by the tree's foreign key. Walks `divisions_org_parent_idx`.
 */
export function subtreeOf(organizationId: number, divisionId: number): SQL {
  return sql`(with recursive sub(id) as (
      select id from divisions where id = ${divisionId} and organization_id = ${organizationId}
      union all
      select c.id from divisions c join sub on c.parent_id = sub.id and c.organization_id = ${organizationId}
    ) select id from sub)`;
}

/** 404 NOT_FOUND unless `divisionId` is a division of `organizationId` (another tenant's id is as unknown as a missing one). */
export async function requireDivision(db: Executor, organizationId: number, divisionId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from divisions where id = ${divisionId} and organization_id = ${organizationId}`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such division in this organization');
}

/** A timestamp as the drivers return it (text or Date) in ISO 8601, UTC. */
export const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** A 400 VALIDATION_ERROR about one body field, shaped like the schema's own (contracts' VALIDATION_MESSAGES key). */
export function fieldError(path: string, message: 'validation.nicknameOrTelegram' | 'validation.signInWay', text: string): AppError {
  return new AppError('VALIDATION_ERROR', text, { details: { issues: [{ path, message, location: 'body' }] } });
}
