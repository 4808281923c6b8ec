import { useCallback, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type { InviteLookup, ProfileInfo } from '@gratia/contracts';
import { useApiClient } from '../api/index.ts';
import { profileKeys } from '../profile/index.ts';

/**
 * Creating a community and joining one while signed in (docs/decisions/0035). Each resolves with
 * the caller's profile in the community they are now in: every cached read is dropped (they were
 * of no community) and the profile is stored under the `me` key, so the header, the sidebar's admin
 * entry and the bell follow at once. Each rejects with `ApiError` and changes nothing then.
 */
export interface CommunityCalls {
  /**
   * POST /api/onboarding/community `{ name }`: the caller becomes its administrator. 409
   * ORGANIZATION_NAME_TAKEN (on `name`), 409 ALREADY_IN_COMMUNITY, 429 RATE_LIMITED, 400 VALIDATION_ERROR.
   */
  create: (name: string) => Promise<ProfileInfo>;
  /**
   * POST /api/onboarding/join `{ token }`: joins the invite link's community (decision 0032's
   * counting). 404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED / INVITE_USED_UP / INVITE_REVOKED, 403 MEMBERSHIP_SUSPENDED.
   */
  join: (token: string) => Promise<ProfileInfo>;
  /** GET /api/invite-links/lookup?token=: the community's name and whether the link admits; 404 INVITE_NOT_FOUND. */
  lookup: (token: string) => Promise<InviteLookup>;
}

/** The calls of the onboarding's communities step ({@link CommunityCalls}). */
export function useCommunityCalls(): CommunityCalls {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const settle = useCallback(
    async (me: ProfileInfo) => {
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(profileKeys.me, me, { revalidate: false });
      return me;
    },
    [mutate],
  );
  const create = useCallback(async (name: string) => settle(await client.fetch('createCommunity', { body: { name } })), [client, settle]);
  const join = useCallback(async (token: string) => settle(await client.fetch('joinCommunity', { body: { token } })), [client, settle]);
  const lookup = useCallback((token: string) => client.fetch('inviteLookup', { query: { token } }), [client]);
  return { create, join, lookup };
}

/** Prefix of the session-storage keys of the onboarding's drafts. */
const DRAFT_PREFIX = 'gratia.onboarding.';

/** The stored text of draft `key`, or null. */
function readDraft(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(DRAFT_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Session storage of this tab changes only through {@link useDraft} itself: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * A value of the onboarding kept in this tab's session storage under `key`, so what was typed
 * survives a reload (the step itself is in the address, `?step=`). The server and the hydrating
 * render use `initial` (no storage there); the stored draft follows right after, so hydration matches.
 */
export function useDraft<T>(key: string, initial: T): [T, (value: T) => void] {
  const stored = useSyncExternalStore(noSubscription, () => readDraft(key), () => null);
  const [typed, setTyped] = useState<{ value: T } | null>(null);
  let value = initial;
  if (typed) value = typed.value;
  else if (stored !== null) {
    try {
      value = JSON.parse(stored) as T;
    } catch {
      value = initial;
    }
  }
  const update = useCallback(
    (next: T) => {
      setTyped({ value: next });
      try {
        globalThis.sessionStorage?.setItem(DRAFT_PREFIX + key, JSON.stringify(next));
      } catch {
        // A full or missing storage only loses the draft on reload.
      }
    },
    [key],
  );
  return [value, update];
}

/** Forgets every draft of the onboarding (it is done). */
export function clearDrafts(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
