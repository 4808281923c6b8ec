/**
 * The audit log of the global admin (SPEC §6 'The global admin area …'; docs/decisions/0034): one row
 * per superuser action, written in the same database transaction as the action and never changed.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction, type AuditDetailValue } from '@gratia/contracts';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A superuser action: who (`actor_id`), when, what (`action`), in which community, on what
 * (`target_id`: a member, a period, a Telegram group, the new community; null for a whole-community
 * emission) and with what (`details`: names, dates, amounts — never a secret). An emission keeps its
 * Idempotency-Key and request hash here, so a retried request finds its first result.
 */
export const globalAdminAudit = pgTable(
  'global_admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<AuditAction>().notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, AuditDetailValue>>().notNull().default({}),
    idempotencyKey: uuid('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('global_admin_audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('global_admin_audit_org_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('global_admin_audit_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    index('global_admin_audit_actor_idx').on(t.actorId),
    uniqueIndex('global_admin_audit_actor_idem_uq').on(t.actorId, t.idempotencyKey),
    check('global_admin_audit_action_ck', sql`${t.action} in (${sql.raw(AUDIT_ACTIONS.map((a) => `'${a}'`).join(', '))})`),
  ],
);
