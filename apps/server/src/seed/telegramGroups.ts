/**
 * The demo's Telegram groups (SPEC §3 Telegram group: name, chat id): «Gratia Demo» has the
 * company-wide chat and the development team's thanks chat, both supergroups, added by its admin.
 */
import type { Db } from '../db/client.ts';
import { createTelegramGroup } from '../modules/telegramGroups/index.ts';

/** The demo community's groups with supergroup chat ids (-100…). */
export const DEMO_TELEGRAM_GROUPS = [
  { name: 'Gratia — все сотрудники', chatId: '-1001873204561' },
  { name: 'Разработка — спасибо', chatId: '-1002098417735' },
] as const;

/** Adds {@link DEMO_TELEGRAM_GROUPS} to `organizationId` as added by `adminId`; returns how many. */
export async function seedTelegramGroups(db: Db, organizationId: number, adminId: number): Promise<number> {
  for (const group of DEMO_TELEGRAM_GROUPS) await createTelegramGroup(db, organizationId, { ...group }, adminId);
  return DEMO_TELEGRAM_GROUPS.length;
}
