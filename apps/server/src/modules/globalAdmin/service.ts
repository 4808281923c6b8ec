/**
 * What a superuser does across communities (SPEC §1 'A global administrator can create root
 * communities and emit thanks', §6; DOMAIN §6.5; docs/decisions/0034), each in one database
 * transaction with its audit log line, so the log is never behind and a refused action leaves
 * none. The communities' own rules come from the modules that own them — people (hiring),
 * periods, Telegram groups, organization (a community's name and first admins) — called here
 * inside that transaction.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  AdminEmployee,
  AuditAction,
  AuditDetailValue,
  CreateTelegramGroupInput,
  Emission,
  GlobalCommunity,
  Period,
  TelegramGroup,
  UpdateTelegramGroupInput,
} from '@gratia/contracts';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/session.ts';
import { ensureAccountsOf, ensureTreasury, lockAccountsInOrder, postJournal } from '../ledger/index.ts';
import { checkCommunityNameFree, communityNameRace, newSharedKey, organizations } from '../organization/index.ts';
import { activeMembership, createEmployee, type EmployeeFields } from '../people/index.ts';
import { createPeriod, deletePeriod, listPeriods, onMembersJoined, type PeriodJobs } from '../periods/index.ts';
import { insertGrant } from '../roles/index.ts';
import { createTelegramGroup, deleteTelegramGroup, getTelegramGroup, updateTelegramGroup } from '../telegramGroups/index.ts';
import { getCommunity, requireCommunity } from './queries.ts';

/** The route table's `superuser: true` check: resolves for a user with the superuser flag, 403 FORBIDDEN for anyone else (SPEC §6). */
export async function requireSuperuser(db: Executor, auth: AuthContext): Promise<void> {
  const [row] = await queryRows<{ superuser: boolean }>(db, sql`select superuser from users where id = ${auth.userId}`);
  if (!row?.superuser) throw new AppError('FORBIDDEN', 'Superusers only');
}

/** One line of the audit log (docs/decisions/0034), written in the action's transaction `tx`. */
interface AuditLine {
  actorId: number;
  action: AuditAction;
  organizationId: number;
  targetId: number | null;
  details: Record<string, AuditDetailValue>;
  idempotencyKey?: string;
  requestHash?: string;
  createdAt?: Date;
}

/** Writes `line` in `tx`; returns its id, or null when `line.idempotencyKey` was taken by the same actor meanwhile. */
async function writeAudit(tx: Executor, line: AuditLine): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into global_admin_audit (actor_id, action, organization_id, target_id, details, idempotency_key, request_hash, created_at)
        values (${line.actorId}, ${line.action}, ${line.organizationId}, ${line.targetId}, ${JSON.stringify(line.details)}::jsonb,
                ${line.idempotencyKey ?? null}, ${line.requestHash ?? null}, ${(line.createdAt ?? new Date()).toISOString()}::timestamptz)
        on conflict (actor_id, idempotency_key) do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** A person's name for the log: surname and first name. */
const nameOf = (p: { surname: string; firstName: string }) => `${p.surname} ${p.firstName}`.trim();

/** The services take a transaction where the modules' functions ask for a database: theirs then run as savepoints of it. */
const asDb = (tx: Tx): Db => tx;

/** A 400 VALIDATION_ERROR on body field `path` with `validation.required`, shaped like the schema's own. */
const required = (path: string) =>
  new AppError('VALIDATION_ERROR', 'This field is required', { details: { issues: [{ path, message: 'validation.required', location: 'body' }] } });

/**
 * POST /api/global/communities: creates root community `body.name` and makes `body.admin` its first
 * administrator — the account with that e-mail, or a new person with it and the names given (400
 * on `admin.firstName` / `admin.surname` when one is missing then). 409 ORGANIZATION_NAME_TAKEN when
 * a root community has the name (any case). Audit: `community_created`.
 */
export async function createRootCommunity(
  db: Db,
  actorId: number,
  body: { name: string; admin: { email: string; firstName?: string | undefined; surname?: string | undefined } },
  now = new Date(),
): Promise<GlobalCommunity> {
  const name = body.name.trim();
  let id: number;
  try {
    id = await withTxRetry(db, async (tx) => {
      await checkCommunityNameFree(tx, 'roots', name, null);
      const [existing] = await queryRows<{ id: number }>(tx, sql`select id from users where lower(email) = lower(${body.admin.email})`);
      const firstName = body.admin.firstName?.trim() ?? '';
      const surname = body.admin.surname?.trim() ?? '';
      if (!existing && firstName === '') throw required('admin.firstName');
      if (!existing && surname === '') throw required('admin.surname');
      // The defaults of a new community (settings, bonus name) are the table's.
      const [created] = await tx.insert(organizations).values({ name, sharedKey: newSharedKey(), createdAt: now }).returning({ id: organizations.id });
      if (!created) throw new Error('organization insert returned nothing');
      const org = Number(created.id);
      const admin = await createEmployee(asDb(tx), { organizationId: org, userId: actorId }, employeeOf({ email: body.admin.email, firstName, surname }));
      await insertGrant(tx, { userId: actorId, organizationId: org }, { userId: admin.id, role: 'A', divisionId: null });
      await writeAudit(tx, {
        actorId,
        action: 'community_created',
        organizationId: org,
        targetId: org,
        details: { name, adminId: admin.id, admin: nameOf(admin), newPerson: !existing },
        createdAt: now,
      });
      return org;
    });
  } catch (err) {
    throw communityNameRace(err);
  }
  return getCommunity(db, id);
}

/** The hiring fields of a first administrator: an e-mail and names, nothing else set. */
function employeeOf(p: { email: string; firstName: string; surname: string }): EmployeeFields {
  return {
    firstName: p.firstName,
    surname: p.surname,
    middleName: null,
    nickname: null,
    email: p.email,
    phone: null,
    tgName: null,
    tgId: null,
    gender: null,
    status: 'none',
    jobTitle: null,
    divisionId: null,
    location: null,
    hiredOn: null,
    birthDate: null,
    language: 'ru',
  };
}

/**
 * POST /api/global/employees?organizationId=: hires into community `organizationId` with the
 * structure tab's rules and errors (people module: 409 EMPLOYEE_EXISTS, CONTACT_TAKEN, 404 NOT_FOUND
 * for a division of another community); 404 NOT_FOUND for an unknown community. The active period's
 * accrual follows the new member. Audit: `employee_created`.
 */
export async function hireEmployee(db: Db, actorId: number, organizationId: number, body: EmployeeFields): Promise<AdminEmployee> {
  return withTxRetry(db, async (tx) => {
    await requireCommunity(tx, organizationId);
    const employee = await createEmployee(asDb(tx), { organizationId, userId: actorId }, body, onMembersJoined);
    await writeAudit(tx, {
      actorId,
      action: 'employee_created',
      organizationId,
      targetId: employee.id,
      details: { name: nameOf(employee), division: employee.division?.name ?? null, jobTitle: employee.jobTitle },
    });
    return employee;
  });
}

/** GET /api/global/periods?organizationId=: the community's periods, newest start first; 404 NOT_FOUND for an unknown community. */
export async function communityPeriods(db: Db, organizationId: number): Promise<{ items: Period[] }> {
  await getCommunity(db, organizationId);
  return { items: await listPeriods(db, organizationId) };
}

/**
 * POST /api/global/periods?organizationId=: a period of community `organizationId` with the periods
 * tab's rules (SPEC §5: PERIOD_START_IN_PAST, PERIOD_END_BEFORE_START, PERIOD_OVERLAP); one starting
 * today starts at once. Audit: `period_created`.
 */
export async function createCommunityPeriod(
  db: Db,
  actorId: number,
  organizationId: number,
  body: Parameters<typeof createPeriod>[2],
  jobs?: PeriodJobs,
): Promise<Period> {
  return withTxRetry(db, async (tx) => {
    await requireCommunity(tx, organizationId);
    const period = await createPeriod(asDb(tx), organizationId, body, jobs);
    await writeAudit(tx, {
      actorId,
      action: 'period_created',
      organizationId,
      targetId: period.id,
      details: { startDate: period.startDate, endDate: period.endDate, accrualAmount: period.accrualAmount },
    });
    return period;
  });
}

/**
 * DELETE /api/global/periods?organizationId=&id=: deletes a scheduled period of the community (409
 * ACTIVE_PERIOD_LOCKED 'Cannot delete active period', PERIOD_LOCKED for a completed one, 404 NOT_FOUND
 * for another community's). Audit: `period_deleted`.
 */
export async function deleteCommunityPeriod(db: Db, actorId: number, organizationId: number, id: number): Promise<void> {
  await withTxRetry(db, async (tx) => {
    await requireCommunity(tx, organizationId);
    const [p] = await queryRows<{ start_date: string; end_date: string }>(
      tx,
      sql`select start_date::text as start_date, end_date::text as end_date from periods where id = ${id} and organization_id = ${organizationId}`,
    );
    await deletePeriod(asDb(tx), organizationId, id);
    await writeAudit(tx, {
      actorId,
      action: 'period_deleted',
      organizationId,
      targetId: id,
      details: { startDate: p?.start_date ?? null, endDate: p?.end_date ?? null },
    });
  });
}

/** POST /api/global/telegram-groups?organizationId=: the settings tab's rules (409 TELEGRAM_GROUP_TAKEN on `chatId`). Audit: `telegram_group_created`. */
export async function createCommunityTelegramGroup(db: Db, actorId: number, organizationId: number, body: CreateTelegramGroupInput): Promise<TelegramGroup> {
  return withTxRetry(db, async (tx) => {
    await requireCommunity(tx, organizationId);
    const group = await createTelegramGroup(asDb(tx), organizationId, body, actorId);
    await writeAudit(tx, { actorId, action: 'telegram_group_created', organizationId, targetId: group.id, details: { name: group.name, chatId: group.chatId } });
    return group;
  });
}

/** PATCH /api/global/telegram-groups?organizationId=&id=: rename or re-point a group (404 NOT_FOUND for another community's). Audit: `telegram_group_updated`. */
export async function updateCommunityTelegramGroup(
  db: Db,
  actorId: number,
  organizationId: number,
  id: number,
  body: UpdateTelegramGroupInput,
): Promise<TelegramGroup> {
  return withTxRetry(db, async (tx) => {
    await requireCommunity(tx, organizationId);
    const before = await getTelegramGroup(tx, organizationId, id);
    const group = await updateTelegramGroup(asDb(tx), organizationId, id, body);
    await writeAudit(tx, {
      actorId,
      action: 'telegram_group_updated',
      organizationId,
      targetId: id,
      details: { name: group.name, chatId: group.chatId, previousName: before.name, previousChatId: before.chatId },
    });
    return group;
  });
}

/** DELETE /api/global/telegram-groups?organizationId=&id=: removes a group (404 NOT_FOUND for another community's). Audit: `telegram_group_deleted`. */
export async function deleteCommunityTelegramGroup(db: Db, actorId: number, organizationId: number, id: number): Promise<void> {
  await withTxRetry(db, async (tx) => {
    await requireCommunity(tx, organizationId);
    const before = await getTelegramGroup(tx, organizationId, id);
    await deleteTelegramGroup(asDb(tx), organizationId, id);
    await writeAudit(tx, { actorId, action: 'telegram_group_deleted', organizationId, targetId: id, details: { name: before.name, chatId: before.chatId } });
  });
}

/** A validated emission request. */
export interface EmissionInput {
  organizationId: number;
  userId?: number | undefined;
  amount: number;
  reason: string;
}

const hashOf = (input: EmissionInput) =>
  createHash('sha256')
    .update(JSON.stringify(['emission', input.organizationId, input.userId ?? null, input.amount, input.reason]))
    .digest('hex');

/** The emission an audit line records (its details as {@link emit} wrote them). */
function emissionOf(row: { id: number; organization_id: number; details: Record<string, AuditDetailValue> | string; created_at: string | Date }): Emission {
  const d = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, AuditDetailValue>;
  return {
    organizationId: Number(row.organization_id),
    periodId: Number(d.periodId),
    userId: d.userId === null || d.userId === undefined ? null : Number(d.userId),
    recipients: Number(d.recipients),
    amount: Number(d.amount),
    total: Number(d.total),
    reason: String(d.reason ?? ''),
    auditId: Number(row.id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The first emission of `actorId` with `key`, or null; 409 IDEMPOTENCY_CONFLICT when it was another request. */
async function priorEmission(tx: Executor, actorId: number, key: string, hash: string): Promise<Emission | null> {
  const [row] = await queryRows<{ id: number; organization_id: number; details: Record<string, AuditDetailValue>; created_at: string; request_hash: string | null }>(
    tx,
    sql`select id, organization_id, details, created_at, request_hash from global_admin_audit where actor_id = ${actorId} and idempotency_key = ${key}`,
  );
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
  return emissionOf(row);
}

/**
 * POST /api/global/emissions: emits thanks (SPEC §1, DOMAIN §6.5) — `amount` points created from the
 * treasury of community `organizationId`'s active period into the received points (income account)
 * of member `userId`, or of every active member there without it: per member a visible transaction
 * (type `emission`, the superuser as sender, the reason as message) and its `emission` journal, and
 * one audit line, all in one database transaction. `idempotencyKey` (UUID): a retry answers the first
 * result. Errors: 404 NOT_FOUND (community), 404 USER_NOT_FOUND (not an active member; nobody
 * active), 409 NO_ACTIVE_PERIOD, 409 IDEMPOTENCY_CONFLICT.
 */
export async function emit(db: Db, actorId: number, input: EmissionInput, idempotencyKey: string, now = new Date()): Promise<Emission> {
  const key = idempotencyKey.toLowerCase();
  const hash = hashOf(input);
  return withTxRetry(db, async (tx) => {
    const prior = await priorEmission(tx, actorId, key, hash);
    if (prior) return prior;
    const org = input.organizationId;
    await requireCommunity(tx, org);
    const recipients = await queryRows<{ user_id: number; first_name: string | null; surname: string | null }>(
      tx,
      sql`select m.user_id, p.first_name, p.surname from memberships m join profiles p on p.user_id = m.user_id
          where m.organization_id = ${org} and ${activeMembership('m')}
            ${input.userId === undefined ? sql`` : sql`and m.user_id = ${input.userId}`}
          order by m.user_id`,
    );
    if (recipients.length === 0) throw new AppError('USER_NOT_FOUND', 'User is not found');
    const [period] = await queryRows<{ id: number }>(tx, sql`select id from periods where organization_id = ${org} and status = 'active' for share`);
    if (!period) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
    const periodId = Number(period.id);
    const userIds = recipients.map((r) => Number(r.user_id));
    const one = input.userId === undefined ? null : recipients[0];
    const details: Record<string, AuditDetailValue> = {
      periodId,
      userId: input.userId ?? null,
      recipient: one ? nameOf({ surname: one.surname ?? '', firstName: one.first_name ?? '' }) : null,
      recipients: userIds.length,
      amount: input.amount,
      total: input.amount * userIds.length,
      reason: input.reason,
    };
    const auditId = await writeAudit(tx, { actorId, action: 'emission', organizationId: org, targetId: input.userId ?? null, details, idempotencyKey: key, requestHash: hash, createdAt: now });
    if (auditId === null) {
      // A concurrent request with the same key committed first.
      const again = await priorEmission(tx, actorId, key, hash);
      if (!again) throw new Error('idempotent emission vanished');
      return again;
    }
    const treasury = await ensureTreasury(tx, org, periodId);
    const accounts = await ensureAccountsOf(tx, org, periodId, userIds);
    const incomeOf = (userId: number) => {
      const acc = accounts.get(userId);
      if (!acc) throw new Error(`accounts of user ${userId} missing`);
      return acc.incomeId;
    };
    await lockAccountsInOrder(tx, [treasury, ...userIds.map(incomeOf)]);
    const at = now.toISOString();
    const rows = await queryRows<{ id: number; recipient_id: number }>(
      tx,
      sql`insert into transactions (organization_id, period_id, sender_id, recipient_id, amount, message, is_anonymous, status, type, created_at, changed_at)
          select ${org}::int, ${periodId}::int, ${actorId}::int, u, ${input.amount}::bigint, ${input.reason}, false, 'completed', 'emission', ${at}::timestamptz, ${at}::timestamptz
          from unnest(${`{${userIds.join(',')}}`}::int[]) as u
          returning id, recipient_id`,
    );
    for (const row of rows) {
      await postJournal(tx, {
        organizationId: org,
        kind: 'emission',
        transactionId: Number(row.id),
        createdAt: now,
        lines: [
          { accountId: incomeOf(Number(row.recipient_id)), amount: input.amount },
          { accountId: treasury, amount: -input.amount },
        ],
      });
    }
    return emissionOf({ id: auditId, organization_id: org, details, created_at: now });
  });
}
