/**
 * Media of the demo seed (issue 6 "Done when": seed photos and stickers too): a default sticker
 * pack "Базовый" per organization, generated photos on some thanks and stickers on others. The
 * pictures (pictures.ts) go through the same processing and storage as uploads; each is encoded
 * once and stored as as many images as thanks use it (an image belongs to one thanks at most).
 */
import { fakerRU } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { UploadPurpose } from '@gratia/contracts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { transactionPhotos } from '../db/schema.ts';
import { processImage, saveProcessedImage, type ObjectStorage, type ProcessedImage } from '../modules/media/index.ts';
import { SEED_PHOTO_COUNT, SEED_STICKERS, seedPhotoSvg } from './pictures.ts';

/** The seed's pictures, processed once: the stickers of the pack and the photos. */
export interface SeedPictures {
  stickers: { name: string; image: ProcessedImage }[];
  photos: ProcessedImage[];
}

async function renderSvg(svg: string, purpose: UploadPurpose): Promise<ProcessedImage> {
  // PNG without compression: a fast hand-over to the same pipeline uploads go through.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  return processImage(png, purpose);
}

/** Renders and encodes the {@link SEED_STICKERS} and {@link SEED_PHOTO_COUNT} photos (in parallel, bounded by processImage). */
export async function renderSeedPictures(): Promise<SeedPictures> {
  const [stickers, photos] = await Promise.all([
    Promise.all(SEED_STICKERS.map(async (s) => ({ name: s.name, image: await renderSvg(s.svg, 'sticker') }))),
    Promise.all(Array.from({ length: SEED_PHOTO_COUNT }, (_, i) => renderSvg(seedPhotoSvg(i), 'thanks'))),
  ]);
  return { stickers, photos };
}

/** How much media one organization gets. */
export interface OrgMediaOptions {
  organizationId: number;
  /** Owner of the sticker images (an admin of the organization). */
  adminId: number;
  /** Thanks that get 1–3 photos each (at most the thanks there are). */
  photoThanks: number;
  /** Thanks that get a sticker (at most the thanks there are). */
  stickerThanks: number;
  /** When the pack was made (sticker images are back-dated to it). */
  createdAt: Date;
}

/**
 * Seeds one organization's media into `storage`: the pack "Базовый" with the stickers, photos
 * (owned by each thanks' sender, dated like the thanks) on `photoThanks` random thanks and a
 * sticker on `stickerThanks` random thanks. Random choices come from the seeded faker.
 * Returns how many photos and stickers were attached.
 */
export async function seedOrgMedia(
  db: Db,
  storage: ObjectStorage,
  pictures: SeedPictures,
  opts: OrgMediaOptions,
): Promise<{ photos: number; stickered: number }> {
  const owner = { organizationId: opts.organizationId, userId: opts.adminId };
  const [pack] = await queryRows<{ id: number }>(
    db,
    sql`insert into sticker_packs (organization_id, name, position, created_at)
        values (${opts.organizationId}, 'Базовый', 0, ${opts.createdAt.toISOString()}) returning id`,
  );
  if (!pack) throw new Error('sticker pack insert failed');
  const stickerIds: number[] = [];
  for (const [position, s] of pictures.stickers.entries()) {
    const image = await saveProcessedImage(db, storage, owner, 'sticker', s.image, { createdAt: opts.createdAt });
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into stickers (organization_id, pack_id, image_id, name, position, created_at)
          values (${opts.organizationId}, ${pack.id}, ${image.id}, ${s.name}, ${position}, ${opts.createdAt.toISOString()}) returning id`,
    );
    if (!row) throw new Error('sticker insert failed');
    stickerIds.push(row.id);
  }

  const thanks = await queryRows<{ id: number; sender_id: number; created_at: string | Date }>(
    db,
    sql`select id, sender_id, created_at from transactions
        where organization_id = ${opts.organizationId} and type = 'between_users' order by id`,
  );
  let photos = 0;
  let next = 0;
  const withPhotos = fakerRU.helpers.arrayElements(thanks, Math.min(opts.photoThanks, thanks.length)).sort((x, y) => x.id - y.id);
  for (const t of withPhotos) {
    const n = fakerRU.number.int({ min: 1, max: 3 });
    const rows: (typeof transactionPhotos.$inferInsert)[] = [];
    for (let position = 0; position < n; position++) {
      const picture = pictures.photos[next++ % pictures.photos.length];
      if (!picture) break;
      const image = await saveProcessedImage(db, storage, { organizationId: opts.organizationId, userId: t.sender_id }, 'thanks', picture, {
        createdAt: new Date(t.created_at),
      });
      rows.push({ transactionId: t.id, imageId: image.id, position });
    }
    if (rows.length > 0) await db.insert(transactionPhotos).values(rows);
    photos += rows.length;
  }

  const withSticker = fakerRU.helpers.arrayElements(thanks, Math.min(opts.stickerThanks, thanks.length));
  for (const t of withSticker) {
    await db.execute(sql`update transactions set sticker_id = ${fakerRU.helpers.arrayElement(stickerIds)} where id = ${t.id}`);
  }
  return { photos, stickered: withSticker.length };
}
