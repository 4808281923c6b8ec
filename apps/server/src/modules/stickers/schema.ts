/**
 * Tables of sticker packs and stickers (SPEC §3 stickers and sticker packs).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { images } from '../media/schema.ts';
import { organizations } from '../organization/schema.ts';

/** Sticker packs of an organization (SPEC §3). Deleted packs keep their rows for old thanks. */
export const stickerPacks = pgTable(
  'sticker_packs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('sticker_packs_org_idx').on(t.organizationId)],
);

/** A sticker of a pack (SPEC §3); its image was uploaded with purpose `sticker`. */
export const stickers = pgTable(
  'stickers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    packId: integer('pack_id')
      .notNull()
      .references(() => stickerPacks.id),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stickers_pack_idx').on(t.packId, t.position),
    index('stickers_org_idx').on(t.organizationId),
    index('stickers_image_idx').on(t.imageId),
  ],
);
