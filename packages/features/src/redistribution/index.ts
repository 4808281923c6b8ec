/**
 * redistribution — a manager gives part of their points to give to colleagues of their division
 * (DOMAIN §6.4 'M', the old "distributor"; docs/decisions/0023): the form, its scope and recipient
 * search, its validation and the call.
 */
export { RedistributionForm, type RedistributionFormProps } from './RedistributionForm.tsx';
export {
  redistributionScopeKey,
  SCOPE_SEARCH_LIMIT,
  useGiveRedistribution,
  useRedistributionScope,
  useScopeSearch,
  type GiveRedistribution,
} from './hooks.ts';
export { validateRedistribution, type RedistributionErrors, type RedistributionValues } from './validateRedistribution.ts';
