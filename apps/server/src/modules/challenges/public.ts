/**
 * The public challenge page (SPEC §2 'challenge' layout, §7 'from-uuid'; DOMAIN §1.12;
 * docs/decisions/0043): anyone holding a challenge's share link `/challenge/{id}?uuid=` reads its
 * name, description, covers, community, dates, state, fund, places and winners — without signing
 * in. Nothing else leaves: no reports, no accounts, no participants' names unless the challenge
 * shows its participants (then nicknames on anonymous ones). Covers are served through
 * {@link publicChallengeImage}, the media module's share rule for `?challenge=&uuid=`.
 */
import { sql } from 'drizzle-orm';
import type { BonusName, ImageRef, PublicChallenge, PublicChallengeQuery } from '@gratia/contracts';
import { imageUrl } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { iso, type ImageJson } from './queries.ts';
import type { ChallengeStatusCode, WinnerRuleCode } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An image of the public page: its URLs carry the share, so the media route serves it to anyone holding the link. */
function sharedImage(i: ImageJson, challengeId: number, uuid: string): ImageRef {
  const share = `challenge=${challengeId}&uuid=${uuid}`;
  return { id: i.id, url: `${imageUrl(i.id)}?${share}`, thumbUrl: `${imageUrl(i.id, 'thumb')}&${share}`, width: Number(i.width), height: Number(i.height) };
}

interface PublicRow {
  id: number;
  name: string;
  description: string;
  covers: ImageJson[];
  thumbnail: ImageJson | null;
  community: string;
  logo: string | null;
  bonus_name: BonusName;
  fund: string;
  places: number;
  prize: string;
  winners_count: number;
  participants_count: number;
  winner_rule: WinnerRuleCode;
  start_at: string | Date;
  end_at: string | Date;
  status: ChallengeStatusCode;
  show_participants: boolean;
  anonymous: boolean;
}

/**
 * GET /api/challenges/public?id=&uuid=: the public fields of challenge `id` when `uuid` is its
 * share secret; 404 CHALLENGE_NOT_FOUND for anything else (unknown, deleted, wrong uuid). Winners
 * first accepted first; their names only when the challenge shows its participants (nicknames on
 * anonymous ones; a voting challenge always shows them), else null.
 */
export async function publicChallenge(db: Executor, q: PublicChallengeQuery): Promise<PublicChallenge> {
  const [r] = await queryRows<PublicRow>(
    db,
    sql`select c.id, c.name, c.description, c.fund::text as fund, c.places, c.prize::text as prize, c.winners_count, c.participants_count,
          c.winner_rule, c.start_at, c.end_at, c.status, c.show_participants, c.anonymous, o.name as community, o.photo as logo, o.bonus_name,
          (select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height) order by x.ord), '[]'::json)
             from unnest(c.cover_ids) with ordinality x(id, ord) join images i on i.id = x.id) as covers,
          (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = c.thumbnail_id) as thumbnail
        from challenges c join organizations o on o.id = c.organization_id
        where c.id = ${q.id} and c.share_uuid = ${q.uuid}::uuid and c.deleted_at is null`,
  );
  if (!r) throw new AppError('CHALLENGE_NOT_FOUND', 'Challenge not found');
  const named = r.show_participants || r.winner_rule === 'voting';
  const winners = await queryRows<{ name: string | null; prize: string }>(
    db,
    sql`select ${
      named
        ? r.anonymous
          ? sql`p.nickname`
          : sql`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, '')), '')`
        : sql`null::text`
    } as name, rp.prize::text as prize
        from challenge_reports rp
        join challenge_participants p on p.id = rp.participant_id
        left join public_profiles u on u.user_id = rp.user_id
        where rp.challenge_id = ${r.id} and rp.state = 'accepted'
        order by rp.decided_at, rp.id`,
  );
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    covers: r.covers.map((i) => sharedImage(i, Number(r.id), q.uuid)),
    thumbnail: r.thumbnail ? sharedImage(r.thumbnail, Number(r.id), q.uuid) : null,
    community: { name: r.community, logo: r.logo, bonusName: r.bonus_name },
    fund: Number(r.fund),
    places: Number(r.places),
    prize: Number(r.prize),
    winnersCount: Number(r.winners_count),
    participantsCount: Number(r.participants_count),
    winnerRule: r.winner_rule,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    status: r.status,
    winners: winners.map((w) => ({ name: w.name, prize: Number(w.prize) })),
  };
}

/**
 * The media module's share rule for the public page (docs/decisions/0043): image `imageId` is
 * readable by anyone holding `?challenge=&uuid=` when it is a cover or the card thumbnail of that
 * challenge (not deleted) and `uuid` is its share secret. Returns the challenge's organization, else null.
 */
export async function publicChallengeImage(db: Executor, imageId: string, share: { challenge?: number | undefined; uuid?: string | undefined }): Promise<number | null> {
  if (share.challenge === undefined || share.uuid === undefined || !UUID.test(share.uuid) || !UUID.test(imageId)) return null;
  const [row] = await queryRows<{ organization_id: number }>(
    db,
    sql`select c.organization_id from challenges c
        where c.id = ${share.challenge} and c.share_uuid = ${share.uuid}::uuid and c.deleted_at is null
          and (c.thumbnail_id = ${imageId}::uuid or ${imageId}::uuid = any (c.cover_ids))`,
  );
  return row ? Number(row.organization_id) : null;
}
