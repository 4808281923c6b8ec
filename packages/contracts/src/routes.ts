import { z } from 'zod';
import { IdempotencyHeaders } from './idempotency.ts';
import { RequestCodeBody, RequestCodeResponse, SessionStatus, VerifyCodeBody } from './auth.ts';
import { ProfileInfo, UserSearchQuery, UserSearchResponse, UserSuggestionsQuery, UserSuggestionsResponse } from './profile.ts';
import { CompanyValuesResponse, OrganizationSettings } from './organization.ts';
import { OrganizationIdQuery, OrganizationOverview } from './organizationOverview.ts';
import { CommunityStats } from './communityStats.ts';
import { Balance, CurrentPeriod } from './period.ts';
import { Addition, CreateAdditionBody, CreateTransferBody, Transfer } from './transfer.ts';
import { FeedPage, FeedQuery } from './feed.ts';
import { InstanceContacts } from './instance.ts';
import { socialRoutes } from './socialRoutes.ts';
import { economyRoutes } from './economyRoutes.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { notificationRoutes } from './notificationRoutes.ts';
import { peopleRoutes } from './peopleRoutes.ts';
import { roleRoutes } from './roleRoutes.ts';
import { contactRoutes } from './contactRoutes.ts';
import { approvalRoutes } from './approvalRoutes.ts';
import { redistributionRoutes } from './redistributionRoutes.ts';
import { adminTransactionRoutes } from './adminTransactionRoutes.ts';
import { subsidiaryRoutes } from './subsidiaryRoutes.ts';
import { telegramGroupRoutes } from './telegramGroups.ts';
import { inviteRoutes } from './invites.ts';
import { onboardingRoutes } from './onboarding.ts';
import { brandingRoutes } from './branding.ts';
import { globalAdminRoutes } from './globalAdminRoutes.ts';
import { challengeRoutes } from './challengeRoutes.ts';
import { challengeTemplateRoutes } from './challengeTemplateRoutes.ts';
import { analyticsRoutes } from './analyticsRoutes.ts';
import { marketRoutes } from './marketRoutes.ts';
import {
  ChangeOrganizationBody,
  ChangeOrganizationResponse,
  ChangeOrganizationVerifyBody,
  ChangeOrganizationVerifyResponse,
  AvailableMarket,
  CloseMarketBody,
  CreateMarketBody,
  MarketsAvailableResponse,
  ProfileSettings,
  PatchProfileSettingsBody,
  UpdateProfileSettingsBody,
  UserOrganizationsResponse,
} from './shell.ts';

/**
 * The API route table: one entry per call, paths relative to {@link API_PREFIX}. The server
 * registers routes from it (validation + OpenAPI); the web client takes paths and types from it.
 * `auth: false` marks the calls that work without a session; `admin: true` the calls for role 'A' of
 * the caller's organization; `roles` the calls for any of those roles there (e.g. `['C', 'A']`:
 * controllers and admins; docs/permissions.md); `superuser: true` the calls for users with the superuser flag only
 * (the global admin, SPEC §6; 403 for everyone else, community admins included); `headers` the request headers a call requires (validated by the server
 * like body and query, e.g. {@link IdempotencyHeaders} on the calls that create a movement).
 */
export const routes = {
  csrf: { method: 'GET', path: '/auth/csrf', auth: false, response: z.object({ ok: z.literal(true) }) },
  session: { method: 'GET', path: '/auth/session', auth: false, response: SessionStatus },
  requestCode: { method: 'POST', path: '/auth/code', auth: false, body: RequestCodeBody, response: RequestCodeResponse },
  verifyCode: { method: 'POST', path: '/auth/verify', auth: false, body: VerifyCodeBody, response: ProfileInfo },
  logout: { method: 'POST', path: '/auth/logout', auth: true, response: z.object({ ok: z.literal(true) }) },
  /** The installation's feedback contacts (SPEC §2 Footer); public and cacheable (`Cache-Control: public`). */
  instanceContacts: { method: 'GET', path: '/instance/contacts', auth: false, response: InstanceContacts },
  me: { method: 'GET', path: '/profile/me', auth: true, response: ProfileInfo },
  organizationSettings: { method: 'GET', path: '/organization/settings', auth: true, response: OrganizationSettings },
  values: { method: 'GET', path: '/values', auth: true, response: CompanyValuesResponse },
  /** The organization overview of an admin (SPEC §2 /organization_administration/{id}); `id` is the current organization, another is 404. */
  organizationOverview: { method: 'GET', path: '/organization/overview', auth: true, admin: true, query: OrganizationIdQuery, response: OrganizationOverview },
  /** The community's statistics since the project start (SPEC §2 Main page), for every member. */
  communityStats: { method: 'GET', path: '/organization/stats', auth: true, response: CommunityStats },
  currentPeriod: { method: 'GET', path: '/periods/current', auth: true, response: CurrentPeriod },
  balance: { method: 'GET', path: '/balance', auth: true, response: Balance },
  searchUsers: { method: 'GET', path: '/users/search', auth: true, query: UserSearchQuery, response: UserSearchResponse },
  userSuggestions: { method: 'GET', path: '/users/suggestions', auth: true, query: UserSuggestionsQuery, response: UserSuggestionsResponse },
  createTransfer: { method: 'POST', path: '/transfers', auth: true, headers: IdempotencyHeaders, body: CreateTransferBody, response: Transfer },
  /** Add points to a colleague's thanks (docs/decisions/0014): a transfer of its own, linked to the thanks. */
  createAddition: { method: 'POST', path: '/transfers/additions', auth: true, headers: IdempotencyHeaders, body: CreateAdditionBody, response: Addition },
  feed: { method: 'GET', path: '/feed', auth: true, query: FeedQuery, response: FeedPage },
  userOrganizations: { method: 'GET', path: '/organizations/mine', auth: true, response: UserOrganizationsResponse },
  changeOrganization: { method: 'POST', path: '/organizations/change', auth: true, body: ChangeOrganizationBody, response: ChangeOrganizationResponse },
  changeOrganizationVerify: { method: 'POST', path: '/organizations/change/verify', auth: true, body: ChangeOrganizationVerifyBody, response: ChangeOrganizationVerifyResponse },
  marketsAvailable: { method: 'GET', path: '/markets/available', auth: true, response: MarketsAvailableResponse },
  createMarket: { method: 'POST', path: '/markets', auth: true, admin: true, body: CreateMarketBody, response: AvailableMarket },
  closeMarket: { method: 'POST', path: '/markets/close', auth: true, admin: true, body: CloseMarketBody, response: z.object({ ok: z.literal(true) }) },
  profileSettings: { method: 'GET', path: '/profile/settings', auth: true, response: ProfileSettings },
  updateProfileSettings: { method: 'PUT', path: '/profile/settings', auth: true, body: UpdateProfileSettingsBody, response: ProfileSettings },
  patchProfileSettings: { method: 'PATCH', path: '/profile/settings', auth: true, body: PatchProfileSettingsBody, response: ProfileSettings },
  ...economyRoutes,
  ...brandingRoutes,
  ...socialRoutes,
  ...mediaRoutes,
  ...notificationRoutes,
  ...peopleRoutes,
  ...roleRoutes,
  ...contactRoutes,
  ...approvalRoutes,
  ...redistributionRoutes,
  ...subsidiaryRoutes,
  ...telegramGroupRoutes,
  ...inviteRoutes,
  ...adminTransactionRoutes,
  ...onboardingRoutes,
  ...globalAdminRoutes,
  ...challengeRoutes,
  ...challengeTemplateRoutes,
  ...analyticsRoutes,
  ...marketRoutes,
} as const;
export type Routes = typeof routes;
