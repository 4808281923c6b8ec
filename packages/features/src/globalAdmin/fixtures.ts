import {
  CreateEmissionBody,
  CreateEmployeeBody,
  CreatePeriodBody,
  CreateRootCommunityBody,
  CreateTelegramGroupBody,
  UpdateTelegramGroupBody,
  type AdminEmployee,
  type AuditAction,
  type AuditEntry,
  type Division,
  type GlobalCommunity,
  type Period,
  type TelegramGroup,
  type UserSummary,
} from '@gratia/contracts';
import { defaultHandlers } from '../testing/handlers.ts';
import { meSuperuser, users } from '../testing/fixtures.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo data and a small in-memory server of the global admin (stories and tests; never the network). */

const anna = users[0]!;
const ivan = users[1]!;
const maria = users[2]!;
/** The superuser of the demo platform. */
export const superuser: UserSummary = { id: 90, firstName: 'Олег', surname: 'Воронцов', nickname: 'oleg', tgName: null, photo: null };

/** Four communities: «Ромашка» with its subsidiary in Kazan, «Северный ветер» without a period, «Лаборатория Тесла» without administrators. */
export const demoCommunities: GlobalCommunity[] = [
  { id: 1, name: 'Ромашка', parent: null, members: 42, admins: [anna, ivan], activePeriod: { startDate: '2026-03-01', endDate: '2026-03-31' }, createdAt: '2025-09-01T08:00:00.000Z' },
  { id: 4, name: 'Ромашка — Казань', parent: { id: 1, name: 'Ромашка' }, members: 7, admins: [maria], activePeriod: { startDate: '2026-03-01', endDate: '2026-03-31' }, createdAt: '2025-11-15T10:30:00.000Z' },
  { id: 2, name: 'Северный ветер', parent: null, members: 18, admins: [ivan], activePeriod: null, createdAt: '2026-01-20T12:00:00.000Z' },
  { id: 3, name: 'Лаборатория Тесла', parent: null, members: 0, admins: [], activePeriod: null, createdAt: '2026-03-02T09:15:00.000Z' },
];

/** Divisions of «Ромашка» (id 1); other communities have none. */
export const demoDivisions: Division[] = [
  { id: 11, name: 'Продажи', parentId: null, memberCount: 12, childCount: 0 },
  { id: 12, name: 'Разработка', parentId: null, memberCount: 11, childCount: 1 },
  { id: 13, name: 'Бэкенд', parentId: 12, memberCount: 9, childCount: 0 },
];

/** Periods of «Ромашка»: the next one scheduled, March active, February completed. */
export const demoGlobalPeriods: Period[] = [
  { id: 3, startDate: '2026-04-01', endDate: '2026-04-30', status: 'scheduled', accrualAmount: 100, startingCreatorBalance: 0, startingUserBalance: 0, thanksSent: 0 },
  { id: 2, startDate: '2026-03-01', endDate: '2026-03-31', status: 'active', accrualAmount: 100, startingCreatorBalance: 300, startingUserBalance: 20, thanksSent: 42 },
  { id: 1, startDate: '2026-02-01', endDate: '2026-02-28', status: 'completed', accrualAmount: 80, startingCreatorBalance: 0, startingUserBalance: 0, thanksSent: 57 },
];

/** Telegram groups of «Ромашка». */
export const demoGlobalTelegramGroups: TelegramGroup[] = [
  { id: 1, name: 'Ромашка — все сотрудники', chatId: '-1001873204561', createdAt: '2026-01-12T09:30:00.000Z' },
  { id: 2, name: 'Продажи', chatId: '-482915307', createdAt: '2026-02-03T14:05:00.000Z' },
];

/** Members of «Ромашка» the emission's picker finds. */
export const demoMembers: UserSummary[] = [anna, ivan, maria, ...users.slice(3)];

const line = (id: number, action: AuditAction, organization: { id: number; name: string } | null, targetId: number | null, details: AuditEntry['details'], createdAt: string): AuditEntry => ({
  id,
  actor: superuser,
  action,
  organization,
  targetId,
  details,
  createdAt,
});
const romashka = { id: 1, name: 'Ромашка' };
/** The audit log, newest first: one line of each action. */
export const demoAudit: AuditEntry[] = [
  line(8, 'emission', romashka, null, { periodId: 2, userId: null, recipient: null, recipients: 42, amount: 50, total: 2100, reason: 'С 8 Марта!' }, '2026-03-08T07:00:00.000Z'),
  line(7, 'emission', romashka, 1, { periodId: 2, userId: 1, recipient: 'Петрова Анна', recipients: 1, amount: 300, total: 300, reason: 'За запуск нового офиса' }, '2026-03-06T15:20:00.000Z'),
  line(6, 'telegram_group_updated', romashka, 2, { name: 'Продажи', chatId: '-482915307', previousName: 'Отдел продаж', previousChatId: '-482915307' }, '2026-03-05T11:00:00.000Z'),
  line(5, 'telegram_group_created', romashka, 2, { name: 'Отдел продаж', chatId: '-482915307' }, '2026-03-04T10:00:00.000Z'),
  line(4, 'period_deleted', { id: 2, name: 'Северный ветер' }, 7, { startDate: '2026-05-01', endDate: '2026-05-31' }, '2026-03-03T09:00:00.000Z'),
  line(3, 'period_created', romashka, 3, { startDate: '2026-04-01', endDate: '2026-04-30', accrualAmount: 100 }, '2026-03-02T16:45:00.000Z'),
  line(2, 'employee_created', romashka, 5, { name: 'Соколов Дмитрий', division: 'Разработка', jobTitle: 'Инженер' }, '2026-03-02T12:10:00.000Z'),
  line(1, 'community_created', { id: 3, name: 'Лаборатория Тесла' }, 3, { name: 'Лаборатория Тесла', adminId: 77, admin: 'Орлова Вера', newPerson: true }, '2026-03-02T09:15:00.000Z'),
];

/** A writing call the mock received: method, path and body. */
export interface GlobalCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  idempotencyKey?: string | undefined;
}

/** What {@link globalAdminServer} starts from (each default: the demo data above). */
export interface GlobalAdminStart {
  communities?: GlobalCommunity[];
  periods?: Period[];
  telegramGroups?: TelegramGroup[];
  audit?: AuditEntry[];
  /** E-mails of accounts that exist (a first admin found by e-mail needs no names). */
  knownEmails?: string[];
  /** The day the mock calls today (`YYYY-MM-DD`), for the period rules; default 2026-03-10. */
  today?: string;
}

const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  errorReply('VALIDATION_ERROR', 400, { issues: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })) });

/**
 * An in-memory global admin server for a superuser (docs/decisions/0034), over the shell's default
 * handlers: the communities (search, offset pages; a root name taken any case → 409
 * ORGANIZATION_NAME_TAKEN on `name`; an unknown e-mail without names → 400 on `admin.firstName` /
 * `admin.surname`), divisions and hiring (an e-mail of a member → 409 CONTACT_TAKEN on `email`),
 * members, periods of «Ромашка» (start before `today` → PERIOD_START_IN_PAST; overlap →
 * PERIOD_OVERLAP; only a scheduled one deleted), emissions (409 NO_ACTIVE_PERIOD for a community
 * without an active period), Telegram groups (a taken chat id → 409 TELEGRAM_GROUP_TAKEN) and the
 * audit log (filters, cursor pages of `limit`). Bodies are checked with the contracts. Every
 * writing call goes to `log`; each success adds its audit line; nothing changes on a refusal.
 */
export function globalAdminServer(start: GlobalAdminStart = {}) {
  let communities = (start.communities ?? demoCommunities).map((c) => ({ ...c }));
  const periodsOf = new Map<number, Period[]>([[1, (start.periods ?? demoGlobalPeriods).map((p) => ({ ...p }))]]);
  const groupsOf = new Map<number, TelegramGroup[]>([[1, (start.telegramGroups ?? demoGlobalTelegramGroups).map((g) => ({ ...g }))]]);
  let audit = [...(start.audit ?? demoAudit)];
  const known = new Set((start.knownEmails ?? ['anna@romashka.ru']).map((e) => e.toLowerCase()));
  const today = start.today ?? '2026-03-10';
  const log: GlobalCall[] = [];
  let nextId = 100;
  const record = (req: MockRequest) =>
    log.push({ method: req.method, path: req.path, query: Object.fromEntries(req.query.entries()), body: req.body, idempotencyKey: req.headers['idempotency-key'] });
  const community = (req: MockRequest) => communities.find((c) => c.id === Number(req.query.get('organizationId')));
  const notFound = () => errorReply('NOT_FOUND', 404);
  const addAudit = (action: AuditAction, org: GlobalCommunity, targetId: number | null, details: AuditEntry['details']) => {
    audit = [line(nextId++, action, { id: org.id, name: org.name }, targetId, details, '2026-03-10T12:00:00.000Z'), ...audit];
  };
  const groups = (id: number) => [...(groupsOf.get(id) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'ru'));

  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meSuperuser,
    'GET /api/global/communities': (req: MockRequest) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const page = Number(req.query.get('page') ?? 1);
      const pageSize = Number(req.query.get('pageSize') ?? 25);
      const found = communities.filter((c) => c.name.toLowerCase().includes(q));
      return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
    },
    'POST /api/global/communities': (req: MockRequest) => {
      record(req);
      const parsed = CreateRootCommunityBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { name, admin } = parsed.data;
      if (communities.some((c) => c.parent === null && c.name.toLowerCase() === name.toLowerCase())) return errorReply('ORGANIZATION_NAME_TAKEN', 409, { field: 'name' });
      const exists = known.has(admin.email.toLowerCase());
      if (!exists && !admin.firstName) return invalid([{ path: ['admin', 'firstName'], message: 'validation.required' }]);
      if (!exists && !admin.surname) return invalid([{ path: ['admin', 'surname'], message: 'validation.required' }]);
      const first: UserSummary = exists ? anna : { id: nextId++, firstName: admin.firstName ?? '', surname: admin.surname ?? '', nickname: null, tgName: null, photo: null };
      const created: GlobalCommunity = { id: nextId++, name, parent: null, members: 1, admins: [first], activePeriod: null, createdAt: '2026-03-10T12:00:00.000Z' };
      communities = [...communities, created].sort((a, b) => (a.parent?.name ?? a.name).localeCompare(b.parent?.name ?? b.name, 'ru'));
      addAudit('community_created', created, created.id, { name, adminId: first.id, admin: `${first.surname} ${first.firstName}`, newPerson: !exists });
      return reply(200, created, 150);
    },
    'GET /api/global/divisions': (req: MockRequest) => {
      const org = community(req);
      if (!org) return notFound();
      return { items: org.id === 1 ? demoDivisions : [] };
    },
    'POST /api/global/employees': (req: MockRequest) => {
      record(req);
      const org = community(req);
      if (!org) return notFound();
      const parsed = CreateEmployeeBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const body = parsed.data;
      if (body.email && known.has(body.email.toLowerCase())) return errorReply('CONTACT_TAKEN', 409, { field: 'email' });
      const division = demoDivisions.find((d) => d.id === body.divisionId) ?? null;
      const employee = { id: nextId++, ...body, division: division && { id: division.id, name: division.name } } as unknown as AdminEmployee;
      communities = communities.map((c) => (c.id === org.id ? { ...c, members: c.members + 1 } : c));
      addAudit('employee_created', org, employee.id, { name: `${body.surname} ${body.firstName}`, division: division?.name ?? null, jobTitle: body.jobTitle ?? null });
      return reply(200, employee, 150);
    },
    'GET /api/global/members': (req: MockRequest) => {
      const org = community(req);
      if (!org) return notFound();
      const q = (req.query.get('q') ?? '').toLowerCase();
      const items = org.members === 0 ? [] : demoMembers.filter((u) => `${u.firstName} ${u.surname} ${u.nickname ?? ''}`.toLowerCase().includes(q));
      return { items: items.slice(0, 20) };
    },
    'GET /api/global/periods': (req: MockRequest) => {
      const org = community(req);
      if (!org) return notFound();
      return { items: periodsOf.get(org.id) ?? [] };
    },
    'POST /api/global/periods': (req: MockRequest) => {
      record(req);
      const org = community(req);
      if (!org) return notFound();
      const parsed = CreatePeriodBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const b = parsed.data;
      if (b.startDate < today) return errorReply('PERIOD_START_IN_PAST', 422);
      if (b.endDate < b.startDate) return errorReply('PERIOD_END_BEFORE_START', 422);
      const list = periodsOf.get(org.id) ?? [];
      if (list.some((p) => p.status !== 'completed' && p.startDate <= b.endDate && b.startDate <= p.endDate)) return errorReply('PERIOD_OVERLAP', 409);
      const created: Period = { id: nextId++, ...b, status: b.startDate === today ? 'active' : 'scheduled', thanksSent: 0 };
      periodsOf.set(org.id, [created, ...list].sort((x, y) => (x.startDate < y.startDate ? 1 : -1)));
      addAudit('period_created', org, created.id, { startDate: b.startDate, endDate: b.endDate, accrualAmount: b.accrualAmount });
      return reply(200, created, 150);
    },
    'DELETE /api/global/periods': (req: MockRequest) => {
      record(req);
      const org = community(req);
      const id = Number(req.query.get('id'));
      const period = org && (periodsOf.get(org.id) ?? []).find((p) => p.id === id);
      if (!org || !period) return notFound();
      if (period.status === 'active') return errorReply('ACTIVE_PERIOD_LOCKED', 409);
      if (period.status === 'completed') return errorReply('PERIOD_LOCKED', 409);
      periodsOf.set(org.id, (periodsOf.get(org.id) ?? []).filter((p) => p.id !== id));
      addAudit('period_deleted', org, id, { startDate: period.startDate, endDate: period.endDate });
      return reply(200, { ok: true }, 150);
    },
    'POST /api/global/emissions': (req: MockRequest) => {
      record(req);
      const parsed = CreateEmissionBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const b = parsed.data;
      const org = communities.find((c) => c.id === b.organizationId);
      if (!org) return notFound();
      if (org.members === 0) return errorReply('USER_NOT_FOUND', 404);
      if (!org.activePeriod) return errorReply('NO_ACTIVE_PERIOD', 409);
      const recipients = b.userId === undefined ? org.members : 1;
      const one = demoMembers.find((u) => u.id === b.userId);
      addAudit('emission', org, b.userId ?? null, {
        periodId: 2,
        userId: b.userId ?? null,
        recipient: one ? `${one.surname} ${one.firstName}` : null,
        recipients,
        amount: b.amount,
        total: b.amount * recipients,
        reason: b.reason,
      });
      return reply(
        200,
        { organizationId: org.id, periodId: 2, userId: b.userId ?? null, recipients, amount: b.amount, total: b.amount * recipients, reason: b.reason, auditId: nextId - 1, createdAt: '2026-03-10T12:00:00.000Z' },
        150,
      );
    },
    'GET /api/global/telegram-groups': (req: MockRequest) => {
      const org = community(req);
      if (!org) return notFound();
      return { items: groups(org.id) };
    },
    'POST /api/global/telegram-groups': (req: MockRequest) => {
      record(req);
      const org = community(req);
      if (!org) return notFound();
      const parsed = CreateTelegramGroupBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (groups(org.id).some((g) => g.chatId === parsed.data.chatId)) return errorReply('TELEGRAM_GROUP_TAKEN', 409, { field: 'chatId' });
      const created: TelegramGroup = { id: nextId++, ...parsed.data, createdAt: '2026-03-10T12:00:00.000Z' };
      groupsOf.set(org.id, [...groups(org.id), created]);
      addAudit('telegram_group_created', org, created.id, { name: created.name, chatId: created.chatId });
      return reply(200, created, 150);
    },
    'PATCH /api/global/telegram-groups': (req: MockRequest) => {
      record(req);
      const org = community(req);
      const id = Number(req.query.get('id'));
      const group = org && groups(org.id).find((g) => g.id === id);
      if (!org || !group) return notFound();
      const parsed = UpdateTelegramGroupBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const next: TelegramGroup = { ...group, ...parsed.data };
      groupsOf.set(org.id, groups(org.id).map((g) => (g.id === id ? next : g)));
      addAudit('telegram_group_updated', org, id, { name: next.name, chatId: next.chatId, previousName: group.name, previousChatId: group.chatId });
      return reply(200, next, 150);
    },
    'DELETE /api/global/telegram-groups': (req: MockRequest) => {
      record(req);
      const org = community(req);
      const id = Number(req.query.get('id'));
      const group = org && groups(org.id).find((g) => g.id === id);
      if (!org || !group) return notFound();
      groupsOf.set(org.id, groups(org.id).filter((g) => g.id !== id));
      addAudit('telegram_group_deleted', org, id, { name: group.name, chatId: group.chatId });
      return reply(200, { ok: true }, 150);
    },
    'GET /api/global/audit': (req: MockRequest) => {
      const organizationId = req.query.get('organizationId');
      const action = req.query.get('action');
      const limit = Number(req.query.get('limit') ?? 20);
      const from = Number(req.query.get('cursor') ?? 0);
      const found = audit.filter((e) => (!organizationId || e.organization?.id === Number(organizationId)) && (!action || e.action === action));
      const items = found.slice(from, from + limit);
      return { items, nextCursor: from + limit < found.length ? String(from + limit) : null };
    },
  };
  return { handlers, log, communities: () => communities, audit: () => audit, periods: (id: number) => periodsOf.get(id) ?? [], groups };
}
