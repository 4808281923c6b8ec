/**
 * Rows of images, sticker packs and stickers written straight into the database, for tests of
 * thanks with photos and stickers that do not go through uploads.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { images, stickerPacks, stickers, type ImagePurpose } from '../src/db/schema.ts';

/** Inserts an image row owned by `ownerId` in `organizationId` (no bytes in storage); returns its id. */
export async function insertImage(
  db: Db,
  organizationId: number,
  ownerId: number,
  opts: { purpose?: ImagePurpose; width?: number; height?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(images).values({
    id,
    organizationId,
    ownerId,
    purpose: opts.purpose ?? 'thanks',
    storageKey: `test/${id}`,
    width: opts.width ?? 1200,
    height: opts.height ?? 900,
    bytes: 12_345,
  });
  return id;
}

/** A sticker pack with one sticker, in `organizationId`; the image is owned by `ownerId`. */
export async function insertSticker(
  db: Db,
  organizationId: number,
  ownerId: number,
  opts: { packActive?: boolean; packDeleted?: boolean; deleted?: boolean; name?: string } = {},
): Promise<{ packId: number; stickerId: number; imageId: string }> {
  const imageId = await insertImage(db, organizationId, ownerId, { purpose: 'sticker', width: 512, height: 512 });
  const [pack] = await db
    .insert(stickerPacks)
    .values({ organizationId, name: 'Тестовый набор', isActive: opts.packActive ?? true, deletedAt: opts.packDeleted ? new Date() : null })
    .returning({ id: stickerPacks.id });
  if (!pack) throw new Error('pack');
  const [sticker] = await db
    .insert(stickers)
    .values({ organizationId, packId: pack.id, imageId, name: opts.name ?? 'Ура', deletedAt: opts.deleted ? new Date() : null })
    .returning({ id: stickers.id });
  if (!sticker) throw new Error('sticker');
  return { packId: pack.id, stickerId: sticker.id, imageId };
}

/** Deletes a sticker and its pack (soft), as an admin would later. */
export async function deleteSticker(db: Db, s: { packId: number; stickerId: number }): Promise<void> {
  await db.update(stickers).set({ deletedAt: new Date() }).where(eq(stickers.id, s.stickerId));
  await db.update(stickerPacks).set({ deletedAt: new Date(), isActive: false }).where(eq(stickerPacks.id, s.packId));
}
