import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { MAX_POINTS, type EconomySettings } from '@gratia/contracts';
import { useApiClient } from '../api/index.ts';
import { organizationKeys } from '../organization/index.ts';

/** A whole number as people type it (the thanks form's rule): an optional sign, then digits, or digits grouped by three with spaces ('1 000'). */
const WHOLE_NUMBER = /^[+-]?(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/** Why a threshold text is refused: not a whole number, under 1, over MAX_POINTS. */
export type ThresholdError = 'notWhole' | 'tooSmall' | 'tooBig';

/**
 * The text of the approval-threshold field read as the setting (docs/decisions/0023): empty (only
 * blanks) is `null` — off, no thanks waits —; a whole number of points from 1 to MAX_POINTS is
 * that threshold ('1 000' grouping spaces are fine); anything else is a {@link ThresholdError}.
 */
export function parseThreshold(text: string): { value: number | null } | { error: ThresholdError } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!WHOLE_NUMBER.test(trimmed)) return { error: 'notWhole' };
  const amount = Number(trimmed.replace(/[ \u00a0\u202f]/g, ''));
  if (amount < 1) return { error: 'tooSmall' };
  if (amount > MAX_POINTS) return { error: 'tooBig' };
  return { value: amount };
}

/**
 * Saves the community's approval threshold (PATCH /api/organization/economy `{ approvalThreshold }`,
 * admins only; points, null = off). The economy settings every member reads (the thanks form's
 * note, the approvals queue) take the saved answer at once. Rejects with `ApiError`
 * (VALIDATION_ERROR naming the field, FORBIDDEN).
 */
export function useSaveApprovalThreshold(): (approvalThreshold: number | null) => Promise<EconomySettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (approvalThreshold: number | null) => {
      const saved = await client.fetch('updateEconomySettings', { body: { approvalThreshold } });
      await mutate(organizationKeys.economy, saved, { revalidate: false });
      return saved;
    },
    [client, mutate],
  );
}
