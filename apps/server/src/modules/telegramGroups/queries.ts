/** Reads of the Telegram groups (SPEC §3 Telegram group): a community's list and one group. */
import { sql, type SQL } from 'drizzle-orm';
import type { TelegramGroup } from '@gratia/contracts';
import { queryRows, type Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

type GroupRow = { id: number; name: string; chat_id: string; created_at: string | Date };

/** Groups of `organizationId` matching `where`, by name (case-insensitive), then id. The chat id is read as text: exact whatever the driver does with `bigint`. */
async function loadGroups(db: Executor, organizationId: number, where: SQL): Promise<TelegramGroup[]> {
  const rows = await queryRows<GroupRow>(
    db,
    sql`select g.id, g.name, g.chat_id::text as chat_id, g.created_at
        from telegram_groups g
        where g.organization_id = ${organizationId} and ${where}
        order by lower(g.name), g.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, chatId: r.chat_id, createdAt: new Date(r.created_at).toISOString() }));
}

/** GET /api/telegram-groups: the Telegram groups of `organizationId`, by name. */
export async function listTelegramGroups(db: Executor, organizationId: number): Promise<TelegramGroup[]> {
  return loadGroups(db, organizationId, sql`true`);
}

/** Group `id` of `organizationId`; 404 NOT_FOUND when it is missing or another community's. */
export async function getTelegramGroup(db: Executor, organizationId: number, id: number): Promise<TelegramGroup> {
  const [group] = await loadGroups(db, organizationId, sql`g.id = ${id}`);
  if (!group) throw new AppError('NOT_FOUND', 'No such Telegram group');
  return group;
}
