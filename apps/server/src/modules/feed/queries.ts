/**
 * Reads of the events feed: pages of `feed_events`, and the subjects they show — thanks as a viewer
 * sees them ({@link loadTransfers}, with what colleagues added to them) and the current profiles of actors.
 *
 * The page query orders by `created_at desc nulls last, id desc nulls last` — the exact order of the
 * feed indexes (drizzle-kit creates `.desc()` columns NULLS LAST; a plain `desc` means NULLS FIRST
 * and made PostgreSQL sort every row of the organization instead). EXPLAIN ANALYZE on PostgreSQL
 * 15 with 400,000 events in 20 organizations, limit 21:
 *   all kinds:   Limit -> Index Scan using feed_events_feed_idx
 *                Index Cond: ((organization_id = 3) AND (ROW(created_at, id) < ROW(<cursor>)))
 *   one kind:    Limit -> Index Scan using feed_events_type_feed_idx
 *                Index Cond: ((organization_id = 3) AND (type = 'winner') AND (ROW(created_at, id) < ROW(<cursor>)))
 * 21 rows read, about 0.1–0.2 ms; the detail call uses feed_events_subject_uq.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ADDERS_SHOWN,
  FEED_FILTER_TYPES,
  FeedEventType,
  NO_ADDITIONS,
  imageUrl,
  type AdditionsSummary,
  type FeedFilter,
  type ImageRef,
  type Sticker,
  type Transfer,
  type UserSummary,
} from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { pointsFromSql } from '../../db/points.ts';
import type { TransactionStatus, TransactionType } from '../ledger/index.ts';
import type { FeedEventKind } from './schema.ts';

interface TransferRow {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: string | number;
  message: string;
  is_anonymous: boolean;
  created_at: string | Date;
  value_id: number | null;
  value_name: string | null;
  sender_id: number | null;
  s_first_name: string | null;
  s_surname: string | null;
  s_nickname: string | null;
  s_tg_name: string | null;
  s_photo: string | null;
  recipient_id: number;
  r_first_name: string;
  r_surname: string;
  r_nickname: string | null;
  r_tg_name: string | null;
  r_photo: string | null;
  sticker_id: number | null;
  sticker_pack_id: number | null;
  sticker_name: string | null;
  sticker_image_id: string | null;
  sticker_width: number | null;
  sticker_height: number | null;
}

/** A date column as pg or PGlite returns it (a Date or an ISO string), as a Date. */
export function toDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(v);
}

/** The full and thumbnail URLs of a thanks photo. */
function photoRef(id: string, width: number, height: number): ImageRef {
  return { id, url: imageUrl(id), thumbUrl: imageUrl(id, 'thumb'), width: Number(width), height: Number(height) };
}

/** A sticker image: stickers are stored small, so the thumbnail is the image itself (contracts ImageRef). */
function stickerRef(id: string, width: number, height: number): ImageRef {
  return { id, url: imageUrl(id), thumbUrl: imageUrl(id), width: Number(width), height: Number(height) };
}

function toTransfer(r: TransferRow, photos: ImageRef[], additions: AdditionsSummary): Transfer {
  const sender: UserSummary | null =
    r.sender_id === null
      ? null
      : {
          id: Number(r.sender_id),
          firstName: r.s_first_name ?? '',
          surname: r.s_surname ?? '',
          nickname: r.s_nickname,
          tgName: r.s_tg_name,
          photo: r.s_photo,
        };
  const sticker: Sticker | null =
    r.sticker_id === null || r.sticker_image_id === null
      ? null
      : {
          id: Number(r.sticker_id),
          packId: Number(r.sticker_pack_id),
          name: r.sticker_name ?? '',
          image: stickerRef(r.sticker_image_id, r.sticker_width ?? 1, r.sticker_height ?? 1),
        };
  return {
    id: Number(r.id),
    type: r.type,
    status: r.status,
    amount: Number(r.amount),
    message: r.message,
    value: r.value_id === null ? null : { id: Number(r.value_id), name: r.value_name ?? '' },
    isAnonymous: r.is_anonymous,
    sender,
    recipient: {
      id: Number(r.recipient_id),
      firstName: r.r_first_name,
      surname: r.r_surname,
      nickname: r.r_nickname,
      tgName: r.r_tg_name,
      photo: r.r_photo,
    },
    photos,
    sticker,
    additions,
    createdAt: toDate(r.created_at).toISOString(),
  };
}

/** `ids` as one int[] parameter, so a statement has one text whatever their number (prepared statements, db/prepared.ts). */
const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * Loads the transfers `ids` of one organization as `viewerId` sees them, newest first, with their
 * photos (in the sender's order) and sticker (shown even when the sticker or its pack was deleted
 * later) and what colleagues added ({@link loadAdditionsSummaries}). Two prepared statements
 * whatever the number of ids. Rows of other organizations are never returned.
 * The sender of an anonymous thanks is dropped in SQL (id and profile) unless the viewer sent it.
 */
export async function loadTransfers(db: Executor, q: { organizationId: number; viewerId: number; ids: readonly number[] }): Promise<Transfer[]> {
  if (q.ids.length === 0) return [];
  const rows = await queryPrepared<TransferRow & { photos: unknown }>(
    db,
    sql`select t.id, t.type, t.status, t.amount, t.message, t.is_anonymous, t.created_at,
               t.value_id, v.name as value_name,
               case when t.is_anonymous and t.sender_id is distinct from ${q.viewerId}::int then null else t.sender_id end as sender_id,
               sp.first_name as s_first_name, sp.surname as s_surname, sp.nickname as s_nickname,
               sp.tg_name as s_tg_name, sp.photo as s_photo,
               t.recipient_id, rp.first_name as r_first_name, rp.surname as r_surname, rp.nickname as r_nickname,
               rp.tg_name as r_tg_name, rp.photo as r_photo,
               st.id as sticker_id, st.pack_id as sticker_pack_id, st.name as sticker_name,
               si.id as sticker_image_id, si.width as sticker_width, si.height as sticker_height,
               (select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height) order by tp.position), '[]'::json)
                from transaction_photos tp join images i on i.id = tp.image_id where tp.transaction_id = t.id) as photos
        from transactions t
        join public_profiles rp on rp.user_id = t.recipient_id
        left join public_profiles sp on sp.user_id = t.sender_id and (not t.is_anonymous or t.sender_id = ${q.viewerId}::int)
        left join company_values v on v.id = t.value_id
        left join stickers st on st.id = t.sticker_id
        left join images si on si.id = st.image_id
        where t.organization_id = ${q.organizationId}::int and t.id = any(${idArray(q.ids)})
        order by t.created_at desc, t.id desc`,
  );
  const additions = await loadAdditionsSummaries(db, { organizationId: q.organizationId, viewerId: q.viewerId, ids: rows.map((r) => Number(r.id)) });
  return rows.map((r) => {
    const photos = (typeof r.photos === 'string' ? JSON.parse(r.photos) : r.photos) as { id: string; width: number; height: number }[];
    return toTransfer(r, photos.map((p) => photoRef(p.id, p.width, p.height)), additions.get(Number(r.id)) ?? NO_ADDITIONS);
  });
}

/**
 * What colleagues added to the thanks `ids` of one organization (docs/decisions/0014), as
 * `viewerId` sees it: per thanks the points of its completed additions, how many colleagues
 * added, the first {@link ADDERS_SHOWN} of them (in the order they first added) with their
 * current profiles, and the points the viewer added. One query (`transactions_addition_to_idx`)
 * whatever the number of ids; a thanks nobody added to is absent from the map.
 */
export async function loadAdditionsSummaries(
  db: Executor,
  q: { organizationId: number; viewerId: number; ids: readonly number[] },
): Promise<Map<number, AdditionsSummary>> {
  const out = new Map<number, AdditionsSummary>();
  if (q.ids.length === 0) return out;
  const rows = await queryPrepared<{
    thanks_id: number;
    adder_id: number;
    rn: number;
    adders: number;
    total: string;
    by_me: string;
    first_name: string | null;
    surname: string | null;
    nickname: string | null;
    tg_name: string | null;
    photo: string | null;
  }>(
    db,
    sql`with per_adder as (
          select a.addition_to_id as thanks_id, a.sender_id as adder_id, sum(a.amount) as points,
                 min(a.created_at) as first_at, min(a.id) as first_id
          from transactions a
          where a.organization_id = ${q.organizationId}::int and a.addition_to_id = any(${idArray(q.ids)})
            and a.addition_to_id is not null and a.status = 'completed'
          group by a.addition_to_id, a.sender_id
        ), ranked as (
          select pa.*, row_number() over (partition by pa.thanks_id order by pa.first_at, pa.first_id)::int as rn,
                 count(*) over (partition by pa.thanks_id)::int as adders,
                 (sum(pa.points) over (partition by pa.thanks_id))::text as total,
                 (sum(case when pa.adder_id = ${q.viewerId}::int then pa.points else 0 end) over (partition by pa.thanks_id))::text as by_me
          from per_adder pa
        )
        select r.thanks_id, r.adder_id, r.rn, r.adders, r.total, r.by_me,
               p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        from ranked r left join public_profiles p on p.user_id = r.adder_id
        where r.rn <= ${ADDERS_SHOWN}::int
        order by r.thanks_id, r.rn`,
  );
  for (const r of rows) {
    const id = Number(r.thanks_id);
    const summary = out.get(id) ?? { total: pointsFromSql(r.total), count: Number(r.adders), adders: [], byMe: pointsFromSql(r.by_me) };
    summary.adders.push({
      id: Number(r.adder_id),
      firstName: r.first_name ?? '',
      surname: r.surname ?? '',
      nickname: r.nickname,
      tgName: r.tg_name,
      photo: r.photo,
    });
    out.set(id, summary);
  }
  return out;
}

/** A row of `feed_events`. */
export interface EventRow {
  id: number;
  type: FeedEventKind;
  subject_id: number;
  actor_id: number | null;
  payload: unknown;
  created_at: string | Date;
}

const EVENT_COLUMNS = sql`fe.id, fe.type, fe.subject_id, fe.actor_id, fe.payload, fe.created_at`;

/** Current profiles of `ids` as UserSummary, one query. */
export async function loadUsers(db: Executor, ids: readonly number[]): Promise<Map<number, UserSummary>> {
  const out = new Map<number, UserSummary>();
  if (ids.length === 0) return out;
  const rows = await queryPrepared<{ user_id: number; first_name: string; surname: string; nickname: string | null; tg_name: string | null; photo: string | null }>(
    db,
    sql`select user_id, first_name, surname, nickname, tg_name, photo from public_profiles where user_id = any(${idArray([...new Set(ids)])})`,
  );
  for (const r of rows) {
    const id = Number(r.user_id);
    out.set(id, { id, firstName: r.first_name, surname: r.surname, nickname: r.nickname, tgName: r.tg_name, photo: r.photo });
  }
  return out;
}

/** The `type` condition of a filter: none for all kinds, `=` for one (uses feed_events_type_feed_idx). */
function typeFilter(filter: FeedFilter): SQL | null {
  const types = FEED_FILTER_TYPES[filter];
  if (types.length === FeedEventType.options.length) return null;
  if (types.length === 1) return sql`fe.type = ${types[0]}`;
  return sql`fe.type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})`;
}

/**
 * Rows of one page of the organization's events, newest first: those of the kinds `filter` shows,
 * before the keyset position `before` (the last event of the previous page), at most `limit`.
 */
export async function loadEventRows(
  db: Executor,
  q: { organizationId: number; filter: FeedFilter; before?: { createdAt: Date; id: number } | undefined; limit: number },
): Promise<EventRow[]> {
  const where: SQL[] = [sql`fe.organization_id = ${q.organizationId}::int`];
  const type = typeFilter(q.filter);
  if (type) where.push(type);
  if (q.before) where.push(sql`(fe.created_at, fe.id) < (${q.before.createdAt.toISOString()}::timestamptz, ${q.before.id}::int)`);
  return queryPrepared<EventRow>(
    db,
    sql`select ${EVENT_COLUMNS} from feed_events fe
        where ${sql.join(where, sql` and `)}
        order by fe.created_at desc nulls last, fe.id desc nulls last
        limit ${q.limit}::int`,
  );
}

/** The row of one event `(eventType, eventId)` of the organization; none when it has no such event. */
export async function loadEventRow(
  db: Executor,
  q: { organizationId: number; eventType: FeedEventKind; eventId: number },
): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`select ${EVENT_COLUMNS} from feed_events fe
        where fe.organization_id = ${q.organizationId} and fe.type = ${q.eventType} and fe.subject_id = ${q.eventId}`,
  );
}

/**
 * The kinds of which the organization has at least one event: one index probe per kind
 * (`feed_events_type_feed_idx`), however many events there are.
 */
export async function eventKinds(db: Executor, organizationId: number): Promise<FeedEventKind[]> {
  const kinds = sql.join(
    FeedEventType.options.map((kind) => sql`(${kind})`),
    sql`, `,
  );
  const rows = await queryRows<{ type: FeedEventKind }>(
    db,
    sql`select k.type from (values ${kinds}) as k(type)
        where exists (select 1 from feed_events fe where fe.organization_id = ${organizationId} and fe.type = k.type)`,
  );
  return rows.map((r) => r.type);
}
