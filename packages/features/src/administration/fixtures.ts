import { CreatePeriodBody, UpdateEconomySettingsBody, UpdatePeriodBody, type EconomySettings, type OrganizationSettings, type Period } from '@gratia/contracts';
import { defaultHandlers } from '../testing/handlers.ts';
import { economy, meAdmin, settings } from '../testing/fixtures.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';
import { demoPeriods } from '../testing/periods.ts';
import { utcToday } from './periods.ts';

export { demoPeriods };

/** Demo data and a small in-memory server of the organization administration's settings tabs (stories and tests). */

/**
 * The general settings of the demo community «Ромашка»: points called балл / балла / баллов and
 * point / points, at most 100 in one thanks, 5 minutes to cancel, anonymity allowed, a bot that
 * removes commands after 5 minutes and its replies after a day, 125 000 points handed out so far.
 */
export const generalSettings: EconomySettings = {
  ...economy,
  bonusName: { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } },
};

/** A PATCH /api/organization/economy call the mock received. */
export interface GeneralCall {
  body: unknown;
}

/**
 * An in-memory general settings server for an admin: GET /api/organization/economy answers the
 * settings (`start` over {@link generalSettings}); PATCH checks its body with the contract, as the
 * server does (400 VALIDATION_ERROR with `details.issues` of dotted paths; nothing saved), else
 * applies it and answers every setting. Every PATCH body is written to `log`. The organization
 * settings (GET /api/organization/settings) follow the saved values.
 */
export function generalServer(start: Partial<EconomySettings> = {}) {
  let current: EconomySettings = { ...generalSettings, ...start };
  const log: GeneralCall[] = [];
  const organization = (): OrganizationSettings => ({
    ...settings,
    name: current.name,
    bonusName: current.bonusName,
    maxTransfer: current.maxTransfer,
    transactionCancelTime: current.transactionCancelTime,
    hideBalances: current.hideBalances,
    anonymityAllowed: current.anonymityAllowed,
  });
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meAdmin,
    'GET /api/organization/settings': () => organization(),
    'GET /api/organization/economy': () => current,
    'PATCH /api/organization/economy': (req: MockRequest) => {
      log.push({ body: req.body });
      const parsed = UpdateEconomySettingsBody.safeParse(req.body);
      if (!parsed.success) {
        return errorReply('VALIDATION_ERROR', 400, {
          issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })),
        });
      }
      current = { ...current, ...(parsed.data as Partial<EconomySettings>) };
      return reply(200, current, 150);
    },
  };
  return { handlers, log, current: () => current };
}

/** A POST, PATCH or DELETE /api/periods call the mock received. */
export interface PeriodCall {
  method: 'POST' | 'PATCH' | 'DELETE';
  id?: number;
  body?: unknown;
}

/**
 * An in-memory periods server for an admin (SPEC §3 Period, §4, §5), over the general settings'
 * handlers: GET /api/periods answers the periods newest first (`start`, default {@link demoPeriods});
 * POST and PATCH check the body with the contract (400 VALIDATION_ERROR) and the rules of SPEC §5
 * against today's UTC day (PERIOD_START_IN_PAST, PERIOD_END_BEFORE_START, PERIOD_SAME_END_DATE,
 * PERIOD_OVERLAP); PATCH and DELETE refuse the active period (ACTIVE_PERIOD_LOCKED) and a completed
 * one (PERIOD_LOCKED). A period starting today is active at once, and GET /api/periods/current
 * follows the active period (404 NO_ACTIVE_PERIOD without one). Every change is written to `log`.
 */
export function periodsServer(start: readonly Period[] = demoPeriods) {
  let periods: Period[] = start.map((p) => ({ ...p }));
  let nextId = Math.max(0, ...periods.map((p) => p.id)) + 1;
  const log: PeriodCall[] = [];
  const sorted = () => [...periods].sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
  const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
    errorReply('VALIDATION_ERROR', 400, { issues: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })) });
  /** The SPEC §5 refusal of a period with these dates (other than `id`), or null. */
  const refusal = (startDate: string, endDate: string, id?: number) => {
    if (startDate < utcToday(Date.now())) return errorReply('PERIOD_START_IN_PAST', 400);
    if (endDate <= startDate) return errorReply('PERIOD_END_BEFORE_START', 400);
    if (periods.some((p) => p.id !== id && p.startDate <= endDate && startDate <= p.endDate)) return errorReply('PERIOD_OVERLAP', 409);
    return null;
  };
  const statusOf = (startDate: string) => (startDate === utcToday(Date.now()) ? 'active' : 'scheduled');
  const locked = (period: Period) =>
    period.status === 'active' ? errorReply('ACTIVE_PERIOD_LOCKED', 409) : period.status === 'completed' ? errorReply('PERIOD_LOCKED', 409) : null;
  const handlers = {
    ...generalServer().handlers,
    'GET /api/periods': () => ({ items: sorted() }),
    'GET /api/periods/current': () => {
      const active = periods.find((p) => p.status === 'active');
      return active ? { id: active.id, startDate: active.startDate, endDate: active.endDate } : errorReply('NO_ACTIVE_PERIOD', 404);
    },
    'POST /api/periods': (req: MockRequest) => {
      log.push({ method: 'POST', body: req.body });
      const parsed = CreatePeriodBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { startDate, endDate, accrualAmount } = parsed.data;
      const refused = refusal(startDate, endDate);
      if (refused) return refused;
      const created: Period = { id: nextId++, startDate, endDate, status: statusOf(startDate), accrualAmount, startingCreatorBalance: 0, startingUserBalance: 0, thanksSent: 0 };
      periods = [...periods, created];
      return reply(201, created, 150);
    },
    'PATCH /api/periods': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ method: 'PATCH', id, body: req.body });
      const period = periods.find((p) => p.id === id);
      if (!period) return errorReply('NOT_FOUND', 404);
      const lock = locked(period);
      if (lock) return lock;
      const parsed = UpdatePeriodBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (parsed.data.endDate !== undefined && parsed.data.endDate === period.endDate) return errorReply('PERIOD_SAME_END_DATE', 400);
      const next: Period = { ...period, ...parsed.data };
      const refused = refusal(next.startDate, next.endDate, id);
      if (refused) return refused;
      next.status = statusOf(next.startDate);
      periods = periods.map((p) => (p.id === id ? next : p));
      return reply(200, next, 150);
    },
    'DELETE /api/periods': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ method: 'DELETE', id });
      const period = periods.find((p) => p.id === id);
      if (!period) return errorReply('NOT_FOUND', 404);
      const lock = locked(period);
      if (lock) return lock;
      periods = periods.filter((p) => p.id !== id);
      return reply(200, { ok: true }, 150);
    },
  };
  return { handlers, log, periods: () => sorted() };
}
