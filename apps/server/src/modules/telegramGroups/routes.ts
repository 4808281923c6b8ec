/** Routes of the Telegram groups (SPEC §2 Organization settings 'Telegram groups'; SPEC §3 Telegram group). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { listTelegramGroups } from './queries.ts';
import { createTelegramGroup, deleteTelegramGroup, updateTelegramGroup } from './service.ts';

type TelegramGroupRoute = 'telegramGroups' | 'createTelegramGroup' | 'updateTelegramGroup' | 'deleteTelegramGroup';

/**
 * Every route `admin: true` in the table (role 'A' of the caller's organization; 403 before the
 * input is read), acting on the caller's current organization.
 * GET /api/telegram-groups → TelegramGroupsResponse {items}, by name.
 * POST /api/telegram-groups {name, chatId} → TelegramGroup; 409 TELEGRAM_GROUP_TAKEN, 400 VALIDATION_ERROR.
 * PATCH /api/telegram-groups?id= {name?, chatId?} → TelegramGroup; 404 NOT_FOUND, 409 TELEGRAM_GROUP_TAKEN, 400 VALIDATION_ERROR.
 * DELETE /api/telegram-groups?id= → {ok: true}; 404 NOT_FOUND.
 */
export function telegramGroupHandlers(db: Db): Pick<Handlers, TelegramGroupRoute> {
  return {
    telegramGroups: async ({ auth }) => ({ items: await listTelegramGroups(db, requireOrg(auth)) }),
    createTelegramGroup: async ({ auth, body }) => createTelegramGroup(db, requireOrg(auth), body, auth.userId),
    updateTelegramGroup: async ({ auth, query, body }) => updateTelegramGroup(db, requireOrg(auth), query.id, body),
    deleteTelegramGroup: async ({ auth, query }) => {
      await deleteTelegramGroup(db, requireOrg(auth), query.id);
      return { ok: true as const };
    },
  };
}
