/**
 * Self-serve onboarding (SPEC §1, §2 /onboarding; DOMAIN §6.6; docs/decisions/0035): a signed-in
 * person with no community creates one and becomes its administrator, or joins one through an
 * invite link while signed in, with decision 0032's counting (the invites module's
 * `admittingInvite` and `countInviteUse`).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { recordReferral } from '../challenges/index.ts';
import { admittingInvite, countInviteUse } from '../invites/index.ts';
import { activeMembership } from '../people/index.ts';
import { checkCommunityNameFree, newSharedKey, organizations } from '../organization/index.ts';
import { addFirstAdmins } from '../roles/index.ts';
import { onMemberJoined } from '../periods/index.ts';

/**
 * Makes a root community named `name` (trimmed) in the caller's transaction `tx`, with the
 * defaults of the `organizations` table (bonus name, the default colours — `colors_json` empty —
 * and settings) and a fresh community key, through the organization module's rules that every
 * creation shares: the name free among root communities in any case (409 ORGANIZATION_NAME_TAKEN,
 * `details.field` 'name'; the roots' advisory lock decides a race), and `creatorId` its first
 * member and administrator (role 'A', with the roles log's line). It becomes their current
 * community. Returns its id. Periods are the admins' to create (the onboarding's next step).
 */
export async function createOwnCommunity(tx: Executor, name: string, creatorId: number): Promise<number> {
  const trimmed = name.trim();
  await checkCommunityNameFree(tx, 'roots', trimmed, null);
  // Every other column takes the table's defaults, as any new community's.
  const [created] = await tx.insert(organizations).values({ name: trimmed, sharedKey: newSharedKey() }).returning({ id: organizations.id });
  if (!created) throw new Error('organization insert returned nothing');
  await addFirstAdmins(tx, created.id, creatorId, [creatorId]);
  await tx.execute(sql`update users set current_organization_id = ${created.id} where id = ${creatorId}`);
  return created.id;
}

/**
 * POST /api/onboarding/community: `userId` creates community `name` ({@link createOwnCommunity}).
 * 409 ALREADY_IN_COMMUNITY when they are an active member of any community (self-serve creation is
 * the way in for newcomers; it also makes a repeated submit harmless). Returns the community's id.
 */
export async function createCommunity(db: Db, userId: number, name: string): Promise<number> {
  return withTxRetry(db, async (tx) => {
    // One creation of a person at a time, so two parallel submits make one community.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const member = await queryRows<{ one: number }>(tx, sql`select 1 as one from memberships m where m.user_id = ${userId} and ${activeMembership('m')} limit 1`);
    if (member.length > 0) throw new AppError('ALREADY_IN_COMMUNITY', 'You are already a member of a community');
    return createOwnCommunity(tx, name, userId);
  });
}

/**
 * POST /api/onboarding/join: signed-in `userId` joins the community of the invite link `token`
 * (docs/decisions/0032's rules, without a sign-in): a link that does not admit is refused first
 * (404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED, INVITE_USED_UP, INVITE_REVOKED); someone fired or
 * blocked there is 403 MEMBERSHIP_SUSPENDED; a member already there only switches to it (no use
 * counted). A newcomer's membership, the use (counted after the membership row is in, by the
 * invites module's conditional update, so a race for the last use admits one and the others'
 * transactions roll back), their division and the period's accrual are one transaction. The
 * community becomes current. Returns its id.
 */
export async function joinCommunity(db: Db, userId: number, token: string): Promise<number> {
  const invite = await admittingInvite(db, token);
  const organizationId = invite.organizationId;
  return withTxRetry(db, async (tx) => {
    const [existing] = await queryRows<{ active: boolean }>(
      tx,
      sql`select ${activeMembership('m')} as active from memberships m where m.organization_id = ${organizationId} and m.user_id = ${userId}`,
    );
    if (existing && !existing.active) throw new AppError('MEMBERSHIP_SUSPENDED', 'Your participation in the project is suspended');
    if (!existing) {
      const [joined] = await queryRows<{ id: number }>(
        tx,
        sql`insert into memberships (organization_id, user_id) values (${organizationId}, ${userId}) on conflict do nothing returning id`,
      );
      if (joined) {
        const { divisionId } = await countInviteUse(tx, invite.id);
        if (divisionId !== null) await tx.execute(sql`update memberships set division_id = ${divisionId} where id = ${Number(joined.id)}`);
        // A personal link of a referral challenge counts this newcomer for its owner (docs/decisions/0045).
        await recordReferral(tx, invite.id, userId);
        await onMemberJoined(tx, organizationId, userId);
      }
    }
    await tx.execute(sql`update users set current_organization_id = ${organizationId} where id = ${userId}`);
    return organizationId;
  });
}
