/**
 * organization — the member's organization and communities (SPEC §3 organization settings, §4
 * organization change): settings (bonus name, logo, colours, limits), economy settings, the
 * member's communities and the change flow, and points formatted with the bonus name.
 */
export {
  organizationKeys,
  useChangeOrganization,
  useEconomySettings,
  useOrganizationSettings,
  useUserOrganizations,
  type ChangeOrganizationCalls,
} from './hooks.ts';
export { useBonusNameFor, useFormatPoints } from './useFormatPoints.ts';
