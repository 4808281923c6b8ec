import { defaultHandlers } from '../testing/handlers.ts';
import { meAdmin, meController, meManager, meSuperuser, meUser } from '../testing/fixtures.ts';
import { errorReply } from '../testing/mockFetch.ts';

/** Story data of the shell: the reads the header, navigation and language sync make (mock API replies). */
export const shellHandlers = {
  ...defaultHandlers,
  'GET /api/periods/current': { id: 7, startDate: '2025-11-01', endDate: '2025-11-30' },
  'GET /api/markets/available': { items: [] },
  'PUT /api/profile/settings': (req: { body: unknown }) => req.body,
  // The bell: no notifications yet (the notifications stories show them).
  'GET /api/notifications': { items: [], nextCursor: null },
  'GET /api/notifications/unread': { count: 0 },
  'GET /api/organizations/mine': {
    items: [
      { id: 1, name: 'Ромашка', isCurrent: true },
      { id: 2, name: 'Вектор Логистик', isCurrent: false },
    ],
  },
  'POST /api/organizations/change': { status: 'code_sent', channel: 'email', expiresIn: 600 },
  'POST /api/organizations/change/verify': (req: { body: unknown }) =>
    (req.body as { code?: string }).code === '123456' ? { organizationId: 2 } : errorReply('INVALID_CODE', 400, { attemptsLeft: 4 }),
};

/** The current-period call failing: no active period (SPEC §4). */
export const noPeriod = { 'GET /api/periods/current': errorReply('NO_ACTIVE_PERIOD', 404) };
/** Markets exist (GET markets available answers a non-empty list). */
export const withMarkets = { 'GET /api/markets/available': { items: [{ id: 1, name: 'Бенефит-кафе' }] } };

/** The three shown roles (SPEC §6), and a controller and a manager (docs/decisions/0023), as `GET /api/profile/me` handlers. */
export const roles = {
  user: { 'GET /api/profile/me': meUser },
  admin: { 'GET /api/profile/me': meAdmin },
  superuser: { 'GET /api/profile/me': meSuperuser },
  controller: { 'GET /api/profile/me': meController },
  manager: { 'GET /api/profile/me': meManager },
} as const;
