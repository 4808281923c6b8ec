/**
 * The demo's global admin (SPEC §2 /global_admin; docs/decisions/0034): the superuser has assigned
 * «Вектор Логистик» its drivers' Telegram group and emitted a bonus to one of its dispatchers two
 * days ago, so the audit log and the member's history have something to show on first start.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { createCommunityTelegramGroup, emit } from '../modules/globalAdmin/index.ts';

/** Writes the superuser `superuserId`'s demo actions in community `organizationId`; returns how many audit lines. */
export async function seedGlobalAdmin(db: Db, input: { superuserId: number; organizationId: number; memberId: number; now: Date }): Promise<number> {
  await createCommunityTelegramGroup(db, input.superuserId, input.organizationId, { name: 'Вектор — водители', chatId: '-1002231457908' });
  await emit(
    db,
    input.superuserId,
    { organizationId: input.organizationId, userId: input.memberId, amount: 150, reason: 'Премия за запуск нового склада в Подольске' },
    randomUUID(),
    new Date(input.now.getTime() - 2 * 86_400_000),
  );
  return 2;
}
