import { FeedFilter } from '@gratia/contracts';
import { balance, colleagues, communityStats, economyNoThreshold, feedPage, meUser, settings, users, values } from './fixtures.ts';
import { reply, type MockRequest } from './mockFetch.ts';

/** A signed-in member with an active period: every read the widgets make. */
export const defaultHandlers = {
  'GET /api/profile/me': meUser,
  'GET /api/organization/settings': settings,
  // No approval threshold: no thanks waits (the approvals stories set one).
  'GET /api/organization/economy': economyNoThreshold,
  'GET /api/balance': balance,
  'GET /api/values': { items: values },
  'GET /api/organization/stats': communityStats,
  'GET /api/feed': feedPage,
  // A community with events of every kind: every filter is offered.
  'GET /api/feed/filters': { items: FeedFilter.options },
  // Names, handles and job titles, as the server searches them (a substring here).
  'GET /api/users/search': (req: MockRequest) => {
    const q = (req.query.get('q') ?? '').toLowerCase();
    return {
      items: colleagues.filter((u) => `${u.firstName} ${u.surname} ${u.nickname ?? ''} ${u.tgName ?? ''} ${u.jobTitle ?? ''}`.toLowerCase().includes(q)),
    };
  },
  'POST /api/auth/logout': { ok: true },
  'POST /api/transfers': (req: MockRequest) => {
    const body = req.body as { recipientId: number; amount: number; message: string; isAnonymous?: boolean };
    const recipient = users.find((u) => u.id === body.recipientId) ?? users[1]!;
    return reply(201, {
      id: 100,
      type: 'between_users',
      status: 'completed',
      amount: body.amount,
      message: body.message,
      value: null,
      isAnonymous: body.isAnonymous ?? false,
      sender: users[0],
      recipient,
      createdAt: new Date().toISOString(),
    }, 300);
  },
};
