/**
 * Table of uploaded images (SPEC §1 Thanks photos, §3 stickers).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/** What an upload is for (matches UploadPurpose of the contracts). */
export type ImagePurpose = 'thanks' | 'sticker' | 'avatar' | 'logo' | 'header_logo';

/**
 * Uploaded images (SPEC §1 Thanks photos, §3 stickers). The bytes live in the storage
 * (`storage_key`, `<key>.webp` and `<key>_thumb.webp`); this row says who owns them. The id is a
 * random UUID. A `thanks` image becomes attached when a thanks uses it (`transaction_photos`).
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<ImagePurpose>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Full version, px. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Stored bytes of both versions. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_org_idx').on(t.organizationId),
    index('images_owner_idx').on(t.ownerId, t.createdAt),
    check('images_purpose_ck', sql`${t.purpose} in ('thanks', 'sticker', 'avatar', 'logo', 'header_logo')`),
  ],
);
