import { useMemo } from 'react';
import { shownRole } from '@gratia/contracts';
import { useMarketsAvailable } from '../../market/index.ts';
import { useMe } from '../../profile/index.ts';
import { useShellConfig } from '../config/index.ts';
import { navigationFor, type Navigation } from './navigation.ts';

/**
 * The navigation of the signed-in member (SPEC §2, §6): from GET /api/profile/me (role, admin,
 * role codes, organization) and GET /api/markets/available, filtered to registered screens
 * ({@link useShellConfig}), those for admins only to admins. Empty lists while the profile loads.
 */
export function useNavigation(): Navigation {
  const me = useMe();
  const organizationId = me.data?.profile.organizationId ?? null;
  const markets = useMarketsAvailable({ enabled: organizationId !== null });
  const { isRegistered, isAdminOnly } = useShellConfig();
  return useMemo(() => {
    if (!me.data) return { sidebar: [], tablet: { bar: [], more: [] }, phone: { bar: [], more: [] } };
    return navigationFor({
      role: shownRole(me.data),
      isAdmin: me.data.privileged.some((p) => p.role === 'A'),
      roles: me.data.privileged.map((p) => p.role),
      organizationId,
      marketsAvailable: (markets.data?.items.length ?? 0) > 0,
      isRegistered,
      ...(isAdminOnly ? { isAdminOnly } : {}),
    });
  }, [me.data, organizationId, markets.data, isRegistered, isAdminOnly]);
}
