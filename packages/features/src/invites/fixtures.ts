/**
 * The invite links of the demo community «Ромашка» in stories (docs/decisions/0032), dated around
 * the fixtures' today (10 March 2026), and a mock of their API with a call log.
 */
import { CreateInviteLinkBody, type InviteLink, type InviteLookup } from '@gratia/contracts';
import { divisions } from '../testing/divisions.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Midnight starting day `day` of `month` 2026 (local), as an ISO instant. */
const startOf = (month: number, day: number) => new Date(2026, month - 1, day).toISOString();
/** A moment of day `day` of `month` 2026 (local) at `hour`. */
const at = (month: number, day: number, hour = 10) => new Date(2026, month - 1, day, hour).toISOString();
const token = (seed: string) => seed.repeat(43).slice(0, 43);

/**
 * Five links, newest first, one of each status and both kinds of limit: №14 for the sales team's
 * new hires (3 of 25, until 09-04-2026, «Продажи Северо-Запад…»); №12 for everyone (no limit, no
 * expiry); №9 used up (10 of 10, «Backend»); №7 expired on 28-02-2026 (7 of 10); №5 revoked.
 */
export const demoInviteLinks: InviteLink[] = [
  { id: 14, token: token('K3f9Qa2m'), status: 'active', uses: 3, maxUses: 25, expiresAt: startOf(4, 10), division: { id: 4, name: 'Продажи Северо-Запад и Калининградская область' }, createdAt: at(3, 9), revokedAt: null },
  { id: 12, token: token('Zx81LpQe'), status: 'active', uses: 41, maxUses: null, expiresAt: null, division: null, createdAt: at(3, 2), revokedAt: null },
  { id: 9, token: token('Wm4Tr7Yb'), status: 'usedUp', uses: 10, maxUses: 10, expiresAt: startOf(4, 1), division: { id: 2, name: 'Backend' }, createdAt: at(2, 20), revokedAt: null },
  { id: 7, token: token('Hq2Vn5Ds'), status: 'expired', uses: 7, maxUses: 10, expiresAt: startOf(3, 1), division: null, createdAt: at(1, 15), revokedAt: null },
  { id: 5, token: token('Pc6Ju9Ag'), status: 'revoked', uses: 2, maxUses: null, expiresAt: null, division: { id: 1, name: 'HR' }, createdAt: at(1, 10), revokedAt: at(1, 12) },
];

/** A call the invite links mock received. */
export type InviteLinkCall = { method: 'POST'; body: unknown } | { method: 'REVOKE'; id: number };

/**
 * A mock of the invite links API over `start` (default {@link demoInviteLinks}) with the demo
 * divisions (GET /api/divisions): GET lists newest first; POST checks the body with the contract
 * (400 VALIDATION_ERROR with `details.issues` by field), refuses an expiry not later than now (422
 * INVITE_EXPIRY_IN_PAST) and adds an active link as №{next}; revoke answers 404 for an unknown id.
 * Every change is written to `log`; nothing changes on a refusal.
 */
export function inviteLinksServer(start: readonly InviteLink[] = demoInviteLinks) {
  let links: InviteLink[] = start.map((l) => ({ ...l }));
  let nextId = Math.max(0, ...links.map((l) => l.id)) + 1;
  const log: InviteLinkCall[] = [];
  const handlers = {
    'GET /api/divisions': { items: divisions },
    'GET /api/invite-links': () => ({ items: links }),
    'POST /api/invite-links': (req: MockRequest) => {
      log.push({ method: 'POST', body: req.body });
      const parsed = CreateInviteLinkBody.safeParse(req.body);
      if (!parsed.success) {
        return errorReply('VALIDATION_ERROR', 400, { issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, location: 'body' })) });
      }
      const { expiresAt = null, maxUses = null, divisionId = null } = parsed.data;
      if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) return errorReply('INVITE_EXPIRY_IN_PAST', 422, { field: 'expiresAt' });
      const division = divisionId === null ? null : divisions.find((d) => d.id === divisionId);
      if (division === undefined) return errorReply('NOT_FOUND', 404, { field: 'divisionId' });
      const created: InviteLink = {
        id: nextId++,
        token: token(`New${nextId}Ab9_`),
        status: 'active',
        uses: 0,
        maxUses,
        expiresAt,
        division: division ? { id: division.id, name: division.name } : null,
        createdAt: new Date(Date.now()).toISOString(),
        revokedAt: null,
      };
      links = [created, ...links];
      return reply(200, created, 150);
    },
    'POST /api/invite-links/revoke': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ method: 'REVOKE', id });
      const link = links.find((l) => l.id === id);
      if (!link) return errorReply('NOT_FOUND', 404);
      const revoked: InviteLink = { ...link, status: 'revoked', revokedAt: link.revokedAt ?? new Date(Date.now()).toISOString() };
      links = links.map((l) => (l.id === id ? revoked : l));
      return reply(200, revoked, 150);
    },
  };
  return { handlers, log, links: () => links };
}

/** The lookup answers of the landing: an admitting link of «Ромашка», and the same link no longer admitting for each reason. */
export const inviteLookups = {
  usable: { organizationName: 'Ромашка', status: 'active', usable: true },
  expired: { organizationName: 'Ромашка', status: 'expired', usable: false },
  usedUp: { organizationName: 'Ромашка', status: 'usedUp', usable: false },
  revoked: { organizationName: 'Ромашка', status: 'revoked', usable: false },
} satisfies Record<string, InviteLookup>;

/** The token of the landing's stories. */
export const LANDING_TOKEN = demoInviteLinks[0]?.token ?? '';
