import { useMemo } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { CreateInviteLinkBody, InviteLink, InviteLinksResponse, InviteLookup } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../api/index.ts';

/** swr key (= API path) of the community's invite links: GET /api/invite-links (admins). */
export const inviteLinksKey = apiPath('inviteLinks');

/**
 * The invite links of the admin's community, newest first, each with its status, uses, expiry and
 * division — SPEC §2 /community/invite (docs/decisions/0032): GET /api/invite-links (admins; 403
 * FORBIDDEN for others).
 */
export function useInviteLinks(): SWRResponse<InviteLinksResponse, ApiError> {
  return useApiGet<InviteLinksResponse>(inviteLinksKey);
}

/** What {@link useInviteLinkActions} returns: each call rejects with `ApiError` and changes nothing then. */
export interface InviteLinkActions {
  /**
   * POST /api/invite-links `{ expiresAt?, maxUses?, divisionId? }`: resolves with the new link; 422
   * INVITE_EXPIRY_IN_PAST (on `expiresAt`), 404 NOT_FOUND (a division gone meanwhile), 400 VALIDATION_ERROR.
   */
  create: (body: CreateInviteLinkBody) => Promise<InviteLink>;
  /** POST /api/invite-links/revoke?id=: resolves with the link, revoked; 404 for a link gone meanwhile. */
  revoke: (id: number) => Promise<InviteLink>;
}

/**
 * Makes and revokes the community's invite links — SPEC §2 /community/invite (admins). After each
 * change the list is read again.
 */
export function useInviteLinkActions(): InviteLinkActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => void mutate(inviteLinksKey);
    return {
      create: async (body) => {
        const created = await client.fetch('createInviteLink', { body });
        refresh();
        return created;
      },
      revoke: async (id) => {
        const revoked = await client.fetch('revokeInviteLink', { query: { id } });
        refresh();
        return revoked;
      },
    };
  }, [client, mutate]);
}

/** swr key (= API path) of what an invite link with `token` tells: GET /api/invite-links/lookup?token=. */
export function inviteLookupKey(token: string): string {
  return apiPath('inviteLookup', { token });
}

/**
 * What the invited person may know of the link with `token` (docs/decisions/0032): the community's
 * name and whether the link admits (`usable`; `status` says why not). No session needed. Fails with
 * 404 INVITE_NOT_FOUND for a token of no link, 400 for a malformed one, 429 RATE_LIMITED. Read
 * once: no retry on error, no revalidation on focus (the answer changes only when an admin acts),
 * and no error toast — the landing says what went wrong in place.
 */
export function useInviteLookup(token: string): SWRResponse<InviteLookup, ApiError> {
  return useApiGet<InviteLookup>(inviteLookupKey(token), { shouldRetryOnError: false, revalidateOnFocus: false, onError: () => undefined });
}
