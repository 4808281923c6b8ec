/**
 * Creating and renaming subsidiaries (SPEC §2 Organization settings 'structure … subsidiaries';
 * docs/decisions/0027). A subsidiary is a community of its own made by an admin of a root: it takes
 * the root's settings and values (and, when asked, its colours and logos), its first
 * administrators are the creator and the member they name, and it starts in step with the root's
 * active period.
 */
import { sql } from 'drizzle-orm';
import type { CreateSubsidiaryBody, Subsidiary, UpdateSubsidiaryBody } from '@gratia/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { activeMembership } from '../people/index.ts';
import { startInStepWith, type PeriodJobs } from '../periods/index.ts';
import { checkCommunityNameFree, communityNameRace, newSharedKey } from '../organization/index.ts';
import { addFirstAdmins } from '../roles/index.ts';
import { getSubsidiary } from './queries.ts';

/** Who acts: an admin of `organizationId` (the route checks the role). */
export interface Caller {
  userId: number;
  organizationId: number;
}

/**
 * POST /api/subsidiaries: creates a subsidiary of the caller's organization and returns it as the
 * list shows it. 409 SUBSIDIARY_OF_SUBSIDIARY when the caller's organization is itself a
 * subsidiary; 404 USER_NOT_FOUND when `adminId` is not an active member of it; 409
 * ORGANIZATION_NAME_TAKEN (`details.field` 'name'). The organization, its values, its two first members and
 * their 'A' grants (with the roles log) are written in one transaction; the period mirroring the
 * root's active one follows it (its activation credits both members' accrual); `now` is the
 * moment it is judged at (the seed's back-dated demo).
 */
export async function createSubsidiary(db: Db, caller: Caller, body: CreateSubsidiaryBody, jobs?: PeriodJobs, now = new Date()): Promise<Subsidiary> {
  const root = caller.organizationId;
  const adminId = body.adminId ?? caller.userId;
  const name = body.name.trim();
  let id: number;
  try {
    id = await withTxRetry(db, async (tx) => {
      const [rootRow] = await queryRows<{ parent_id: number | null }>(tx, sql`select parent_id from organizations where id = ${root} for no key update`);
      if (!rootRow) throw new AppError('NOT_FOUND', 'No such organization');
      if (rootRow.parent_id !== null) throw new AppError('SUBSIDIARY_OF_SUBSIDIARY', 'A subsidiary cannot have subsidiaries');
      const [admin] = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from memberships m where m.organization_id = ${root} and m.user_id = ${adminId} and ${activeMembership('m')}`,
      );
      if (!admin) throw new AppError('USER_NOT_FOUND', 'User is not found');
      await checkCommunityNameFree(tx, { rootId: root }, name, null);
      const copyBranding = body.copyBranding ?? true;
      const [created] = await queryRows<{ id: number }>(
        tx,
        sql`insert into organizations (name, parent_id, shared_key, bonus_name, colors_json, photo, photo2, max_transfer,
                                       transaction_cancel_time, bot_command_lifetime, message_lifetime, hide_balances,
                                       hide_market, anonymity_allowed, approval_threshold)
            select ${name}, id, ${newSharedKey()}, bonus_name,
                   ${copyBranding ? sql`colors_json, photo, photo2` : sql`'{}'::jsonb, null, null`},
                   max_transfer, transaction_cancel_time, bot_command_lifetime, message_lifetime, hide_balances,
                   hide_market, anonymity_allowed, approval_threshold
            from organizations where id = ${root}
            returning id`,
      );
      if (!created) throw new Error('organization insert returned nothing');
      const sub = Number(created.id);
      await tx.execute(
        sql`insert into company_values (organization_id, name, description)
            select ${sub}, name, description from company_values where organization_id = ${root} order by id`,
      );
      await addFirstAdmins(tx, sub, caller.userId, [caller.userId, adminId]);
      return sub;
    });
  } catch (err) {
    throw communityNameRace(err);
  }
  await startInStepWith(db, id, root, jobs, now);
  return getSubsidiary(db, root, id, caller.userId);
}

/** PATCH /api/subsidiaries?id=: renames subsidiary `id` of the caller's organization. 404 NOT_FOUND for another root's; 409 ORGANIZATION_NAME_TAKEN. */
export async function renameSubsidiary(db: Db, caller: Caller, id: number, body: UpdateSubsidiaryBody): Promise<Subsidiary> {
  const name = body.name.trim();
  try {
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select id from organizations where id = ${id} and parent_id = ${caller.organizationId} for no key update`,
      );
      if (!row) throw new AppError('NOT_FOUND', 'No such subsidiary');
      await checkCommunityNameFree(tx, { rootId: caller.organizationId }, name, id);
      await tx.execute(sql`update organizations set name = ${name} where id = ${id}`);
    });
  } catch (err) {
    throw communityNameRace(err);
  }
  return getSubsidiary(db, caller.organizationId, id, caller.userId);
}
