/**
 * Table of the photos of a thanks (SPEC §1 Thanks).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { integer, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { transactions } from '../ledger/schema.ts';
import { images } from '../media/schema.ts';

/** Photos of a thanks, in display order; an image belongs to one thanks at most. */
export const transactionPhotos = pgTable(
  'transaction_photos',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.position] }),
    uniqueIndex('transaction_photos_image_uq').on(t.imageId),
  ],
);
