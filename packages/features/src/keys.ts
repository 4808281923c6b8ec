import { balanceKey } from './balance/index.ts';
import { marketKeys } from './market/index.ts';
import { organizationKeys } from './organization/index.ts';
import { periodKeys } from './period/index.ts';
import { profileKeys } from './profile/index.ts';
import { valuesKey } from './values/index.ts';

/**
 * swr keys (= API paths) of the reads most widgets share, gathered from their areas (each area
 * exports its own keys too: `profileKeys`, `organizationKeys`, `balanceKey`, `valuesKey`).
 */
export const apiKeys = {
  me: profileKeys.me,
  organizationSettings: organizationKeys.settings,
  balance: balanceKey,
  values: valuesKey,
} as const;

/** swr keys (= API paths) of the reads the shell makes (header, navigation, language sync), gathered from their areas. */
export const shellKeys = {
  currentPeriod: periodKeys.current,
  marketsAvailable: marketKeys.available,
  userOrganizations: organizationKeys.mine,
  profileSettings: profileKeys.settings,
} as const;
