/**
 * Reads of sticker packs and stickers (SPEC §3 stickers and sticker packs, §7 stickers). Every query
 * carries `organization_id`: a pack or sticker of another organization is NOT_FOUND.
 */
import { sql } from 'drizzle-orm';
import type { Sticker, StickerPack } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { imageRef } from '../media/index.ts';

/** A sticker pack row. */
export interface PackRow {
  id: number;
  name: string;
  is_active: boolean;
}

/** A sticker row with its image size (px). */
export interface StickerRow {
  id: number;
  pack_id: number;
  name: string;
  image_id: string;
  width: number;
  height: number;
}

/** A sticker as the API returns it (its image is its own thumbnail). */
export const toSticker = (r: StickerRow): Sticker => ({
  id: r.id,
  packId: r.pack_id,
  name: r.name,
  image: imageRef({ id: r.image_id, purpose: 'sticker', width: r.width, height: r.height }),
});

/** Live (not deleted) stickers of the given packs, by pack and position (index `stickers_pack_idx`). */
async function stickersOf(db: Executor, organizationId: number, packIds: number[]): Promise<Map<number, Sticker[]>> {
  const out = new Map<number, Sticker[]>(packIds.map((id) => [id, []]));
  if (packIds.length === 0) return out;
  const rows = await queryRows<StickerRow>(
    db,
    sql`select s.id, s.pack_id, s.name, s.image_id, i.width, i.height
        from stickers s join images i on i.id = s.image_id
        where s.organization_id = ${organizationId} and s.deleted_at is null
          and s.pack_id in (${sql.join(packIds.map((id) => sql`${id}`), sql`, `)})
        order by s.pack_id, s.position, s.id`,
  );
  for (const r of rows) out.get(r.pack_id)?.push(toSticker(r));
  return out;
}

/**
 * The organization's packs that are not deleted, by position: only active ones unless
 * `includeInactive` (admins asking `all=true`), each with its live stickers by position.
 */
export async function listPacks(db: Executor, organizationId: number, includeInactive: boolean): Promise<StickerPack[]> {
  const packs = await queryRows<PackRow>(
    db,
    sql`select id, name, is_active from sticker_packs
        where organization_id = ${organizationId} and deleted_at is null ${includeInactive ? sql`` : sql`and is_active`}
        order by position, id`,
  );
  const stickers = await stickersOf(db, organizationId, packs.map((p) => p.id));
  return packs.map((p) => ({ id: p.id, name: p.name, isActive: p.is_active, stickers: stickers.get(p.id) ?? [] }));
}

/** One live pack of the organization with its live stickers; NOT_FOUND otherwise. */
export async function getPack(db: Executor, organizationId: number, id: number): Promise<StickerPack> {
  const [pack] = await queryRows<PackRow>(
    db,
    sql`select id, name, is_active from sticker_packs where id = ${id} and organization_id = ${organizationId} and deleted_at is null`,
  );
  if (!pack) throw new AppError('NOT_FOUND', 'No such sticker pack');
  const stickers = await stickersOf(db, organizationId, [pack.id]);
  return { id: pack.id, name: pack.name, isActive: pack.is_active, stickers: stickers.get(pack.id) ?? [] };
}
