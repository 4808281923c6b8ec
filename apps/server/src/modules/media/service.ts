/**
 * Images of an organization (issue 6; SPEC §1 Thanks photos, §3 stickers, §7 file download):
 * storing an upload (processed by {@link processImage}, bytes through {@link ObjectStorage}, a row
 * in `images`) and reading it back for a member of the owning organization. The bytes of an image
 * are `<storage_key>.webp` and, for photos, `<storage_key>_thumb.webp`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, or, sql } from 'drizzle-orm';
import { imageUrl, type ImageRef, type ImageVariant, type UploadedImage, type UploadPurpose } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { processImage, type ProcessedImage } from './process.ts';
import { images } from './schema.ts';
import type { ObjectStorage } from './storage.ts';

/** Uploads a member may have that no thanks or sticker uses yet, created within the last hour. */
export const MAX_UNATTACHED_UPLOADS_PER_HOUR = 100;

/** Who stores an image: the owning organization and the uploading user. */
export interface ImageOwner {
  organizationId: number;
  userId: number;
}

/** Purposes stored in one size only: stickers and header logos are small already. */
const SINGLE_SIZE: ReadonlySet<UploadPurpose> = new Set(['sticker', 'header_logo']);

/** Storage keys of the full version and the thumbnail (stickers and header logos have no thumbnail; photos, avatars and logos have one). */
export function objectKeys(storageKey: string, purpose: UploadPurpose): { full: string; thumb: string | null } {
  return { full: `${storageKey}.webp`, thumb: SINGLE_SIZE.has(purpose) ? null : `${storageKey}_thumb.webp` };
}

/** The client view of a stored image; stickers' and header logos' `thumbUrl` is their `url` (contracts ImageRef). */
export function imageRef(row: { id: string; purpose: UploadPurpose; width: number; height: number }): ImageRef {
  return {
    id: row.id,
    url: imageUrl(row.id),
    thumbUrl: imageUrl(row.id, SINGLE_SIZE.has(row.purpose) ? 'full' : 'thumb'),
    width: row.width,
    height: row.height,
  };
}

/**
 * RATE_LIMITED (429) when `owner.userId` already has {@link MAX_UNATTACHED_UPLOADS_PER_HOUR}
 * images of the last hour that no thanks and no sticker uses (index `images_owner_idx`).
 */
export async function checkUploadQuota(db: Executor, owner: ImageOwner): Promise<void> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from images i
        where i.owner_id = ${owner.userId} and i.created_at > now() - interval '1 hour'
          and not exists (select 1 from transaction_photos p where p.image_id = i.id)
          and not exists (select 1 from stickers s where s.image_id = i.id)`,
  );
  if ((row?.n ?? 0) >= MAX_UNATTACHED_UPLOADS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many unused uploads in the last hour; send or remove some first', {
      details: { limit: MAX_UNATTACHED_UPLOADS_PER_HOUR, windowSeconds: 3600 },
    });
  }
}

/**
 * Processes an upload `input` (refused with 503 SERVER_BUSY when the image queue is full), writes
 * its renditions to `storage` and records the image for `owner`. Nothing is stored when processing
 * fails (UNSUPPORTED_MEDIA_TYPE, IMAGE_TOO_LARGE, SERVER_BUSY); written objects are removed again
 * when the insert fails. `createdAt` back-dates seeded images.
 */
export async function storeImage(
  db: Executor,
  storage: ObjectStorage,
  owner: ImageOwner,
  purpose: UploadPurpose,
  input: Buffer,
  options: { createdAt?: Date } = {},
): Promise<UploadedImage> {
  return saveProcessedImage(db, storage, owner, purpose, await processImage(input, purpose, { whenBusy: 'reject' }), options);
}

/**
 * Stores renditions made by {@link processImage} as a new image of `owner` (new id, new storage
 * key). The seed uses it to store one generated picture as several images without re-encoding.
 */
export async function saveProcessedImage(
  db: Executor,
  storage: ObjectStorage,
  owner: ImageOwner,
  purpose: UploadPurpose,
  processed: ProcessedImage,
  options: { createdAt?: Date } = {},
): Promise<UploadedImage> {
  const id = randomUUID();
  const storageKey = `o${owner.organizationId}-${randomBytes(12).toString('hex')}`;
  const keys = objectKeys(storageKey, purpose);
  const written: string[] = [];
  try {
    await storage.put(keys.full, processed.full.data);
    written.push(keys.full);
    if (keys.thumb && processed.thumb) {
      await storage.put(keys.thumb, processed.thumb.data);
      written.push(keys.thumb);
    }
    const [row] = await db
      .insert(images)
      .values({
        id,
        organizationId: owner.organizationId,
        ownerId: owner.userId,
        purpose,
        storageKey,
        width: processed.full.width,
        height: processed.full.height,
        bytes: processed.full.data.length + (processed.thumb?.data.length ?? 0),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning({ createdAt: images.createdAt });
    if (!row) throw new Error('image insert returned nothing');
    return { ...imageRef({ id, purpose, width: processed.full.width, height: processed.full.height }), purpose, createdAt: row.createdAt.toISOString() };
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
}

/** RFC 4122 text form; anything else cannot be an image id (and must not reach a uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bytes of image `id` for a member of `organizationId`: the full version, or the thumbnail
 * for `variant` 'thumb' (stickers answer their only version). An image belongs to the organization
 * it was uploaded in; an avatar (a profile photo, shown wherever its owner is a member) is also
 * readable in every organization its owner belongs to; an image a `common` challenge template
 * shows (its covers, card image, steps' covers: `challenge_template_images`) is readable in every
 * organization, as the template itself is (docs/decisions/0044). NOT_FOUND (404) for a malformed id, an
 * unknown image, an image of another organization (an avatar: of someone who is not a member of
 * `organizationId`) or missing bytes.
 */
export async function openImage(
  db: Executor,
  storage: ObjectStorage,
  organizationId: number,
  id: string,
  variant: ImageVariant,
): Promise<{ stream: Readable; size: number }> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No such image');
  const [row] = await db
    .select({ storageKey: images.storageKey, purpose: images.purpose })
    .from(images)
    .where(
      and(
        eq(images.id, id.toLowerCase()),
        or(
          eq(images.organizationId, organizationId),
          and(
            eq(images.purpose, 'avatar'),
            sql`exists (select 1 from memberships m where m.user_id = ${images.ownerId} and m.organization_id = ${organizationId})`,
          ),
          sql`exists (select 1 from challenge_template_images ti join challenge_templates t on t.id = ti.template_id
                      where ti.image_id = ${images.id} and t.scope = 'common')`,
        ),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such image');
  const keys = objectKeys(row.storageKey, row.purpose);
  const object = await storage.get(variant === 'thumb' && keys.thumb ? keys.thumb : keys.full);
  if (!object) throw new AppError('NOT_FOUND', 'No such image');
  return object;
}
