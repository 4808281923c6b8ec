/** Reads of a thanks or an addition in flight (SPEC §1 Thanks, docs/decisions/0014): what the rules need, and an earlier request with the same key. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { transactions, type TransactionStatus, type TransactionType } from '../ledger/index.ts';
import { activeMembership } from '../people/index.ts';

/** A profile as the preconditions read it (the columns of a UserSummary). */
interface ProfileColumns {
  first_name: string;
  surname: string;
  nickname: string | null;
  tg_name: string | null;
  photo: string | null;
}

/**
 * What {@link preconditionsSelect} reads: the earlier transfer with the key, the organization's
 * rules, the active period with the sender's distribution and the recipient's income account in it
 * (null until created), the recipient and value checks, the sticker and photos asked for, and the
 * profiles and value name the answer shows.
 */
export interface TransferPreconditions {
  existing_id: number | null;
  existing_hash: string | null;
  anonymity_allowed: boolean;
  max_transfer: number | null;
  /** Points above which a thanks waits for a controller (docs/decisions/0023); null: off. */
  approval_threshold: number | null;
  period_id: number | null;
  sender_distribution_id: number | null;
  recipient_income_id: number | null;
  /** The sender's waiting account in the active period (null until created), where a thanks above the threshold holds its points. */
  sender_waiting_id: number | null;
  recipient_member: boolean;
  /** The recipient is a member who may be thanked: not fired, not blocked (decision 0020). */
  recipient_active: boolean;
  value_ok: boolean;
  value_name: string | null;
  /** The sender's and the recipient's profiles (null when there is no such user). */
  sender: ProfileColumns | null;
  recipient: ProfileColumns | null;
  /** The sticker asked for when it is an active sticker of the organization, else null. */
  sticker: { id: number; pack_id: number; name: string; image_id: string; width: number; height: number } | null;
  /** Of the photos asked for, those that are unused thanks uploads of the sender in the organization. */
  photos: { id: string; width: number; height: number }[];
}

/** pg and PGlite return json parsed; a string is accepted for safety. */
function parsed<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

const profileJson = (alias: string) =>
  sql.raw(
    `case when ${alias}.user_id is null then null else json_build_object('first_name', ${alias}.first_name, 'surname', ${alias}.surname, ` +
      `'nickname', ${alias}.nickname, 'tg_name', ${alias}.tg_name, 'photo', ${alias}.photo) end`,
  );

/** What a thanks asks for, as {@link preconditionsSelect} reads it. */
export interface PreconditionsQuery {
  organizationId: number;
  senderId: number;
  recipientId: number;
  valueId: number | null;
  idempotencyKey: string;
  stickerId: number | null;
  /** Lower-case UUIDs. */
  photoIds: readonly string[];
}

/**
 * The select of everything a thanks reads before it is written (one row; none when the
 * organization does not exist): an earlier transfer of the sender with `idempotencyKey`, the
 * organization's anonymity, max transfer and approval threshold (points), its active period and
 * the accounts the thanks moves points between (the sender's distribution, the recipient's income,
 * and the sender's waiting account for a thanks above the threshold; null until created), whether the recipient is a member and the
 * value (null = none) the organization's, the sticker (an active sticker of an active pack of the
 * organization, neither deleted) and which of `photoIds` are unused thanks uploads of the sender in
 * the organization, and the sender's and recipient's profiles and the value's name for the answer.
 * `createTransfer` runs it as the first part of the thanks' own statement; read its row with
 * {@link toPreconditions}.
 */
export function preconditionsSelect(q: PreconditionsQuery): SQL {
  const sticker =
    q.stickerId === null
      ? sql`null::json`
      : sql`(select json_build_object('id', st.id, 'pack_id', st.pack_id, 'name', st.name, 'image_id', si.id, 'width', si.width, 'height', si.height)
             from stickers st join sticker_packs sk on sk.id = st.pack_id join images si on si.id = st.image_id
             where st.id = ${q.stickerId}::int and st.organization_id = o.id and st.deleted_at is null
               and sk.organization_id = o.id and sk.is_active and sk.deleted_at is null)`;
  const photos =
    q.photoIds.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height)), '[]'::json)
             from images i
             where i.id in (${sql.join(q.photoIds.map((id) => sql`${id}::uuid`), sql`, `)})
               and i.organization_id = o.id and i.owner_id = ${q.senderId}::int and i.purpose = 'thanks'
               and not exists (select 1 from transaction_photos tp where tp.image_id = i.id))`;
  return sql`select o.anonymity_allowed, o.max_transfer, o.approval_threshold,
               t.id as existing_id, t.request_hash as existing_hash,
               p.id as period_id, sd.id as sender_distribution_id, ri.id as recipient_income_id, sw.id as sender_waiting_id,
               exists(select 1 from memberships m where m.organization_id = o.id and m.user_id = ${q.recipientId}::int) as recipient_member,
               exists(select 1 from memberships m where m.organization_id = o.id and m.user_id = ${q.recipientId}::int and ${activeMembership('m')}) as recipient_active,
               (${q.valueId}::int is null or v.id is not null) as value_ok, v.name as value_name,
               ${profileJson('sp')} as sender, ${profileJson('rp')} as recipient,
               ${sticker} as sticker, ${photos} as photos
        from organizations o
        left join transactions t on t.sender_id = ${q.senderId}::int and t.idempotency_key = ${q.idempotencyKey}::uuid
        left join lateral (select p.id from periods p where p.organization_id = o.id and p.status = 'active' limit 1) p on true
        left join accounts sd on sd.period_id = p.id and sd.user_id = ${q.senderId}::int and sd.kind = 'distribution'
        left join accounts ri on ri.period_id = p.id and ri.user_id = ${q.recipientId}::int and ri.kind = 'income'
        left join accounts sw on sw.period_id = p.id and sw.user_id = ${q.senderId}::int and sw.kind = 'waiting'
        left join company_values v on v.id = ${q.valueId}::int and v.organization_id = o.id
        left join public_profiles sp on sp.user_id = ${q.senderId}::int
        left join public_profiles rp on rp.user_id = ${q.recipientId}::int
        where o.id = ${q.organizationId}::int`;
}

/** The preconditions of a row that holds the columns of {@link preconditionsSelect} (its json columns parsed). */
export function toPreconditions(row: Record<string, unknown>): TransferPreconditions {
  const pre = row as unknown as Omit<TransferPreconditions, 'sender' | 'recipient' | 'sticker' | 'photos'>;
  return {
    existing_id: pre.existing_id,
    existing_hash: pre.existing_hash,
    anonymity_allowed: pre.anonymity_allowed,
    max_transfer: pre.max_transfer,
    approval_threshold: pre.approval_threshold === null ? null : Number(pre.approval_threshold),
    period_id: pre.period_id,
    sender_distribution_id: pre.sender_distribution_id,
    recipient_income_id: pre.recipient_income_id,
    sender_waiting_id: pre.sender_waiting_id,
    recipient_member: pre.recipient_member,
    recipient_active: pre.recipient_active,
    value_ok: pre.value_ok,
    value_name: pre.value_name,
    sender: parsed<ProfileColumns | null>(row.sender),
    recipient: parsed<ProfileColumns | null>(row.recipient),
    sticker: parsed<TransferPreconditions['sticker']>(row.sticker),
    photos: parsed<TransferPreconditions['photos']>(row.photos) ?? [],
  };
}

/** Looks up an earlier transfer of the sender with this key; 409 IDEMPOTENCY_CONFLICT if its body differed. */
export async function findByKey(db: Executor, senderId: number, key: string, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: transactions.id, requestHash: transactions.requestHash })
    .from(transactions)
    .where(and(eq(transactions.senderId, senderId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
  }
  return row.id;
}

/** What {@link loadAdditionPreconditions} reads: the earlier transfer with the key, the organization's rules, the active period and the thanks added to. */
export interface AdditionPreconditions {
  existing_id: number | null;
  existing_hash: string | null;
  max_transfer: number | null;
  /** An addition may carry at most this many points (docs/decisions/0023: it never waits for approval); null: off. */
  approval_threshold: number | null;
  period_id: number | null;
  original_id: number | null;
  original_type: TransactionType | null;
  original_status: TransactionStatus | null;
  original_sender_id: number | null;
  original_recipient_id: number | null;
  original_addition_to_id: number | null;
  recipient_member: boolean;
  /** The thanks' recipient may still be thanked: not fired, not blocked (decision 0020). */
  recipient_active: boolean;
}

/**
 * Everything the rules of an addition read (docs/decisions/0014), in one round trip: an earlier
 * transfer of the adder with `idempotencyKey`, the organization's max transfer and approval threshold (points), its
 * active period, the thanks `transferId` when it is the organization's (null columns otherwise),
 * and whether that thanks' recipient is still a member. Undefined when the organization does not exist.
 */
export async function loadAdditionPreconditions(
  db: Executor,
  q: { organizationId: number; adderId: number; transferId: number; idempotencyKey: string },
): Promise<AdditionPreconditions | undefined> {
  const [pre] = await queryRows<AdditionPreconditions>(
    db,
    sql`select o.max_transfer, o.approval_threshold, t.id as existing_id, t.request_hash as existing_hash,
               (select p.id from periods p where p.organization_id = o.id and p.status = 'active' limit 1) as period_id,
               x.id as original_id, x.type as original_type, x.status as original_status, x.sender_id as original_sender_id,
               x.recipient_id as original_recipient_id, x.addition_to_id as original_addition_to_id,
               exists(select 1 from memberships m where m.organization_id = o.id and m.user_id = x.recipient_id) as recipient_member,
               exists(select 1 from memberships m where m.organization_id = o.id and m.user_id = x.recipient_id and ${activeMembership('m')}) as recipient_active
        from organizations o
        left join transactions t on t.sender_id = ${q.adderId} and t.idempotency_key = ${q.idempotencyKey}
        left join transactions x on x.id = ${q.transferId} and x.organization_id = o.id
        where o.id = ${q.organizationId}`,
  );
  return pre;
}

/** An addition row with its adder's and recipient's profiles (see {@link loadAddition}). */
export interface AdditionRow {
  id: number;
  addition_to_id: number;
  amount: string | number;
  message: string;
  created_at: string | Date;
  sender_id: number;
  s_first_name: string;
  s_surname: string;
  s_nickname: string | null;
  s_tg_name: string | null;
  s_photo: string | null;
  recipient_id: number;
  r_first_name: string;
  r_surname: string;
  r_nickname: string | null;
  r_tg_name: string | null;
  r_photo: string | null;
}

/** The addition `id` of the organization with the profiles of its adder and recipient; undefined when there is none. */
export async function loadAddition(db: Executor, q: { organizationId: number; id: number }): Promise<AdditionRow | undefined> {
  const [row] = await queryRows<AdditionRow>(
    db,
    sql`select a.id, a.addition_to_id, a.amount, a.message, a.created_at,
               a.sender_id, sp.first_name as s_first_name, sp.surname as s_surname, sp.nickname as s_nickname,
               sp.tg_name as s_tg_name, sp.photo as s_photo,
               a.recipient_id, rp.first_name as r_first_name, rp.surname as r_surname, rp.nickname as r_nickname,
               rp.tg_name as r_tg_name, rp.photo as r_photo
        from transactions a
        join public_profiles sp on sp.user_id = a.sender_id
        join public_profiles rp on rp.user_id = a.recipient_id
        where a.id = ${q.id} and a.organization_id = ${q.organizationId} and a.addition_to_id is not null`,
  );
  return row;
}
