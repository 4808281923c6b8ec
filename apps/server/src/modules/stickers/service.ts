/**
 * Sticker packs and stickers of an organization (SPEC §3 stickers and sticker packs, §7 stickers).
 * Admins manage them; members pick from the active packs. Deleting is soft (`deleted_at`), so a
 * thanks that used a sticker keeps showing it. Every query carries `organization_id`: a pack,
 * sticker or image of another organization is NOT_FOUND (404), never FORBIDDEN.
 */
import { sql } from 'drizzle-orm';
import type { CreateStickerBody, Sticker, StickerPack, UpdateStickerPackBody } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { getPack, toSticker, type PackRow } from './queries.ts';

/** Creates an active, empty pack after the organization's last one. */
export async function createPack(db: Executor, organizationId: number, name: string): Promise<StickerPack> {
  const [row] = await queryRows<PackRow>(
    db,
    sql`insert into sticker_packs (organization_id, name, position)
        values (${organizationId}, ${name},
                (select coalesce(max(position), -1) + 1 from sticker_packs where organization_id = ${organizationId}))
        returning id, name, is_active`,
  );
  if (!row) throw new Error('sticker pack insert returned nothing');
  return { id: row.id, name: row.name, isActive: row.is_active, stickers: [] };
}

/** Renames, hides (`isActive: false`) or shows a live pack; NOT_FOUND for an unknown, deleted or foreign pack. */
export async function updatePack(db: Executor, organizationId: number, id: number, body: UpdateStickerPackBody): Promise<StickerPack> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update sticker_packs
        set name = coalesce(${body.name ?? null}::text, name), is_active = coalesce(${body.isActive ?? null}::boolean, is_active)
        where id = ${id} and organization_id = ${organizationId} and deleted_at is null
        returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such sticker pack');
  return getPack(db, organizationId, id);
}

/** Soft-deletes a live pack (its stickers leave the picker; thanks keep theirs); NOT_FOUND otherwise. */
export async function deletePack(db: Executor, organizationId: number, id: number): Promise<{ ok: true }> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update sticker_packs set deleted_at = now()
        where id = ${id} and organization_id = ${organizationId} and deleted_at is null returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such sticker pack');
  return { ok: true };
}

/**
 * Adds a sticker at the end of a live pack from an image of the same organization uploaded with
 * purpose `sticker` (only admins may upload those). NOT_FOUND for an unknown/deleted/foreign pack
 * and for an unknown, foreign or photo image.
 */
export async function createSticker(db: Executor, organizationId: number, body: CreateStickerBody): Promise<Sticker> {
  await getPack(db, organizationId, body.packId);
  const [image] = await queryRows<{ width: number; height: number }>(
    db,
    sql`select width, height from images where id = ${body.imageId} and organization_id = ${organizationId} and purpose = 'sticker'`,
  );
  if (!image) throw new AppError('NOT_FOUND', 'No such sticker image; upload it with purpose=sticker');
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into stickers (organization_id, pack_id, image_id, name, position)
        values (${organizationId}, ${body.packId}, ${body.imageId}, ${body.name},
                (select coalesce(max(position), -1) + 1 from stickers where pack_id = ${body.packId}))
        returning id`,
  );
  if (!row) throw new Error('sticker insert returned nothing');
  return toSticker({ id: row.id, pack_id: body.packId, name: body.name, image_id: body.imageId, width: image.width, height: image.height });
}

/** Soft-deletes a live sticker of the organization; NOT_FOUND otherwise. */
export async function deleteSticker(db: Executor, organizationId: number, id: number): Promise<{ ok: true }> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update stickers set deleted_at = now()
        where id = ${id} and organization_id = ${organizationId} and deleted_at is null returning id`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such sticker');
  return { ok: true };
}
