/**
 * Adding, changing and deleting the Telegram groups of a community (SPEC §3 Telegram group: name,
 * chat id; DOMAIN §6.2 Telegram groups). Every function takes the community explicitly, so the
 * community's admins (routes.ts) and the global admin, who assigns groups to any community (SPEC
 * §7), share the same rules: a chat id appears once per community (409 TELEGRAM_GROUP_TAKEN on
 * `chatId`, decided by the unique index also when two requests race).
 */
import { sql } from 'drizzle-orm';
import type { CreateTelegramGroupInput, TelegramGroup, UpdateTelegramGroupInput } from '@gratia/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { AppError } from '../../http/errors.ts';
import { getTelegramGroup } from './queries.ts';

const taken = () => new AppError('TELEGRAM_GROUP_TAKEN', 'The community already has a group with this chat id', { details: { field: 'chatId' } });

/** A database refusal as the API says it: the unique chat id per community, or a community that does not exist. */
function refusal(err: unknown): unknown {
  const state = sqlState(err);
  const constraint = sqlConstraint(err);
  if (state === '23505' && constraint === 'telegram_groups_org_chat_uq') return taken();
  if (state === '23503' && constraint === 'telegram_groups_organization_id_organizations_id_fk') return new AppError('NOT_FOUND', 'No such organization');
  return err;
}

/**
 * POST /api/telegram-groups, and the global admin's assignment: adds a group named `body.name` with
 * chat id `body.chatId` (validated by the contract: trimmed name, canonical decimal chat id) to
 * community `organizationId`, recorded as added by `createdBy` (null: not by a member). 409
 * TELEGRAM_GROUP_TAKEN when the community has this chat id already; 404 NOT_FOUND when the
 * community does not exist.
 */
export async function createTelegramGroup(db: Db, organizationId: number, body: CreateTelegramGroupInput, createdBy: number | null): Promise<TelegramGroup> {
  let id: number;
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into telegram_groups (organization_id, name, chat_id, created_by)
          values (${organizationId}, ${body.name.trim()}, ${body.chatId}::bigint, ${createdBy})
          returning id`,
    );
    if (!row) throw new Error('telegram group insert returned nothing');
    id = Number(row.id);
  } catch (err) {
    throw refusal(err);
  }
  return getTelegramGroup(db, organizationId, id);
}

/**
 * PATCH /api/telegram-groups?id=: renames group `id` of community `organizationId` and/or gives it
 * another chat id; omitted fields stay. 404 NOT_FOUND for a group of another community or none;
 * 409 TELEGRAM_GROUP_TAKEN when another group of the community has the new chat id.
 */
export async function updateTelegramGroup(db: Db, organizationId: number, id: number, body: UpdateTelegramGroupInput): Promise<TelegramGroup> {
  const name = body.name?.trim();
  try {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update telegram_groups
          set name = coalesce(${name ?? null}::text, name),
              chat_id = coalesce(${body.chatId ?? null}::bigint, chat_id)
          where id = ${id} and organization_id = ${organizationId}
          returning id`,
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such Telegram group');
  } catch (err) {
    throw refusal(err);
  }
  return getTelegramGroup(db, organizationId, id);
}

/** DELETE /api/telegram-groups?id=: removes group `id` of community `organizationId`; 404 NOT_FOUND for a group of another community or none. */
export async function deleteTelegramGroup(db: Db, organizationId: number, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from telegram_groups where id = ${id} and organization_id = ${organizationId} returning id`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such Telegram group');
}
