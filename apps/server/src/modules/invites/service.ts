/**
 * Making, revoking and using invite links (SPEC §2 /community/invite; docs/decisions/0032). An
 * admin makes a link for their community (an optional expiry, number of uses and division) and
 * revokes it; the sign-in (auth module) asks for the link that admits ({@link admittingInvite})
 * before it checks the code, and counts the use ({@link countInviteUse}) in the transaction that
 * makes the membership: one conditional update, so when several people race for the last use
 * exactly one gets it (the others' transactions see the row after the winner's commit and update
 * nothing).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreateInviteLinkBody, InviteLink, InviteStatus } from '@gratia/contracts';
import { queryRows, type Executor } from '../../db/client.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { AppError } from '../../http/errors.ts';
import { getInviteLink, statusOf } from './queries.ts';

/** A new token: 32 random bytes in base64url (43 characters). */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The refusal of a link that does not admit, by its status (410 INVITE_EXPIRED, INVITE_USED_UP, INVITE_REVOKED). */
function refusalOf(status: Exclude<InviteStatus, 'active'>): AppError {
  if (status === 'revoked') return new AppError('INVITE_REVOKED', 'The invite link was revoked');
  if (status === 'usedUp') return new AppError('INVITE_USED_UP', 'The invite link has no uses left');
  return new AppError('INVITE_EXPIRED', 'The invite link has expired');
}

/**
 * POST /api/invite-links: makes a link of `organizationId` by `createdBy` with `body`'s expiry, uses
 * and division (contracts `CreateInviteLinkBody`, validated). 422 INVITE_EXPIRY_IN_PAST when the
 * expiry is not later than now (the database's clock); 404 NOT_FOUND (`details.field`
 * 'divisionId') for a division of another community or none. Answers the link.
 */
export async function createInviteLink(db: Executor, organizationId: number, createdBy: number, body: CreateInviteLinkBody): Promise<InviteLink> {
  const expiresAt = body.expiresAt ?? null;
  if (expiresAt !== null) {
    const [check] = await queryRows<{ past: boolean }>(db, sql`select (${expiresAt}::timestamptz <= now()) as past`);
    if (check?.past) throw new AppError('INVITE_EXPIRY_IN_PAST', 'The expiry must be later than now', { details: { field: 'expiresAt' } });
  }
  let id: number;
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into invite_links (organization_id, token, created_by, expires_at, max_uses, division_id)
          values (${organizationId}, ${newInviteToken()}, ${createdBy}, ${expiresAt}::timestamptz, ${body.maxUses ?? null}::int, ${body.divisionId ?? null}::int)
          returning id`,
    );
    if (!row) throw new Error('invite link insert returned nothing');
    id = Number(row.id);
  } catch (err) {
    if (sqlState(err) === '23503' && sqlConstraint(err) === 'invite_links_division_same_org_fk') {
      throw new AppError('NOT_FOUND', 'No such division in this organization', { details: { field: 'divisionId' } });
    }
    throw err;
  }
  return getInviteLink(db, organizationId, id);
}

/**
 * A member's personal invite link (kind `referral`; docs/decisions/0045): admits anyone into
 * `organizationId` until `expiresAt`, with no limit of uses; not listed or revoked from the admins'
 * invite links panel. Made inside the caller's transaction; returns its id and token.
 */
export async function createPersonalInviteLink(tx: Executor, input: { organizationId: number; createdBy: number; expiresAt: string }): Promise<{ id: number; token: string }> {
  const token = newInviteToken();
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into invite_links (organization_id, token, created_by, expires_at, kind)
        values (${input.organizationId}, ${token}, ${input.createdBy}, ${input.expiresAt}::timestamptz, 'referral') returning id`,
  );
  if (!row) throw new Error('personal invite link not written');
  return { id: Number(row.id), token };
}

/**
 * POST /api/invite-links/revoke?id=: revokes link `id` of `organizationId` (a revoked link keeps its
 * first revocation time) and answers it. 404 NOT_FOUND for a link of another community or none.
 */
export async function revokeInviteLink(db: Executor, organizationId: number, id: number): Promise<InviteLink> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update invite_links set revoked_at = coalesce(revoked_at, now())
        where id = ${id} and organization_id = ${organizationId} and kind = 'community'
        returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such invite link');
  return getInviteLink(db, organizationId, id);
}

/**
 * The link with `token` if it admits now (sign-in with an invite: POST /api/auth/code and
 * /api/auth/verify): its id and community. 404 INVITE_NOT_FOUND for no such link; 410
 * INVITE_REVOKED, INVITE_USED_UP or INVITE_EXPIRED when it no longer admits.
 */
export async function admittingInvite(db: Executor, token: string): Promise<{ id: number; organizationId: number }> {
  const [row] = await queryRows<{ id: number; organization_id: number; status: InviteStatus }>(
    db,
    sql`select l.id, l.organization_id, ${statusOf('l')} as status from invite_links l where l.token = ${token}`,
  );
  if (!row) throw new AppError('INVITE_NOT_FOUND', 'No invite link has this token');
  if (row.status !== 'active') throw refusalOf(row.status);
  return { id: Number(row.id), organizationId: Number(row.organization_id) };
}

/**
 * Counts one use of link `id` inside the caller's transaction `tx`, if it still admits: a single
 * conditional update (not revoked, not expired, a use left), which waits for any other transaction
 * counting on the same link and then re-reads the row, so the last use goes to exactly one of them.
 * Returns the division it places people in (null: none). When it no longer admits, throws its
 * refusal (410 INVITE_REVOKED, INVITE_USED_UP, INVITE_EXPIRED; 404 INVITE_NOT_FOUND if it is gone)
 * and the caller's transaction is rolled back.
 */
export async function countInviteUse(tx: Executor, id: number): Promise<{ divisionId: number | null }> {
  const [counted] = await queryRows<{ division_id: number | null }>(
    tx,
    sql`update invite_links set uses = uses + 1
        where id = ${id} and revoked_at is null
          and (expires_at is null or expires_at > now())
          and (max_uses is null or uses < max_uses)
        returning division_id`,
  );
  if (counted) return { divisionId: counted.division_id === null ? null : Number(counted.division_id) };
  const [row] = await queryRows<{ status: InviteStatus }>(tx, sql`select ${statusOf('l')} as status from invite_links l where l.id = ${id}`);
  if (!row) throw new AppError('INVITE_NOT_FOUND', 'No invite link has this token');
  // Not counted, so it no longer admits; 'active' here would be a clock step between the two reads.
  throw refusalOf(row.status === 'active' ? 'expired' : row.status);
}
