import { useCallback, useMemo } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { CreatePeriodBody, CreateTelegramGroupBody, EconomySettings, OrganizationOverview, OrganizationSettings, Period, PeriodsResponse, TelegramGroup, TelegramGroupsResponse, UpdateEconomySettingsBody, UpdatePeriodBody, UpdateTelegramGroupBody } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { marketKeys } from '../market/index.ts';
import { organizationKeys } from '../organization/index.ts';
import { periodKeys } from '../period/index.ts';

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

/** swr key (= API path) of the organization's periods: GET /api/periods (admins). */
export const periodsKey = apiPath('periods');

/**
 * The accrual periods of the admin's organization, newest start first — SPEC §3 Period, the
 * 'periods' tab of /organization_administration_settings/{id}/periods: GET /api/periods (admins).
 */
export function usePeriods(): SWRResponse<PeriodsResponse, ApiError> {
  return useApiGet<PeriodsResponse>(periodsKey);
}

/** What {@link usePeriodActions} returns: each call rejects with `ApiError` and changes nothing then. */
export interface PeriodActions {
  /**
   * POST /api/periods `{ startDate, endDate, accrualAmount, startingUserBalance, startingCreatorBalance }`
   * (SPEC §5; points); a period starting today is active at once and credits its balances then.
   */
  create: (body: CreatePeriodBody) => Promise<Period>;
  /** PATCH /api/periods?id= with the changed fields; only a scheduled period changes (SPEC §4). */
  update: (id: number, changes: UpdatePeriodBody) => Promise<Period>;
  /** DELETE /api/periods?id=; only a scheduled period goes (SPEC §4, §5). */
  remove: (id: number) => Promise<void>;
}

/**
 * Creates, changes and deletes accrual periods — SPEC §3 Period, §4 Period states, §5 period rules;
 * the 'periods' tab of /organization_administration_settings/{id}/periods. After each change the
 * periods list is read again, and so are the current period (the header's period bell), the
 * balance (a period that starts today credits its accrual at once) and the organization settings
 * (the points handed out so far).
 */
export function usePeriodActions(): PeriodActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => {
      void mutate(periodsKey);
      void mutate(periodKeys.current);
      void mutate(balanceKey);
      void mutate(organizationKeys.settings);
      void mutate(organizationKeys.economy);
    };
    return {
      create: async (body) => {
        const created = await client.fetch('createPeriod', { body });
        refresh();
        return created;
      },
      update: async (id, changes) => {
        const saved = await client.fetch('updatePeriod', { query: { id }, body: changes });
        refresh();
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deletePeriod', { query: { id } });
        refresh();
      },
    };
  }, [client, mutate]);
}

/** swr key (= API path) of the overview of organization `organizationId`: GET /api/organization/overview?id= (admins). */
export function organizationOverviewKey(organizationId: number): string {
  return apiPath('organizationOverview', { id: organizationId });
}

/**
 * The overview of the admin's organization — SPEC §2 /organization_administration/{id}: GET
 * /api/organization/overview?id= (admins of that organization, the current one; 403 FORBIDDEN for
 * others, 404 NOT_FOUND for another organization's id). The community, its active and next
 * periods, the points in circulation (points) and the thanks waiting for a controller. Read again
 * whenever the screen is opened (swr revalidates on mount).
 */
export function useOrganizationOverview(organizationId: number): SWRResponse<OrganizationOverview, ApiError> {
  return useApiGet<OrganizationOverview>(organizationOverviewKey(organizationId));
}

/** swr key (= API path) of the community's Telegram groups: GET /api/telegram-groups (admins). */
export const telegramGroupsKey = apiPath('telegramGroups');

/**
 * The Telegram groups of the admin's community, by name — SPEC §3 Telegram group, the 'telegram'
 * tab of /organization_administration_settings/{id}/telegram: GET /api/telegram-groups (admins).
 */
export function useTelegramGroups(): SWRResponse<TelegramGroupsResponse, ApiError> {
  return useApiGet<TelegramGroupsResponse>(telegramGroupsKey);
}

/** What {@link useTelegramGroupActions} returns: each call rejects with `ApiError` and changes nothing then. */
export interface TelegramGroupActions {
  /** POST /api/telegram-groups `{ name, chatId }`; 409 TELEGRAM_GROUP_TAKEN (on `chatId`) when the community has that chat. */
  create: (body: CreateTelegramGroupBody) => Promise<TelegramGroup>;
  /** PATCH /api/telegram-groups?id= with the changed fields; refusals as on creation, 404 for a group gone meanwhile. */
  update: (id: number, changes: UpdateTelegramGroupBody) => Promise<TelegramGroup>;
  /** DELETE /api/telegram-groups?id=. */
  remove: (id: number) => Promise<void>;
}

/**
 * Adds, changes and deletes the community's Telegram groups — SPEC §3 Telegram group, the
 * 'telegram' tab of /organization_administration_settings/{id}/telegram. After each change the
 * list is read again.
 */
export function useTelegramGroupActions(): TelegramGroupActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => void mutate(telegramGroupsKey);
    return {
      create: async (body) => {
        const created = await client.fetch('createTelegramGroup', { body });
        refresh();
        return created;
      },
      update: async (id, changes) => {
        const saved = await client.fetch('updateTelegramGroup', { query: { id }, body: changes });
        refresh();
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deleteTelegramGroup', { query: { id } });
        refresh();
      },
    };
  }, [client, mutate]);
}
