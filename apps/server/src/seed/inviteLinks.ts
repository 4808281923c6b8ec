/**
 * The demo's invite links (docs/decisions/0032): «Gratia Demo» has one link that admits — for the
 * sales team's new hires, into «Продажи», 25 uses, a month to go — and two that no longer do: the
 * spring onboarding link, expired with 7 of its 10 uses taken, and a link that was posted in the
 * wrong chat and revoked after 2 people joined.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { createInviteLink } from '../modules/invites/index.ts';

/** Who makes the links and where they lead. */
export interface InviteLinkSeedInput {
  organizationId: number;
  /** The admin who makes them. */
  adminId: number;
  /** The division the admitting link places people in. */
  divisionId: number;
  now: Date;
}

const DAY = 86_400_000;

/** Makes the three links (active with a division, expired, revoked) through the service; returns how many. */
export async function seedInviteLinks(db: Db, input: InviteLinkSeedInput): Promise<number> {
  const { organizationId, adminId, divisionId, now } = input;
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

  // Made first, so that the list (newest first) starts with the link that admits.
  const expired = await createInviteLink(db, organizationId, adminId, { maxUses: 10 });
  const revoked = await createInviteLink(db, organizationId, adminId, {});
  const active = await createInviteLink(db, organizationId, adminId, { maxUses: 25, divisionId });

  // A month to go — from the seed's day, and at least from the database's today (a seed dated in the past still admits).
  await queryRows(db, sql`update invite_links set expires_at = greatest(${at(30)}::timestamptz, now() + interval '30 days') where id = ${active.id}`);
  // Their past, as it would have happened: the expiry and the revocation lie behind, some uses were taken.
  await queryRows(
    db,
    sql`update invite_links set created_at = ${at(-60)}::timestamptz, expires_at = ${at(-10)}::timestamptz, uses = 7 where id = ${expired.id}`,
  );
  await queryRows(
    db,
    sql`update invite_links set created_at = ${at(-20)}::timestamptz, revoked_at = ${at(-18)}::timestamptz, uses = 2 where id = ${revoked.id}`,
  );
  return 3;
}
