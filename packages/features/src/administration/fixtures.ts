import { UpdateEconomySettingsBody, type EconomySettings, type OrganizationSettings } from '@gratia/contracts';
import { defaultHandlers } from '../testing/handlers.ts';
import { economy, meAdmin, settings } from '../testing/fixtures.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

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
