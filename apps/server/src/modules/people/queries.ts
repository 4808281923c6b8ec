/**
 * Writes and reads of the structure of a community (SPEC §3 Employee 'division', 'job title'; §7
 * 'departments', 'departments tree'): its divisions, and a member's place in them.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { divisions } from './schema.ts';

/** A division to create, with the divisions under it (any depth). */
export interface DivisionTree {
  name: string;
  children?: DivisionTree[];
}

/** A division of the flat list {@link listDivisions} returns: `parentId` null at the top. */
export interface DivisionRow {
  id: number;
  parentId: number | null;
  name: string;
}

/**
 * Creates `trees` in `organizationId` under `parentId` (null: at the top), parents before their
 * children, and returns the new ids by path: the names from the top joined with '/'
 * (`'Продажи/Северо-Запад'`), below `parentId` when one is given. A parent of another organization
 * is refused by the database (`divisions_parent_same_org_fk`); so is a blank name or one over
 * DIVISION_NAME_MAX_LENGTH characters (`divisions_name_ck`).
 */
export async function createDivisions(
  db: Executor,
  organizationId: number,
  trees: readonly DivisionTree[],
  parentId: number | null = null,
  prefix = '',
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const tree of trees) {
    const [row] = await db.insert(divisions).values({ organizationId, parentId, name: tree.name.trim() }).returning({ id: divisions.id });
    if (!row) throw new Error('division insert failed');
    const path = `${prefix}${tree.name.trim()}`;
    ids.set(path, row.id);
    const below = await createDivisions(db, organizationId, tree.children ?? [], row.id, `${path}/`);
    for (const [p, id] of below) ids.set(p, id);
  }
  return ids;
}

/**
 * Every division of `organizationId`, flat, by name within each parent (the top first): the
 * departments tree of SPEC §7 is built from `parentId`. One query through `divisions_org_parent_idx`.
 */
export async function listDivisions(db: Executor, organizationId: number): Promise<DivisionRow[]> {
  return queryRows<DivisionRow>(
    db,
    sql`select id, parent_id as "parentId", name from divisions
        where organization_id = ${organizationId}
        order by parent_id nulls first, name, id`,
  );
}

/**
 * Sets where `userId` works in `organizationId` (SPEC §3 Employee 'division', 'job title'): the
 * division (null: none) and the job title (trimmed; empty or null: none; at most
 * JOB_TITLE_MAX_LENGTH characters, else the database refuses it). Only that membership changes; in
 * their other communities the person keeps their own. Throws AppError NOT_FOUND when the user is
 * not a member of `organizationId` or the division is not one of its own, and writes nothing then.
 */
export async function setMemberPosition(
  db: Executor,
  p: { organizationId: number; userId: number; divisionId: number | null; jobTitle: string | null },
): Promise<void> {
  const jobTitle = p.jobTitle?.trim() || null;
  const division =
    p.divisionId === null ? sql`true` : sql`exists (select 1 from divisions d where d.id = ${p.divisionId} and d.organization_id = ${p.organizationId})`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update memberships set division_id = ${p.divisionId}, job_title = ${jobTitle}
        where organization_id = ${p.organizationId} and user_id = ${p.userId} and ${division}
        returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such member or division in this organization');
}
