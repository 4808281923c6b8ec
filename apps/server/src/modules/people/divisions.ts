/**
 * The divisions tree of a community as its admins edit it (SPEC §2 Organization settings
 * 'structure … divisions', §7 'departments', 'departments tree'; docs/decisions/0020 'Divisions'):
 * the list with each division's size, create, rename and move, delete when empty.
 */
import { sql } from 'drizzle-orm';
import type { Division, UpdateDivisionBody } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { isActive, requireDivision, subtreeOf } from './fragments.ts';

interface DivisionCountRow {
  id: number;
  name: string;
  parent_id: number | null;
  member_count: number;
  child_count: number;
}

/** Divisions of `organizationId` with their sizes; all of them, or only `id`. */
async function divisionRows(db: Executor, organizationId: number, id?: number): Promise<Division[]> {
  const rows = await queryRows<DivisionCountRow>(
    db,
    sql`select d.id, d.name, d.parent_id,
               (select count(*) from memberships m where m.division_id = d.id and m.organization_id = d.organization_id and ${isActive('m')})::int as member_count,
               (select count(*) from divisions c where c.organization_id = d.organization_id and c.parent_id = d.id)::int as child_count
        from divisions d
        where d.organization_id = ${organizationId} ${id === undefined ? sql`` : sql`and d.id = ${id}`}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    memberCount: Number(r.member_count),
    childCount: Number(r.child_count),
  }));
}

/** Sorts a flat list into tree order: each parent before its children, siblings by name (then id). */
function treeOrder(items: Division[]): Division[] {
  const byParent = new Map<number | null, Division[]>();
  for (const d of items) byParent.set(d.parentId, [...(byParent.get(d.parentId) ?? []), d]);
  for (const list of byParent.values()) list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  const out: Division[] = [];
  const visit = (parentId: number | null) => {
    for (const d of byParent.get(parentId) ?? []) {
      out.push(d);
      visit(d.id);
    }
  };
  visit(null);
  return out;
}

/**
 * Every division of `organizationId` (GET /api/divisions): parents before their children, siblings
 * by name, each with `memberCount` (active members in the division itself) and `childCount`
 * (divisions directly under it). Two queries' worth of work: one scan of the organization's
 * divisions with indexed counts (`memberships_division_idx`, `divisions_org_parent_idx`).
 */
export async function listDivisionTree(db: Executor, organizationId: number): Promise<Division[]> {
  return treeOrder(await divisionRows(db, organizationId));
}

/** Division `id` of `organizationId` with its sizes; 404 NOT_FOUND when there is none. */
async function divisionOf(db: Executor, organizationId: number, id: number): Promise<Division> {
  const [row] = await divisionRows(db, organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such division in this organization');
  return row;
}

/**
 * Takes the row locks of every division of `organizationId`, so that two structure edits of one
 * organization run one after the other (two crossing moves could otherwise both pass the cycle check).
 */
async function lockTree(tx: Executor, organizationId: number): Promise<void> {
  await tx.execute(sql`select id from divisions where organization_id = ${organizationId} order by id for update`);
}

/**
 * Creates a division of `organizationId` (POST /api/divisions) named `body.name` (trimmed) under
 * `body.parentId` (null: at the top). 404 NOT_FOUND when the parent is not one of the
 * organization's divisions (another tenant's included).
 */
export async function createDivision(db: Db, organizationId: number, body: { name: string; parentId: number | null }): Promise<Division> {
  try {
    const id = await withTxRetry(db, async (tx) => {
      await lockTree(tx, organizationId);
      if (body.parentId !== null) await requireDivision(tx, organizationId, body.parentId);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into divisions (organization_id, parent_id, name) values (${organizationId}, ${body.parentId}, ${body.name.trim()}) returning id`,
      );
      if (!row) throw new Error('division insert returned nothing');
      return Number(row.id);
    });
    return await divisionOf(db, organizationId, id);
  } catch (err) {
    throw parentGone(err);
  }
}

/** A parent deleted between the check and the insert (`divisions_parent_same_org_fk`) is 404, like a missing one. */
function parentGone(err: unknown): unknown {
  if (sqlState(err) === '23503' && sqlConstraint(err) === 'divisions_parent_same_org_fk') {
    return new AppError('NOT_FOUND', 'No such division in this organization');
  }
  return err;
}

/**
 * Renames and/or moves division `id` of `organizationId` (PATCH /api/divisions?id=): `name`
 * (trimmed) and `parentId` (null: to the top) when given. 404 NOT_FOUND when the division or the
 * new parent is not one of the organization's; 409 DIVISION_CYCLE when the new parent is the
 * division itself or one of its descendants. Nothing given: nothing written.
 */
export async function updateDivision(db: Db, organizationId: number, id: number, body: UpdateDivisionBody): Promise<Division> {
  try {
    await withTxRetry(db, async (tx) => {
      await lockTree(tx, organizationId);
      await requireDivision(tx, organizationId, id);
      const parentId = body.parentId;
      if (parentId !== undefined && parentId !== null) {
        await requireDivision(tx, organizationId, parentId);
        const inside = await queryRows<{ id: number }>(tx, sql`select id from ${subtreeOf(organizationId, id)} s where s.id = ${parentId}`);
        if (inside.length > 0) throw new AppError('DIVISION_CYCLE', 'A division cannot be moved under itself or one of its sub-divisions');
      }
      const set = [
        ...(body.name !== undefined ? [sql`name = ${body.name.trim()}`] : []),
        ...(parentId !== undefined ? [sql`parent_id = ${parentId}`] : []),
      ];
      if (set.length > 0) await tx.execute(sql`update divisions set ${sql.join(set, sql`, `)} where id = ${id} and organization_id = ${organizationId}`);
    });
  } catch (err) {
    throw parentGone(err);
  }
  return divisionOf(db, organizationId, id);
}

/**
 * Deletes division `id` of `organizationId` (DELETE /api/divisions?id=) when nothing is in it: 409
 * DIVISION_NOT_EMPTY with `details.members` (members whose division it is, fired and blocked ones
 * included: their records point at it) and `details.children` (divisions directly under it) when
 * either is not zero; 404 NOT_FOUND when it is not one of the organization's.
 */
export async function deleteDivision(db: Db, organizationId: number, id: number): Promise<void> {
  try {
    await withTxRetry(db, async (tx) => {
      await lockTree(tx, organizationId);
      await requireDivision(tx, organizationId, id);
      const { members, children } = await contentsOf(tx, organizationId, id);
      if (members > 0 || children > 0) throw notEmpty(members, children);
      await tx.execute(sql`delete from divisions where id = ${id} and organization_id = ${organizationId}`);
    });
  } catch (err) {
    // A member moved into it while it was being deleted (memberships_division_same_org_fk).
    if (sqlState(err) !== '23503') throw err;
    const { members, children } = await contentsOf(db, organizationId, id);
    throw notEmpty(members, children);
  }
}

/** Members whose division `id` is (fired and blocked ones included) and divisions directly under it. */
async function contentsOf(db: Executor, organizationId: number, id: number): Promise<{ members: number; children: number }> {
  const [sizes] = await queryRows<{ members: number; children: number }>(
    db,
    sql`select (select count(*) from memberships m where m.division_id = ${id} and m.organization_id = ${organizationId})::int as members,
               (select count(*) from divisions c where c.parent_id = ${id} and c.organization_id = ${organizationId})::int as children`,
  );
  return { members: Number(sizes?.members ?? 0), children: Number(sizes?.children ?? 0) };
}

const notEmpty = (members: number, children: number) =>
  new AppError('DIVISION_NOT_EMPTY', 'The division still has members or sub-divisions', { details: { members, children } });
