/**
 * Story data of the onboarding (docs/decisions/0035): the person before and after they are in a
 * community, an invite link's lookups, and a mock server whose calls answer as the API does —
 * create (a taken name on the field), join, the first period and the creator's invite link.
 */
import type { InviteLink, Period, ProfileInfo } from '@gratia/contracts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';
import { defaultHandlers } from '../testing/handlers.ts';
import { meAdmin, meUser, settings } from '../testing/fixtures.ts';

/** A person who just signed up: no community, no role. */
export const meNewcomer: ProfileInfo = { ...meUser, communities: 0, profile: { ...meUser.profile, organizationId: null } };
/** The same person after creating a community: its administrator. */
export const meCreator: ProfileInfo = { ...meAdmin, communities: 1, profile: { ...meAdmin.profile, organizationId: 7 } };
/** The same person after joining a community by invitation: a member. */
export const meJoiner: ProfileInfo = { ...meUser, communities: 1, profile: { ...meUser.profile, organizationId: 7 } };

/** A token of an invite link that admits. */
export const INVITE_TOKEN = 'Qx7f3kP0aZr9LmN2bVc8TyW1sDe4GhJ6uIo5pAq0XyZ';
/** A token of a used-up link. */
export const USED_UP_TOKEN = 'UsedUp0000000000000000000000000000000000000';
/** The community the links name. */
export const INVITED_COMMUNITY = 'ООО «Ромашка»';

/** The creator's invite link, as POST /api/invite-links answers it. */
export const creatorLink: InviteLink = {
  id: 31,
  token: INVITE_TOKEN,
  status: 'active',
  uses: 0,
  maxUses: null,
  expiresAt: null,
  division: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  revokedAt: null,
};

/** The first period as POST /api/periods answers it (starts today: active at once). */
export const firstPeriod: Period = {
  id: 5,
  startDate: '2026-03-10',
  endDate: '2026-04-30',
  status: 'active',
  accrualAmount: 100,
  startingCreatorBalance: 0,
  startingUserBalance: 0,
  thanksSent: 0,
};

/**
 * The mock API of the wizard for a person `me`: lookups of {@link INVITE_TOKEN} (admits) and
 * {@link USED_UP_TOKEN} (used up); create refuses 'Acme' as taken; periods and invite links start
 * empty (`links`, `periods` to start with some).
 */
export function onboardingServer(me: ProfileInfo, opts: { links?: InviteLink[]; periods?: Period[] } = {}) {
  return {
    ...defaultHandlers,
    'GET /api/profile/me': me,
    'GET /api/organization/settings': { ...settings, name: INVITED_COMMUNITY },
    'GET /api/invite-links/lookup': (req: MockRequest) => {
      const token = req.query.get('token');
      if (token === INVITE_TOKEN) return { organizationName: INVITED_COMMUNITY, status: 'active', usable: true };
      if (token === USED_UP_TOKEN) return { organizationName: INVITED_COMMUNITY, status: 'usedUp', usable: false };
      return errorReply('INVITE_NOT_FOUND', 404);
    },
    'POST /api/onboarding/join': () => reply(200, meJoiner, 200),
    'POST /api/onboarding/community': (req: MockRequest) => {
      const { name } = req.body as { name: string };
      return name.trim().toLowerCase() === 'acme' ? errorReply('ORGANIZATION_NAME_TAKEN', 409, { field: 'name' }) : reply(200, meCreator, 200);
    },
    'GET /api/periods': { items: opts.periods ?? [] },
    'POST /api/periods': () => reply(200, firstPeriod, 200),
    'GET /api/invite-links': { items: opts.links ?? [] },
    'POST /api/invite-links': () => reply(200, creatorLink, 200),
  };
}
