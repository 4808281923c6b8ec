/**
 * Chains of challenges (SPEC §1 'chains', §2 /challenge_chains, /challenge_chain/{id}; §3 Chain;
 * DOMAIN §1.8; docs/decisions/0043): ordered steps of challenges. A challenge at step k opens to a
 * member once they have finished every challenge of the earlier steps — sent a report there that
 * was not rejected ({@link blockersJson}); a locked one refuses their reports (CHALLENGE_NOT_AVAILABLE,
 * in createReport). The author or an admin edits (steps only while nobody took part) and deletes
 * (only while nobody took part; its challenges then leave the chain). Every query carries the
 * caller's organization: another community's chain is 404 CHAIN_NOT_FOUND.
 * Query paths: `challenge_chains_list_idx` (the list), `challenges_chain_idx` (a chain's challenges),
 * `challenge_participants_uq` (who took part), `challenge_reports_user_idx` (what the caller finished).
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type {
  Chain,
  ChainCandidatesQuery,
  ChainDetail,
  ChainParticipantsPage,
  ChainParticipantsQuery,
  ChainsPage,
  ChainsQuery,
  ChainStepItem,
  ChallengesPage,
  CreateChainBody,
  CreateChainWithChallengesBody,
  UpdateChainBody,
  UserSummary,
} from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../roles/index.ts';
import { challengeSelect, finishedBy, iso, personJson, toChallenge, toImage, toPerson, type ChallengeRow, type ImageJson, type Viewer } from './queries.ts';
import { checkImages, insertChallenge, type ChallengeInput } from './service.ts';

interface ChainRow {
  id: number;
  author_id: number;
  name: string;
  description: string;
  covers: ImageJson[];
  thumbnail: ImageJson | null;
  author: UserSummary;
  start_at: string | Date;
  end_at: string | Date;
  created_at: string | Date;
  steps_count: number;
  total: number;
  finished: number;
  participants: number;
  took_part: number;
}

/** The select of chains as `viewer` sees them (alias `ch`), for {@link toChain}. */
function chainSelect(viewer: Viewer): SQL {
  return sql`select ch.id, ch.author_id, ch.name, ch.description, ch.start_at, ch.end_at, ch.created_at,
      (select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height) order by x.ord), '[]'::json)
         from unnest(ch.cover_ids) with ordinality x(id, ord) join images i on i.id = x.id) as covers,
      (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = ch.thumbnail_id) as thumbnail,
      ${personJson('a')} as author,
      (select count(distinct s.chain_step)::int from challenges s where s.chain_id = ch.id and s.deleted_at is null) as steps_count,
      (select count(*)::int from challenges s where s.chain_id = ch.id and s.deleted_at is null) as total,
      (select count(*)::int from challenges s where s.chain_id = ch.id and s.deleted_at is null
         and ${finishedBy('s', sql`${viewer.userId}::int`)}) as finished,
      (select count(distinct p.user_id)::int from challenges s join challenge_participants p on p.challenge_id = s.id
         where s.chain_id = ch.id and s.deleted_at is null and not s.anonymous) as participants,
      (select coalesce(sum(s.participants_count), 0)::int from challenges s where s.chain_id = ch.id and s.deleted_at is null) as took_part
    from challenge_chains ch
    join public_profiles a on a.user_id = ch.author_id`;
}

function toChain(r: ChainRow, viewer: Viewer, admin: boolean, now: Date): Chain {
  const manager = admin || Number(r.author_id) === viewer.userId;
  const tookPart = Number(r.took_part) > 0;
  const start = new Date(iso(r.start_at)).getTime();
  const end = new Date(iso(r.end_at)).getTime();
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    covers: r.covers.map(toImage),
    thumbnail: r.thumbnail ? toImage(r.thumbnail) : null,
    author: toPerson(r.author),
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    state: now.getTime() < start ? 'upcoming' : now.getTime() >= end ? 'ended' : 'active',
    stepsCount: Number(r.steps_count),
    challengesTotal: Number(r.total),
    challengesFinished: Number(r.finished),
    participantsCount: Number(r.participants),
    createdAt: iso(r.created_at),
    me: { edit: manager ? (tookPart ? 'basic' : 'full') : null, canDelete: manager && !tookPart },
  };
}

async function loadChainRow(db: Executor, viewer: Viewer, id: number): Promise<ChainRow> {
  const [row] = await queryRows<ChainRow>(
    db,
    sql`${chainSelect(viewer)} where ch.id = ${id} and ch.organization_id = ${viewer.organizationId} and ch.deleted_at is null`,
  );
  if (!row) throw new AppError('CHAIN_NOT_FOUND', 'Chain not found');
  return row;
}

/**
 * GET /api/challenges/chains?filter=&cursor=&limit=: the community's chains newest first, a keyset
 * page on (created_at, id); `my`: the ones the caller made or took part in.
 */
export async function chainsPage(db: Executor, viewer: Viewer, q: ChainsQuery, now = new Date()): Promise<ChainsPage> {
  const where: SQL[] = [sql`ch.organization_id = ${viewer.organizationId}`, sql`ch.deleted_at is null`];
  if (q.filter === 'my') {
    where.push(
      sql`(ch.author_id = ${viewer.userId} or exists (select 1 from challenges s join challenge_participants p on p.challenge_id = s.id
            where s.chain_id = ch.id and s.deleted_at is null and p.user_id = ${viewer.userId}))`,
    );
  }
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(ch.created_at, ch.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<ChainRow>(db, sql`${chainSelect(viewer)} where ${sql.join(where, sql` and `)} order by ch.created_at desc, ch.id desc limit ${q.limit + 1}`);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const items = rows.slice(0, q.limit).map((r) => toChain(r, viewer, admin, now));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/** GET /api/challenges/chains/one?id=: a chain with its challenges by step (each with the caller's availability); 404 CHAIN_NOT_FOUND. */
export async function getChain(db: Executor, viewer: Viewer, id: number, now = new Date()): Promise<ChainDetail> {
  const row = await loadChainRow(db, viewer, id);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const rows = await queryRows<ChallengeRow & { chain_step: number }>(
    db,
    sql`select x.*, y.chain_step from (${challengeSelect(viewer)} where c.chain_id = ${id} and c.deleted_at is null) x
        join challenges y on y.id = x.id order by y.chain_step, y.chain_sort, y.id`,
  );
  const steps: ChainDetail['steps'] = [];
  for (const r of rows) {
    const step = Number(r.chain_step);
    let group = steps[steps.length - 1];
    if (!group || group.step !== step) {
      group = { step, challenges: [] };
      steps.push(group);
    }
    group.challenges.push(toChallenge(r, viewer, admin));
  }
  return { ...toChain(row, viewer, admin, now), steps };
}

/**
 * GET /api/challenges/chains/candidates: the challenges the caller may put into a chain — in no
 * chain (or in `chainId`), not completed, not deleted, theirs (any for admins) — newest first,
 * searched by name.
 */
export async function chainCandidates(db: Executor, viewer: Viewer, q: ChainCandidatesQuery): Promise<ChallengesPage> {
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const where: SQL[] = [sql`c.organization_id = ${viewer.organizationId}`, sql`c.deleted_at is null`, sql`c.status <> 'completed'`];
  where.push(q.chainId ? sql`(c.chain_id is null or c.chain_id = ${q.chainId})` : sql`c.chain_id is null`);
  if (!admin) where.push(sql`c.creator_id = ${viewer.userId}`);
  if (q.q) where.push(sql`c.name ilike ${`%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(c.created_at, c.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<ChallengeRow>(db, sql`${challengeSelect(viewer)} where ${sql.join(where, sql` and `)} order by c.created_at desc, c.id desc limit ${q.limit + 1}`);
  const items = rows.slice(0, q.limit).map((r) => toChallenge(r, viewer, admin));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/**
 * GET /api/challenges/chains/participants?id=: who took part in the chain's challenges — the
 * anonymous ones left out, so no nickname is tied to a name — first to join first, with how many
 * of its challenges each finished. Every member of the community sees it (as the chain card's count).
 */
export async function chainParticipants(db: Executor, viewer: Viewer, q: ChainParticipantsQuery): Promise<ChainParticipantsPage> {
  await loadChainRow(db, viewer, q.id);
  const having: SQL[] = [];
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    having.push(sql`(min(p.created_at), p.user_id) > (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<{ user: UserSummary; joined_at: string | Date; finished: number; user_id: number }>(
    db,
    sql`select p.user_id, min(p.created_at) as joined_at,
          (select count(*)::int from challenges s2 where s2.chain_id = ${q.id} and s2.deleted_at is null
             and ${finishedBy('s2', sql`p.user_id`)}) as finished,
          (select ${personJson('u')} from public_profiles u where u.user_id = p.user_id) as user
        from challenges s join challenge_participants p on p.challenge_id = s.id
        where s.chain_id = ${q.id} and s.deleted_at is null and not s.anonymous
        group by p.user_id
        ${having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``}
        order by min(p.created_at), p.user_id limit ${q.limit + 1}`,
  );
  const items = rows.slice(0, q.limit).map((r) => ({ user: toPerson(r.user), challengesFinished: Number(r.finished), joinedAt: iso(r.joined_at) }));
  const last = rows[Math.min(rows.length, q.limit) - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(iso(last.joined_at)), Number(last.user_id)) : null };
}

/** 422 CHAIN_EMPTY without steps, CHAIN_STEPS_GAP (`details.step`) unless the steps are 1 … n, CHAIN_CHALLENGE_UNAVAILABLE for a challenge listed twice. */
function checkSteps(steps: readonly ChainStepItem[]): void {
  if (steps.length === 0) throw new AppError('CHAIN_EMPTY', 'The chain is empty, add challenges to create', { details: { field: 'steps' } });
  const used = new Set(steps.map((s) => s.step));
  const max = Math.max(...used);
  for (let step = 1; step <= max; step += 1) {
    if (!used.has(step)) throw new AppError('CHAIN_STEPS_GAP', `Fill in all steps up to step ${max}`, { details: { field: 'steps', step } });
  }
  const seen = new Set<number>();
  for (const s of steps) {
    if (seen.has(s.challengeId)) throw new AppError('CHAIN_CHALLENGE_UNAVAILABLE', 'A challenge is listed twice', { details: { field: 'steps', challengeId: s.challengeId } });
    seen.add(s.challengeId);
  }
}

function checkChainDates(startAt: string | Date, endAt: string | Date): void {
  if (new Date(endAt).getTime() <= new Date(startAt).getTime()) {
    throw new AppError('CHALLENGE_DATES_INVALID', 'The start date cannot be greater than the end date', { details: { field: 'endAt' } });
  }
}

/**
 * Puts the challenges of `steps` into chain `chainId` (and takes out the ones it held that are not
 * listed), under row locks in id order. Each must be the organization's, not deleted, not
 * completed, in no other chain, and the caller's to manage (any for admins): else 422
 * CHAIN_CHALLENGE_UNAVAILABLE with `details.challengeId`.
 */
async function arrange(tx: Executor, viewer: Viewer, admin: boolean, chainId: number, steps: readonly ChainStepItem[]): Promise<void> {
  const ids = [...steps.map((s) => s.challengeId)].sort((a, b) => a - b);
  const rows = await queryRows<{ id: number; creator_id: number; status: string; chain_id: number | null; deleted_at: unknown }>(
    tx,
    sql`select id, creator_id, status, chain_id, deleted_at from challenges
        where organization_id = ${viewer.organizationId} and id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})
        order by id for update`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const id of ids) {
    const r = byId.get(id);
    const usable =
      r && r.deleted_at === null && r.status !== 'completed' && (r.chain_id === null || Number(r.chain_id) === chainId) && (admin || Number(r.creator_id) === viewer.userId);
    if (!usable) throw new AppError('CHAIN_CHALLENGE_UNAVAILABLE', 'This challenge cannot be added to a chain', { details: { field: 'steps', challengeId: id } });
  }
  await tx.execute(
    sql`update challenges set chain_id = null, chain_step = null, chain_sort = null
        where chain_id = ${chainId} and id not in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`,
  );
  for (const s of steps) {
    await tx.execute(sql`update challenges set chain_id = ${chainId}, chain_step = ${s.step}, chain_sort = ${s.sort} where id = ${s.challengeId}`);
  }
}

/** Writes a chain's own row (its covers checked as the caller's images) in `tx`; returns its id. */
async function insertChain(tx: Executor, viewer: Viewer, input: Omit<CreateChainBody, 'steps'>, now: Date): Promise<number> {
  await checkImages(tx, viewer, [...input.coverIds, ...(input.thumbnailId ? [input.thumbnailId] : [])]);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into challenge_chains (organization_id, author_id, name, description, cover_ids, thumbnail_id, start_at, end_at, created_at, updated_at)
        values (${viewer.organizationId}, ${viewer.userId}, ${input.name}, ${input.description},
                ${sql`array[${sql.join(input.coverIds.map((c) => sql`${c}::uuid`), sql`, `)}]::uuid[]`}, ${input.thumbnailId},
                ${input.startAt}, ${input.endAt}, ${now.toISOString()}, ${now.toISOString()})
        returning id`,
  );
  if (!row) throw new Error('chain not written');
  return Number(row.id);
}

/**
 * POST /api/challenges/chains: a chain of the caller's challenges (any for admins). Refusals, with
 * nothing written: CHAIN_EMPTY, CHAIN_STEPS_GAP, CHAIN_CHALLENGE_UNAVAILABLE, CHALLENGE_DATES_INVALID, IMAGE_NOT_FOUND.
 */
export async function createChain(db: Db, viewer: Viewer, input: CreateChainBody, now = new Date()): Promise<ChainDetail> {
  checkChainDates(input.startAt, input.endAt);
  checkSteps(input.steps);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const id = await withTxRetry(db, async (tx) => {
    const chainId = await insertChain(tx, viewer, input, now);
    await arrange(tx, viewer, admin, chainId, input.steps);
    return chainId;
  });
  return getChain(db, viewer, id, now);
}

/** The idempotency key of the `index`-th challenge of a request with key `key`: a UUID derived from both, so a retry finds the same challenges. */
function itemKey(key: string, index: number): string {
  const h = createHash('sha256').update(`${key}:${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * POST /api/challenges/chains/new-challenges: a chain and its new challenges in one transaction
 * (every fund is paid from its sponsor, or nothing is written). A refusal of one challenge keeps its
 * code and adds `details.index`. Each challenge's idempotency key is derived from `idempotencyKey`
 * and its position, so a retry returns the chain made the first time.
 */
/** What making a chain with new challenges takes: the request body, each challenge's referral minimum optional. */
export type ChainWithChallengesInput = Omit<CreateChainWithChallengesBody, 'challenges'> & { challenges: (ChallengeInput & { step: number; sort: number })[] };

export async function createChainWithChallenges(db: Db, viewer: Viewer, input: ChainWithChallengesInput, idempotencyKey: string, now = new Date()): Promise<ChainDetail> {
  checkChainDates(input.startAt, input.endAt);
  checkSteps(input.challenges.map((c, i) => ({ challengeId: i + 1, step: c.step, sort: c.sort })));
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const id = await withTxRetry(db, async (tx) => {
    const ids: number[] = [];
    for (const [index, item] of input.challenges.entries()) {
      const { step: _step, sort: _sort, ...challenge } = item;
      try {
        ids.push(await insertChallenge(tx, viewer, challenge, itemKey(idempotencyKey, index), now));
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, err.message, { status: err.status, details: { ...err.details, index } });
        throw err;
      }
    }
    const [again] = await queryRows<{ chain_id: number | null }>(tx, sql`select chain_id from challenges where id = ${ids[0] ?? 0}`);
    if (again?.chain_id) return Number(again.chain_id);
    const chainId = await insertChain(tx, viewer, input, now);
    await arrange(tx, viewer, admin, chainId, input.challenges.map((c, i) => ({ challengeId: ids[i] ?? 0, step: c.step, sort: c.sort })));
    return chainId;
  });
  return getChain(db, viewer, id, now);
}

/** Locks chain `id` of the organization for the rest of `tx` and checks the caller is its author or an admin (403 FORBIDDEN); whether anyone took part. */
async function lockManagedChain(tx: Executor, viewer: Viewer, admin: boolean, id: number): Promise<{ tookPart: boolean; startAt: Date; endAt: Date }> {
  const [row] = await queryRows<{ author_id: number; start_at: string | Date; end_at: string | Date }>(
    tx,
    sql`select author_id, start_at, end_at from challenge_chains where id = ${id} and organization_id = ${viewer.organizationId} and deleted_at is null for update`,
  );
  if (!row) throw new AppError('CHAIN_NOT_FOUND', 'Chain not found');
  if (!admin && Number(row.author_id) !== viewer.userId) throw new AppError('FORBIDDEN', 'Only the author or an admin manages a chain');
  const [p] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(sum(participants_count), 0)::int as n from challenges where chain_id = ${id} and deleted_at is null`,
  );
  return { tookPart: Number(p?.n ?? 0) > 0, startAt: new Date(iso(row.start_at)), endAt: new Date(iso(row.end_at)) };
}

/**
 * PATCH /api/challenges/chains: the fields given, by the author or an admin (403 FORBIDDEN). New
 * `steps` replace the arrangement while nobody took part (else 409 CHAIN_FIELDS_LOCKED); the rules
 * of {@link createChain} apply.
 */
export async function updateChain(db: Db, viewer: Viewer, input: UpdateChainBody, now = new Date()): Promise<ChainDetail> {
  if (input.steps) checkSteps(input.steps);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  await withTxRetry(db, async (tx) => {
    const chain = await lockManagedChain(tx, viewer, admin, input.id);
    checkChainDates(input.startAt ?? chain.startAt, input.endAt ?? chain.endAt);
    if (input.steps && chain.tookPart) throw new AppError('CHAIN_FIELDS_LOCKED', 'Once someone has taken part, the steps of a chain cannot change', { details: { fields: ['steps'] } });
    await checkImages(tx, viewer, [...(input.coverIds ?? []), ...(input.thumbnailId ? [input.thumbnailId] : [])]);
    const set: SQL[] = [sql`updated_at = ${now.toISOString()}`];
    if (input.name !== undefined) set.push(sql`name = ${input.name}`);
    if (input.description !== undefined) set.push(sql`description = ${input.description}`);
    if (input.coverIds !== undefined) set.push(sql`cover_ids = ${sql`array[${sql.join(input.coverIds.map((c) => sql`${c}::uuid`), sql`, `)}]::uuid[]`}`);
    if (input.thumbnailId !== undefined) set.push(sql`thumbnail_id = ${input.thumbnailId}`);
    if (input.startAt !== undefined) set.push(sql`start_at = ${input.startAt}`);
    if (input.endAt !== undefined) set.push(sql`end_at = ${input.endAt}`);
    await tx.execute(sql`update challenge_chains set ${sql.join(set, sql`, `)} where id = ${input.id}`);
    if (input.steps) await arrange(tx, viewer, admin, input.id, input.steps);
  });
  return getChain(db, viewer, input.id, now);
}

/**
 * DELETE /api/challenges/chains?id=: by the author or an admin (403 FORBIDDEN), only while nobody
 * took part in its challenges (409 CHAIN_HAS_PARTICIPANTS); its challenges stay, in no chain.
 */
export async function deleteChain(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<{ ok: true }> {
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  await withTxRetry(db, async (tx) => {
    const chain = await lockManagedChain(tx, viewer, admin, id);
    if (chain.tookPart) throw new AppError('CHAIN_HAS_PARTICIPANTS', 'A chain with participants cannot be deleted');
    await tx.execute(sql`update challenges set chain_id = null, chain_step = null, chain_sort = null where chain_id = ${id}`);
    await tx.execute(sql`update challenge_chains set deleted_at = ${now.toISOString()} where id = ${id}`);
  });
  return { ok: true };
}
