/**
 * Table of the Telegram groups of a community (SPEC §3 Telegram group: name, chat id).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TELEGRAM_CHAT_ID_MAX, TELEGRAM_GROUP_NAME_MAX_LENGTH } from '@gratia/contracts';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A group chat of the community's bot. `chat_id` is Telegram's chat id, exactly (a supergroup's is
 * -100…, 13 digits); one chat appears once per community, which the unique index decides.
 */
export const telegramGroups = pgTable(
  'telegram_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** The admin who added it; null for a group not added by a member. */
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('telegram_groups_org_chat_uq').on(t.organizationId, t.chatId),
    check('telegram_groups_chat_id_ck', sql`${t.chatId} <> 0 and ${t.chatId} between ${sql.raw(String(-TELEGRAM_CHAT_ID_MAX))} and ${sql.raw(String(TELEGRAM_CHAT_ID_MAX))}`),
    check('telegram_groups_name_ck', sql`char_length(${t.name}) between 1 and ${sql.raw(String(TELEGRAM_GROUP_NAME_MAX_LENGTH))}`),
  ],
);
