/**
 * Reads of the invite links (docs/decisions/0032): a community's list, one link, and what the
 * invited person may know of a link (the lookup). A link's status is computed on read with the
 * database clock, by {@link statusOf}.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InviteLink, InviteLookup, InviteStatus } from '@gratia/contracts';
import { queryRows, type Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The status of link `l` now, in the order of contracts `INVITE_STATUSES`: revoked, then used up,
 * then expired, else active.
 */
export const statusOf = (l: string) =>
  sql.raw(`case when ${l}.revoked_at is not null then 'revoked'
    when ${l}.max_uses is not null and ${l}.uses >= ${l}.max_uses then 'usedUp'
    when ${l}.expires_at is not null and ${l}.expires_at <= now() then 'expired'
    else 'active' end`);

type LinkRow = {
  id: number;
  token: string;
  status: InviteStatus;
  uses: number;
  max_uses: number | null;
  expires_at: string | Date | null;
  created_at: string | Date;
  revoked_at: string | Date | null;
  division_id: number | null;
  division_name: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** Links of `organizationId` matching `where`, newest first, with their division's name. */
async function loadLinks(db: Executor, organizationId: number, where: SQL): Promise<InviteLink[]> {
  const rows = await queryRows<LinkRow>(
    db,
    sql`select l.id, l.token, ${statusOf('l')} as status, l.uses, l.max_uses, l.expires_at, l.created_at, l.revoked_at,
               d.id as division_id, d.name as division_name
        from invite_links l
        left join divisions d on d.id = l.division_id and d.organization_id = l.organization_id
        where l.organization_id = ${organizationId} and l.kind = 'community' and ${where}
        order by l.created_at desc, l.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    token: r.token,
    status: r.status,
    uses: Number(r.uses),
    maxUses: r.max_uses === null ? null : Number(r.max_uses),
    expiresAt: r.expires_at === null ? null : iso(r.expires_at),
    division: r.division_id === null || r.division_name === null ? null : { id: Number(r.division_id), name: r.division_name },
    createdAt: iso(r.created_at),
    revokedAt: r.revoked_at === null ? null : iso(r.revoked_at),
  }));
}

/** GET /api/invite-links: the links of `organizationId`, newest first. */
export async function listInviteLinks(db: Executor, organizationId: number): Promise<InviteLink[]> {
  return loadLinks(db, organizationId, sql`true`);
}

/** Link `id` of `organizationId`; 404 NOT_FOUND when it is missing or another community's. */
export async function getInviteLink(db: Executor, organizationId: number, id: number): Promise<InviteLink> {
  const [link] = await loadLinks(db, organizationId, sql`l.id = ${id}`);
  if (!link) throw new AppError('NOT_FOUND', 'No such invite link');
  return link;
}

/**
 * GET /api/invite-links/lookup?token=: the community's name and the link's status, nothing else;
 * 404 INVITE_NOT_FOUND for a token of no link.
 */
export async function lookupInvite(db: Executor, token: string): Promise<InviteLookup> {
  const [row] = await queryRows<{ organization_name: string; status: InviteStatus }>(
    db,
    sql`select o.name as organization_name, ${statusOf('l')} as status
        from invite_links l join organizations o on o.id = l.organization_id
        where l.token = ${token}`,
  );
  if (!row) throw new AppError('INVITE_NOT_FOUND', 'No invite link has this token');
  return { organizationName: row.organization_name, status: row.status, usable: row.status === 'active' };
}
