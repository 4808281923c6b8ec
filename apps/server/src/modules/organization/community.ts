/**
 * What every way of creating a community shares (a root's subsidiary, docs/decisions/0027; a root
 * community by the global admin, docs/decisions/0034): the name rule — unique, in any case, among a
 * root and its subsidiaries, and among the root communities — a fresh invite key, and the first
 * administrators joining with role 'A' and their line in the roles log.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { AppError } from '../../http/errors.ts';

/** 409 ORGANIZATION_NAME_TAKEN on `name` (`details.field`). */
export const communityNameTaken = () => new AppError('ORGANIZATION_NAME_TAKEN', 'A community with this name already exists', { details: { field: 'name' } });

/**
 * Where a name must be free: `{ rootId }` — root `rootId` and its subsidiaries (a subsidiary's name);
 * `'roots'` — every root community (a new root's name).
 */
export type NameScope = { rootId: number } | 'roots';

/**
 * Advisory-lock key taken by a transaction that creates a root community ('gratia roots'), so two
 * creations with one name cannot both pass {@link checkCommunityNameFree} (roots have no unique index).
 */
const ROOT_NAMES_LOCK = 0x67726174_726f6f74n;

/**
 * 409 ORGANIZATION_NAME_TAKEN when a community of `scope` other than `exceptId` is called `name`
 * (case-insensitive). For `'roots'` it first takes the roots' advisory lock for the rest of `tx`.
 */
export async function checkCommunityNameFree(tx: Executor, scope: NameScope, name: string, exceptId: number | null): Promise<void> {
  if (scope === 'roots') await tx.execute(sql`select pg_advisory_xact_lock(${ROOT_NAMES_LOCK.toString()}::bigint)`);
  const where = scope === 'roots' ? sql`parent_id is null` : sql`(id = ${scope.rootId} or parent_id = ${scope.rootId})`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from organizations
        where ${where} and lower(name) = lower(${name})
          ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}
        limit 1`,
  );
  if (rows.length > 0) throw communityNameTaken();
}

/** The unique index on a root's subsidiary names decides a race between two creations or renames: ORGANIZATION_NAME_TAKEN. */
export function communityNameRace(err: unknown): unknown {
  return sqlState(err) === '23505' && sqlConstraint(err) === 'organizations_parent_name_uq' ? communityNameTaken() : err;
}

/** A fresh invite key: 16 URL-safe characters (96 random bits). */
export const newSharedKey = () => randomBytes(12).toString('base64url');

