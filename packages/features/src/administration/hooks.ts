import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EconomySettings, OrganizationSettings, UpdateEconomySettingsBody } from '@gratia/contracts';
import { useApiClient } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { marketKeys } from '../market/index.ts';
import { organizationKeys } from '../organization/index.ts';

/**
 * Saves general settings of the community — SPEC §3 Organization settings, the 'general' tab of
 * /organization_administration_settings/{id}/general: PATCH /api/organization/economy with only
 * the settings that changed (admins). The answer (every setting) replaces the cached economy
 * settings; the organization settings every member reads (GET /api/organization/settings: the
 * header's community name, the bonus name of every amount, the thanks form's limits and anonymity)
 * take the saved values at once and are then read again; a new name also refreshes the member's
 * community list, hiding balances the balance, hiding the market the navigation's market entry.
 * Rejects with `ApiError` (VALIDATION_ERROR with `details.issues` by field, FORBIDDEN); nothing is
 * saved then.
 */
export function useUpdateGeneralSettings(): (changes: UpdateEconomySettingsBody) => Promise<EconomySettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (changes: UpdateEconomySettingsBody) => {
      const saved = await client.fetch('updateEconomySettings', { body: changes });
      await mutate(organizationKeys.economy, saved, { revalidate: false });
      void mutate<OrganizationSettings>(
        organizationKeys.settings,
        (current) =>
          current && {
            ...current,
            name: saved.name,
            bonusName: saved.bonusName,
            maxTransfer: saved.maxTransfer,
            transactionCancelTime: saved.transactionCancelTime,
            hideBalances: saved.hideBalances,
            anonymityAllowed: saved.anonymityAllowed,
          },
        { revalidate: true },
      );
      if (changes.name !== undefined) void mutate(organizationKeys.mine);
      if (changes.hideBalances !== undefined) void mutate(balanceKey);
      if (changes.hideMarket !== undefined) void mutate(marketKeys.available);
      return saved;
    },
    [client, mutate],
  );
}
