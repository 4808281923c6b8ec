/**
 * Self-serve onboarding (SPEC §1, §2 /onboarding; DOMAIN §6.6; docs/decisions/0035): a signed-in
 * person with no community creates one (and becomes its administrator) or joins one through an
 * invite link.
 */
export { onboardingHandlers } from './routes.ts';
export { createCommunity, createOwnCommunity, joinCommunity } from './service.ts';
export { CREATIONS_PER_ADDRESS, CREATIONS_PER_USER } from './limits.ts';
