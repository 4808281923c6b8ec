/**
 * Every handler of the contracts route table, gathered from the modules (a route without a handler
 * is a type error). The route-table plugin registers them.
 */
import type { FastifyRequest } from 'fastify';
import type { InstanceContacts } from '@gratia/contracts';
import type { Db } from './db/client.ts';
import type { Csrf } from './http/csrf.ts';
import type { Handlers } from './http/routing.ts';
import { adminTransferHandlers } from './modules/adminTransfers/index.ts';
import { analyticsHandlers } from './modules/analytics/index.ts';
import { challengeHandlers, requireVisibleReport } from './modules/challenges/index.ts';
import { challengeTemplateHandlers } from './modules/challengeTemplates/index.ts';
import { approvalHandlers } from './modules/approvals/index.ts';
import { authHandlers, contactHandlers, type AuthDeps } from './modules/auth/index.ts';
import { feedHandlers } from './modules/feed/index.ts';
import { globalAdminHandlers } from './modules/globalAdmin/index.ts';
import { inviteHandlers } from './modules/invites/index.ts';
import { historyHandlers } from './modules/history/index.ts';
import { instanceHandlers } from './modules/instance/index.ts';
import { marketHandlers } from './modules/markets/index.ts';
import { membershipHandlers } from './modules/membership/index.ts';
import { notificationHandlers, type NotificationJobs } from './modules/notifications/index.ts';
import { onboardingHandlers } from './modules/onboarding/index.ts';
import { brandingHandlers, organizationHandlers } from './modules/organization/index.ts';
import { birthdayHandlers, peopleHandlers } from './modules/people/index.ts';
import { onMembersJoined, periodHandlers, type PeriodJobs } from './modules/periods/index.ts';
import { profileHandlers } from './modules/profile/index.ts';
import { redistributionHandlers } from './modules/redistribution/index.ts';
import { roleHandlers } from './modules/roles/index.ts';
import { socialHandlers } from './modules/social/index.ts';
import { stickerHandlers } from './modules/stickers/index.ts';
import { subsidiaryHandlers } from './modules/subsidiaries/index.ts';
import { telegramGroupHandlers } from './modules/telegramGroups/index.ts';
import { transferHandlers } from './modules/transfers/index.ts';
import { userHandlers } from './modules/users/index.ts';

/** What the handlers need: the database, the sign-in dependencies, CSRF tokens, cookie security, the job queue and the installation's contacts. */
export interface HandlerDeps {
  db: Db;
  /** The feedback contacts of this installation (config `contacts`). */
  contacts: InstanceContacts;
  auth: AuthDeps;
  csrf: Csrf;
  /** Whether cookies of this request get the Secure flag. */
  cookieSecure(req: FastifyRequest): boolean;
  /** Schedules the period lifecycle (absent in most tests). */
  jobs?: PeriodJobs | undefined;
  /** Queues notification e-mails (only with an e-mail channel; absent in most tests). */
  notificationJobs?: NotificationJobs | undefined;
}

/** One handler per route of the table, from the module that owns each route. */
export function apiHandlers({ db, contacts, auth, csrf, cookieSecure, jobs, notificationJobs }: HandlerDeps): Handlers {
  return {
    ...authHandlers({ db, auth, csrf, cookieSecure }),
    ...contactHandlers(db, auth),
    ...instanceHandlers(contacts),
    ...profileHandlers(db),
    ...organizationHandlers(db),
    ...brandingHandlers(db),
    ...periodHandlers(db, jobs),
    ...userHandlers(db),
    ...transferHandlers(db, notificationJobs),
    ...feedHandlers(db),
    ...historyHandlers(db),
    ...adminTransferHandlers(db),
    ...membershipHandlers(db, auth),
    ...marketHandlers(db),
    ...socialHandlers(db, { report: requireVisibleReport }),
    ...stickerHandlers(db),
    ...notificationHandlers(db),
    ...peopleHandlers(db, { onMemberJoined: onMembersJoined }),
    ...birthdayHandlers(db),
    ...roleHandlers(db),
    ...approvalHandlers(db, notificationJobs),
    ...redistributionHandlers(db),
    ...subsidiaryHandlers(db, jobs),
    ...telegramGroupHandlers(db),
    ...inviteHandlers(db),
    ...globalAdminHandlers(db, jobs),
    ...onboardingHandlers(db),
    ...challengeHandlers(db),
    ...challengeTemplateHandlers(db),
    ...analyticsHandlers(db),
  };
}
