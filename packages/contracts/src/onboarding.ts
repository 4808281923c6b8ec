/**
 * Self-serve onboarding (SPEC §1, §2 /onboarding; DOMAIN §6.6; docs/decisions/0035): a signed-in
 * person with no community creates one — they become its administrator — or joins one through an
 * invite link's token. Signing up itself is the sign-in with `signUp` (auth.ts).
 */
import { z } from 'zod';
import { InviteToken } from './auth.ts';
import { SafeText } from './common.ts';
import { ORGANIZATION_NAME_MAX_LENGTH } from './organization.ts';
import { ProfileInfo } from './profile.ts';

/**
 * POST /api/onboarding/community — create a community named `name` (1 … ORGANIZATION_NAME_MAX_LENGTH
 * characters, trimmed). The caller becomes its first member and administrator (role 'A'), and it
 * becomes their current community; it starts with the default settings, colours and bonus name.
 * 409 ORGANIZATION_NAME_TAKEN (`details.field` 'name') when a root community has the name
 * (case-insensitive); 409 ALREADY_IN_COMMUNITY when the caller is already an active member of a
 * community; 429 RATE_LIMITED (`details.retryAfter`) per person and per client address.
 */
export const CreateCommunityBody = z.object({ name: SafeText(ORGANIZATION_NAME_MAX_LENGTH) });
export type CreateCommunityBody = z.infer<typeof CreateCommunityBody>;

/**
 * POST /api/onboarding/join — join the community of an invite link while signed in (decision
 * 0032's rules): the use is counted in the transaction that makes the membership, so a race for
 * the last use admits one; a member already there only switches to it (no use counted); 404
 * INVITE_NOT_FOUND, 410 INVITE_EXPIRED, INVITE_USED_UP, INVITE_REVOKED; 403 MEMBERSHIP_SUSPENDED
 * for someone fired or blocked there. The community becomes the caller's current one.
 */
export const JoinCommunityBody = z.object({ token: InviteToken });
export type JoinCommunityBody = z.infer<typeof JoinCommunityBody>;

/**
 * Routes of onboarding, spread into `routes`. Both answer the caller's profile in the new current
 * community (as GET /api/profile/me would), so the client can go on without another read.
 */
export const onboardingRoutes = {
  createCommunity: { method: 'POST', path: '/onboarding/community', auth: true, body: CreateCommunityBody, response: ProfileInfo },
  joinCommunity: { method: 'POST', path: '/onboarding/join', auth: true, body: JoinCommunityBody, response: ProfileInfo },
} as const;
