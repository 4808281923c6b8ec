import {
  CreatePeriodBody,
  CreateTelegramGroupBody,
  AdminTransferBody,
  AdminMoveBody,
  AdminBatchBody,
  UpdateBrandingBody,
  UpdateEconomySettingsBody,
  UpdatePeriodBody,
  UpdateTelegramGroupBody,
  type AdminTransfer,
  type AdminBatch,
  type Movement,
  type Branding,
  type EconomySettings,
  type OrganizationOverview,
  type OrganizationSettings,
  type Period,
  type TelegramGroup,
  type UploadedImage,
} from '@gratia/contracts';
import { defaultHandlers } from '../testing/handlers.ts';
import { economy, meAdmin, settings, settingsPluralBonus, users } from '../testing/fixtures.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';
import { demoPeriods } from '../testing/periods.ts';
import { utcToday } from './periods.ts';
import { DEFAULT_ORG_COLORS } from '@gratia/tokens';
import type { UploadTransport } from '../api/index.ts';
import { BRANDING_PRESETS } from './branding.ts';

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
      const { startDate, endDate, accrualAmount, startingCreatorBalance, startingUserBalance } = parsed.data;
      const refused = refusal(startDate, endDate);
      if (refused) return refused;
      const created: Period = { id: nextId++, startDate, endDate, status: statusOf(startDate), accrualAmount, startingCreatorBalance, startingUserBalance, thanksSent: 0 };
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

/**
 * The Telegram groups of the demo community «Ромашка», by name: the company-wide chat, the
 * development team's thanks chat (supergroups) and the sales team's basic group.
 */
export const demoTelegramGroups: TelegramGroup[] = [
  { id: 1, name: 'Gratia — все сотрудники', chatId: '-1001873204561', createdAt: '2026-01-12T09:30:00.000Z' },
  { id: 3, name: 'Продажи', chatId: '-482915307', createdAt: '2026-03-02T07:15:00.000Z' },
  { id: 2, name: 'Разработка — спасибо', chatId: '-1002098417735', createdAt: '2026-02-03T14:05:00.000Z' },
];

/** A POST, PATCH or DELETE /api/telegram-groups call the mock received. */
export interface TelegramGroupCall {
  method: 'POST' | 'PATCH' | 'DELETE';
  id?: number;
  body?: unknown;
}

/**
 * An in-memory Telegram groups server for an admin (SPEC §3 Telegram group), over the general
 * settings' handlers: GET /api/telegram-groups answers the groups by name (`start`, default
 * {@link demoTelegramGroups}); POST and PATCH check the body with the contract (400
 * VALIDATION_ERROR with `details.issues` by field) and refuse a chat id another group of the
 * community has (409 TELEGRAM_GROUP_TAKEN, `details.field` 'chatId'); PATCH and DELETE answer 404
 * NOT_FOUND for an unknown id. Every change is written to `log`; nothing changes on a refusal.
 */
export function telegramGroupsServer(start: readonly TelegramGroup[] = demoTelegramGroups) {
  let groups: TelegramGroup[] = start.map((g) => ({ ...g }));
  let nextId = Math.max(0, ...groups.map((g) => g.id)) + 1;
  const log: TelegramGroupCall[] = [];
  const byName = (a: TelegramGroup, b: TelegramGroup) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  const sorted = () => [...groups].sort(byName);
  const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
    errorReply('VALIDATION_ERROR', 400, { issues: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })) });
  const taken = (chatId: string, id?: number) => groups.some((g) => g.id !== id && g.chatId === chatId);
  const takenReply = () => errorReply('TELEGRAM_GROUP_TAKEN', 409, { field: 'chatId' });
  const handlers = {
    ...generalServer().handlers,
    'GET /api/telegram-groups': () => ({ items: sorted() }),
    'POST /api/telegram-groups': (req: MockRequest) => {
      log.push({ method: 'POST', body: req.body });
      const parsed = CreateTelegramGroupBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (taken(parsed.data.chatId)) return takenReply();
      const created: TelegramGroup = { id: nextId++, ...parsed.data, createdAt: '2026-03-10T09:00:00.000Z' };
      groups = [...groups, created];
      return reply(200, created, 150);
    },
    'PATCH /api/telegram-groups': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ method: 'PATCH', id, body: req.body });
      const group = groups.find((g) => g.id === id);
      if (!group) return errorReply('NOT_FOUND', 404);
      const parsed = UpdateTelegramGroupBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (parsed.data.chatId !== undefined && taken(parsed.data.chatId, id)) return takenReply();
      const next: TelegramGroup = { ...group, ...parsed.data };
      groups = groups.map((g) => (g.id === id ? next : g));
      return reply(200, next, 150);
    },
    'DELETE /api/telegram-groups': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ method: 'DELETE', id });
      if (!groups.some((g) => g.id === id)) return errorReply('NOT_FOUND', 404);
      groups = groups.filter((g) => g.id !== id);
      return reply(200, { ok: true }, 150);
    },
  };
  return { handlers, log, groups: () => sorted() };
}

/** A square logo of the demo community as an inline SVG data URL (a daisy on the brand colour). */
const overviewLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#0f766e"/><circle cx="32" cy="32" r="9" fill="#fde68a"/><g fill="#ffffff"><ellipse cx="32" cy="14" rx="6" ry="9"/><ellipse cx="32" cy="50" rx="6" ry="9"/><ellipse cx="14" cy="32" rx="9" ry="6"/><ellipse cx="50" cy="32" rx="9" ry="6"/></g></svg>',
  );

/**
 * The overview of the demo community «Ромашка» on the fixtures' today (10 March 2026): a root with
 * two subsidiaries, 128 active members in 12 divisions, 5 company values; March active (100 points
 * each, 42 thanks so far), April scheduled; 8 450 points to give, 3 920 received, 350 waiting in 3
 * thanks for a controller, 125 000 handed out over all periods.
 */
export const demoOverview: OrganizationOverview = {
  organization: { id: 1, name: 'Ромашка', photo: overviewLogo, parent: null, subsidiaries: 2 },
  members: 128,
  divisions: 12,
  values: 5,
  period: { id: 2, startDate: '2026-03-01', endDate: '2026-03-31', accrualAmount: 100, thanksSent: 42 },
  nextPeriod: { id: 3, startDate: '2026-04-01', endDate: '2026-04-30', accrualAmount: 100 },
  points: { toGive: 8_450, received: 3_920, waiting: 350, disbursed: 125_000 },
  waitingThanks: 3,
};

/** {@link demoOverview} with nothing waiting: a period running, values set, no thanks for a controller. */
export const overviewAllClear: OrganizationOverview = { ...demoOverview, points: { ...demoOverview.points, waiting: 0 }, waitingThanks: 0 };

/** «Ромашка» between periods: none active (nothing in circulation), April scheduled, nothing waiting. */
export const overviewNoPeriod: OrganizationOverview = {
  ...demoOverview,
  period: null,
  points: { toGive: 0, received: 0, waiting: 0, disbursed: 125_000 },
  waitingThanks: 0,
};

/** Everything needing attention at once: no active period, 12 thanks waiting for a controller, no company values, nothing scheduled. */
export const overviewAttention: OrganizationOverview = {
  ...demoOverview,
  values: 0,
  period: null,
  nextPeriod: null,
  points: { toGive: 0, received: 0, waiting: 0, disbursed: 125_000 },
  waitingThanks: 12,
};

/** A subsidiary with a very long name and a long-named root, no logo (initials), and large figures. */
export const overviewLongNames: OrganizationOverview = {
  organization: {
    id: 1,
    name: 'Научно-производственное объединение «Северо-Западная энергетическая компания» — филиал по Санкт-Петербургу и Ленинградской области',
    photo: null,
    parent: { id: 9, name: 'Государственная корпорация по атомной энергии и распределённой генерации «Росэнергоатомпромснаб»' },
    subsidiaries: 0,
  },
  members: 12_345,
  divisions: 1_024,
  values: 7,
  period: { id: 2, startDate: '2026-03-01', endDate: '2026-03-31', accrualAmount: 1_000_000, thanksSent: 98_765 },
  nextPeriod: { id: 3, startDate: '2026-04-01', endDate: '2026-06-30', accrualAmount: 1_000_000 },
  points: { toGive: 9_876_543_210, received: 1_234_567_890, waiting: 45_678_900, disbursed: 98_765_432_100 },
  waitingThanks: 1_234,
};

/**
 * A mock server of the organization overview for an admin of «Ромашка» (points called балл /
 * балла / баллов): GET /api/organization/overview?id= answers `overview` for its own id and 404
 * NOT_FOUND for any other, as the server does.
 */
export function overviewServer(overview: OrganizationOverview = demoOverview) {
  return {
    handlers: {
      ...defaultHandlers,
      'GET /api/profile/me': meAdmin,
      'GET /api/organization/settings': settingsPluralBonus,
      'GET /api/organization/overview': (req: MockRequest) =>
        Number(req.query.get('id')) === overview.organization.id ? overview : errorReply('NOT_FOUND', 404),
    },
  };
}

/* The 'branding' tab's demo data, in-memory server and upload transport (stories and tests); never the network. */

const svg = (w: number, h: number, body: string) =>
  'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);

/** «Ромашка»'s header logo: a 150 × 32 wordmark with a daisy. */
export const headerLogoUrl = svg(
  150,
  32,
  '<circle cx="16" cy="16" r="7" fill="#ffd35c"/><g fill="#f15929">' +
    [0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<ellipse cx="16" cy="6" rx="3" ry="6" transform="rotate(${a} 16 16)" opacity="0.85"/>`).join('') +
    '</g><text x="34" y="22" font-family="Arial" font-weight="700" font-size="17" fill="#212121">Ромашка</text>',
);

/** «Ромашка»'s square logo. */
export const logoUrl = svg(256, 256, '<rect width="256" height="256" rx="48" fill="#fff0d9"/><circle cx="128" cy="128" r="44" fill="#ffd35c"/><circle cx="128" cy="128" r="92" fill="none" stroke="#f15929" stroke-width="20"/>');

/** A community that chose the original product's orange palette and has both logos. */
export const orangeBranding: Branding = {
  colorsJson: Object.fromEntries(Object.entries(BRANDING_PRESETS.orange).filter(([key, value]) => DEFAULT_ORG_COLORS[key as keyof typeof DEFAULT_ORG_COLORS] !== value)),
  photo: logoUrl,
  photo2: headerLogoUrl,
};

/** A PATCH /api/organization/branding call the mock received. */
export interface BrandingCall {
  body: unknown;
}

/**
 * An in-memory branding server for an admin: GET /api/organization/branding answers `start`
 * (default: nothing set); PATCH checks the body with the contract (400 VALIDATION_ERROR by field),
 * accepts logo ids the upload transport handed out ({@link logoUploads}), refuses others with 422
 * IMAGE_NOT_FOUND on their field, and answers the new branding; GET /api/organization/settings
 * follows it. Every PATCH body is written to `log`.
 */
export function brandingServer(start: Branding = { colorsJson: {}, photo: null, photo2: null }) {
  let current: Branding = { ...start };
  const log: BrandingCall[] = [];
  const organization = (): OrganizationSettings => ({ ...settings, colorsJson: current.colorsJson, photo2: current.photo2 });
  const handlers = {
    ...defaultHandlers,
    'GET /api/profile/me': meAdmin,
    'GET /api/organization/settings': () => organization(),
    'GET /api/organization/branding': () => current,
    'PATCH /api/organization/branding': (req: MockRequest) => {
      log.push({ body: req.body });
      const parsed = UpdateBrandingBody.safeParse(req.body);
      if (!parsed.success) {
        return errorReply('VALIDATION_ERROR', 400, { issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })) });
      }
      const { colors, photoId, photo2Id } = parsed.data;
      for (const [field, id] of [['photoId', photoId], ['photo2Id', photo2Id]] as const) {
        if (typeof id === 'string' && !uploaded.has(id)) return errorReply('IMAGE_NOT_FOUND', 422, { imageId: id, field });
      }
      current = {
        colorsJson: colors === undefined ? current.colorsJson : Object.fromEntries(Object.entries(colors ?? {}).filter(([, v]) => typeof v === 'string')),
        photo: photoId === undefined ? current.photo : photoId === null ? null : (uploaded.get(photoId) ?? null),
        photo2: photo2Id === undefined ? current.photo2 : photo2Id === null ? null : (uploaded.get(photo2Id) ?? null),
      };
      return reply(200, current, 150);
    },
  };
  return { handlers, log, current: () => current };
}

/** Ids → URLs of the logos {@link logoUploads} handed out (shared by every story of the page). */
const uploaded = new Map<string, string>();

/**
 * A fake upload transport for logos: reports half, then all of the bytes, and answers an image of
 * the purpose in the URL (ids …b001, …b002, …) whose URL is the file's own data, so it shows.
 */
export function logoUploads(stepMs = 30): UploadTransport {
  let count = 0;
  return ({ url, body, onProgress }) => {
    const n = ++count;
    const file = body.get('file');
    const total = file instanceof File ? file.size : 1000;
    const purpose = url.includes('purpose=header_logo') ? 'header_logo' : 'logo';
    return new Promise((resolve) => {
      setTimeout(() => onProgress?.(Math.round(total / 2), total), stepMs);
      setTimeout(() => onProgress?.(total, total), stepMs * 2);
      setTimeout(() => {
        const id = `7a1e9c40-4b2d-4c1e-8f00-${String(n).padStart(12, '0')}`;
        const src = purpose === 'header_logo' ? headerLogoUrl : logoUrl;
        uploaded.set(id, src);
        const image: UploadedImage = { id, url: src, thumbUrl: src, width: purpose === 'header_logo' ? 150 : 256, height: purpose === 'header_logo' ? 32 : 256, purpose, createdAt: '2026-03-10T09:00:00.000Z' };
        resolve({ status: 200, text: JSON.stringify(image) });
      }, stepMs * 3);
    });
  };
}

/* The 'transactions' tab (SPEC §1, §5; docs/decisions/0033). */

/** Three admin transfers of «Ромашка», newest first: a credit for a hackathon, a debit correcting a double credit, a credit of points to give. */
export const demoAdminTransfers: AdminTransfer[] = [
  { id: 3, direction: 'credit', account: 'income', amount: 150, reason: 'Победа в хакатоне «Ромашка Hack 2026»', member: users[1]!, admin: users[0]!, periodId: 2, createdAt: '2026-03-09T14:20:00.000Z' },
  { id: 2, direction: 'debit', account: 'income', amount: 40, reason: 'Исправление: баллы за субботник начислены дважды', member: users[2]!, admin: users[0]!, periodId: 2, createdAt: '2026-03-05T09:05:00.000Z' },
  { id: 1, direction: 'credit', account: 'distribution', amount: 200, reason: 'Наставнику стажёров — больше баллов для благодарностей', member: users[3]!, admin: users[0]!, periodId: 2, createdAt: '2026-03-02T11:30:00.000Z' },
];

const movementBase = { status: 'completed' as const, anonymous: false, admin: null, batchId: null, periodId: 2 };
/** Movements of «Ромашка», newest first: an admin credit, a thanks, an anonymous thanks, a redistribution, an admin debit and a waiting thanks. */
export const demoMovements: Movement[] = [
  { ...movementBase, id: 16, type: 'admin_manual', amount: 150, sender: null, senderAccount: 'community', recipient: users[1]!, recipientAccount: 'income', message: 'Победа в хакатоне «Ромашка Hack 2026»', admin: users[0]!, createdAt: '2026-03-09T14:20:00.000Z' },
  { ...movementBase, id: 15, type: 'between_users', amount: 25, sender: users[2]!, senderAccount: 'distribution', recipient: users[1]!, recipientAccount: 'income', message: 'Спасибо, что подменил на созвоне с клиентом!', createdAt: '2026-03-08T10:02:00.000Z' },
  { ...movementBase, id: 14, type: 'between_users', amount: 10, sender: null, anonymous: true, senderAccount: 'distribution', recipient: users[3]!, recipientAccount: 'income', message: 'За терпение на ревью', createdAt: '2026-03-07T16:45:00.000Z' },
  { ...movementBase, id: 13, type: 'redistribution', amount: 30, sender: users[0]!, senderAccount: 'distribution', recipient: users[2]!, recipientAccount: 'distribution', message: 'Для благодарностей команде запуска', createdAt: '2026-03-06T12:00:00.000Z' },
  { ...movementBase, id: 12, type: 'admin_manual', amount: 40, sender: users[2]!, senderAccount: 'income', recipient: null, recipientAccount: 'community', message: 'Исправление: баллы за субботник начислены дважды', admin: users[0]!, createdAt: '2026-03-05T09:05:00.000Z' },
  { ...movementBase, id: 11, type: 'between_users', status: 'waiting', amount: 80, sender: users[3]!, senderAccount: 'waiting', recipient: users[2]!, recipientAccount: 'income', message: 'За запуск нового склада — огромная работа', createdAt: '2026-03-04T08:30:00.000Z' },
];

/** Transfers to many of «Ромашка», newest first: one scheduled for the holiday, one done, one canceled. */
export const demoBatches: AdminBatch[] = [
  { id: 3, kind: 'bulk', mode: 'all', listed: 0, amount: 100, account: 'income', reason: 'Подарок к 8 Марта', status: 'scheduled', executeAt: '2026-03-08T06:00:00.000Z', executedAt: null, recipients: 0, failure: null, admin: users[0]!, createdAt: '2026-03-05T10:00:00.000Z' },
  { id: 2, kind: 'bulk', mode: 'only', listed: 3, amount: 50, account: 'distribution', reason: 'Наставникам — больше баллов для благодарностей', status: 'done', executeAt: null, executedAt: '2026-03-02T11:30:00.000Z', recipients: 3, failure: null, admin: users[0]!, createdAt: '2026-03-02T11:30:00.000Z' },
  { id: 1, kind: 'bulk', mode: 'except', listed: 1, amount: 20, account: 'income', reason: 'Премия за квартал', status: 'canceled', executeAt: '2026-03-01T06:00:00.000Z', executedAt: null, recipients: 0, failure: null, admin: users[0]!, createdAt: '2026-02-27T09:00:00.000Z' },
];

/** A call the transactions mock received: which route and the body. */
export interface TransactionsCall {
  route: 'transfer' | 'move' | 'batch' | 'cancel';
  body: unknown;
}

/** The contract's validation issues as the server answers them (400 VALIDATION_ERROR by field). */
function invalid(issues: { path: PropertyKey[]; message: string }[]) {
  return errorReply('VALIDATION_ERROR', 400, { issues: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })) });
}

/**
 * An in-memory 'transactions' tab server (docs/decisions/0033) for an admin: GET /api/admin/movements
 * answers `movements` newest first, filtered by `type` and `userId`, in pages of `limit` (a cursor is
 * the index of the next row); GET /api/admin/transfer-batches answers `batches`; GET
 * /api/admin/accounts answers `balance` points on both accounts of anyone; POST /api/admin/transfers
 * (credit or debit), …/move and /api/admin/transfer-batches check the body with the contract, refuse
 * a debit or move above `balance` (422 INSUFFICIENT_FUNDS), add their rows and answer; …/cancel
 * cancels a scheduled batch (409 BATCH_NOT_CANCELLABLE otherwise). Every POST is written to `log`.
 */
export function transactionsServer(options: { movements?: readonly Movement[]; batches?: readonly AdminBatch[]; balance?: number } = {}) {
  let movements: Movement[] = [...(options.movements ?? demoMovements)];
  let batches: AdminBatch[] = [...(options.batches ?? demoBatches)];
  const balance = options.balance ?? 100;
  const log: TransactionsCall[] = [];
  const now = '2026-03-10T12:00:00.000Z';
  const member = (id: number) => users.find((u) => u.id === id) ?? null;
  let nextId = 100;
  const row = (change: Partial<Movement> & Pick<Movement, 'amount' | 'message' | 'sender' | 'senderAccount' | 'recipient' | 'recipientAccount'>): Movement => ({
    ...movementBase,
    id: nextId++,
    type: 'admin_manual',
    admin: users[0]!,
    createdAt: now,
    ...change,
  });
  const handlers = {
    ...periodsServer().handlers,
    'GET /api/profile/me': meAdmin,
    'GET /api/admin/movements': (req: MockRequest) => {
      const limit = Number(req.query.get('limit') ?? 30);
      const from = Number(req.query.get('cursor') ?? 0);
      const type = req.query.get('type');
      const userId = req.query.get('userId');
      const matching = movements.filter((m) => (!type || m.type === type) && (!userId || m.sender?.id === Number(userId) || m.recipient?.id === Number(userId)));
      return { items: matching.slice(from, from + limit), nextCursor: from + limit < matching.length ? String(from + limit) : null };
    },
    'GET /api/admin/transfer-batches': () => ({ items: batches, nextCursor: null }),
    'GET /api/admin/accounts': (req: MockRequest) => ({ userId: Number(req.query.get('userId')), distribution: balance, income: balance }),
    'POST /api/admin/transfers': (req: MockRequest) => {
      log.push({ route: 'transfer', body: req.body });
      const parsed = AdminTransferBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const body = parsed.data;
      if (body.direction === 'debit' && body.amount > balance) return errorReply('INSUFFICIENT_FUNDS', 422, { accountId: 1 });
      const who = member(body.userId);
      if (!who) return errorReply('USER_NOT_FOUND', 404);
      const side = { member: who, account: body.account };
      movements = [
        body.direction === 'credit'
          ? row({ amount: body.amount, message: body.reason, sender: null, senderAccount: 'community', recipient: side.member, recipientAccount: side.account })
          : row({ amount: body.amount, message: body.reason, sender: side.member, senderAccount: side.account, recipient: null, recipientAccount: 'community' }),
        ...movements,
      ];
      const made: AdminTransfer = { id: movements.length + 10, ...body, member: who, admin: users[0]!, periodId: 2, createdAt: now };
      return reply(201, made, 150);
    },
    'POST /api/admin/transfers/move': (req: MockRequest) => {
      log.push({ route: 'move', body: req.body });
      const parsed = AdminMoveBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const body = parsed.data;
      if (body.amount > balance) return errorReply('INSUFFICIENT_FUNDS', 422, { accountId: 1 });
      const [from, to] = [member(body.fromUserId), member(body.toUserId)];
      if (!from) return errorReply('USER_NOT_FOUND', 404, { field: 'fromUserId' });
      if (!to) return errorReply('USER_NOT_FOUND', 404, { field: 'toUserId' });
      const batchId = batches.length + 10;
      movements = [
        row({ amount: body.amount, message: body.reason, sender: null, senderAccount: 'community', recipient: to, recipientAccount: body.toAccount, batchId }),
        row({ amount: body.amount, message: body.reason, sender: from, senderAccount: body.fromAccount, recipient: null, recipientAccount: 'community', batchId }),
        ...movements,
      ];
      const half = { amount: body.amount, reason: body.reason, admin: users[0]!, periodId: 2, createdAt: now };
      return reply(201, [
        { ...half, id: movements.length + 11, direction: 'debit', account: body.fromAccount, member: from },
        { ...half, id: movements.length + 12, direction: 'credit', account: body.toAccount, member: to },
      ] satisfies AdminTransfer[], 150);
    },
    'POST /api/admin/transfer-batches': (req: MockRequest) => {
      log.push({ route: 'batch', body: req.body });
      const parsed = AdminBatchBody.safeParse(req.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const body = parsed.data;
      const recipients = body.mode === 'all' ? users.length : body.mode === 'only' ? body.userIds.length : users.length - body.userIds.length;
      if (recipients <= 0) return errorReply('NO_RECIPIENTS', 422);
      const scheduled = Boolean(body.executeAt);
      const made: AdminBatch = {
        id: batches.length + 10,
        kind: 'bulk',
        mode: body.mode,
        listed: body.userIds.length,
        amount: body.amount,
        account: body.account,
        reason: body.reason,
        status: scheduled ? 'scheduled' : 'done',
        executeAt: body.executeAt ?? null,
        executedAt: scheduled ? null : now,
        recipients: scheduled ? 0 : recipients,
        failure: null,
        admin: users[0]!,
        createdAt: now,
      };
      batches = [made, ...batches];
      return reply(201, made, 150);
    },
    'POST /api/admin/transfer-batches/cancel': (req: MockRequest) => {
      log.push({ route: 'cancel', body: req.body });
      const id = (req.body as { id?: number }).id;
      const found = batches.find((b) => b.id === id);
      if (!found) return errorReply('NOT_FOUND', 404);
      if (found.status !== 'scheduled') return errorReply('BATCH_NOT_CANCELLABLE', 409);
      const canceled: AdminBatch = { ...found, status: 'canceled' };
      batches = batches.map((b) => (b.id === id ? canceled : b));
      return reply(200, canceled, 100);
    },
  };
  return { handlers, log };
}
