import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { shownRole } from '@gratia/contracts';
import { useMe } from '../api/hooks.ts';
import { useMarketsAvailable } from '../api/shellHooks.ts';
import { navigationFor, type Navigation } from './navigation.ts';

/** What the app tells the shell: which paths have a screen (from its route table). */
export interface ShellConfig {
  /** True when the app registers a screen at `path` (e.g. '/feed', '/organization_administration/3'). */
  isRegistered: (path: string) => boolean;
  /** Footer contacts of this installation (SPEC §2 Footer); a missing contact is not shown. */
  contacts: { feedbackEmail?: string; telegram?: string };
}

const everything: ShellConfig = { isRegistered: () => true, contacts: {} };
const ShellConfigContext = createContext<ShellConfig>(everything);

/**
 * Supplies the {@link ShellConfig}. Without a provider every destination counts as registered
 * (stories show the full SPEC navigation) and no contacts are shown.
 */
export function ShellConfigProvider({ config, children }: { config: ShellConfig; children: ReactNode }) {
  return <ShellConfigContext.Provider value={config}>{children}</ShellConfigContext.Provider>;
}

/** The nearest {@link ShellConfig}. */
export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}

/**
 * The navigation of the signed-in member (SPEC §2, §6): from GET /api/profile/me (role, admin,
 * organization) and GET /api/markets/available, filtered to registered screens. Empty lists
 * while the profile loads.
 */
export function useNavigation(): Navigation {
  const me = useMe();
  const organizationId = me.data?.profile.organizationId ?? null;
  const markets = useMarketsAvailable({ enabled: organizationId !== null });
  const { isRegistered } = useShellConfig();
  return useMemo(() => {
    if (!me.data) return { sidebar: [], tablet: { bar: [], more: [] }, phone: { bar: [], more: [] } };
    return navigationFor({
      role: shownRole(me.data),
      isAdmin: me.data.privileged.some((p) => p.role === 'A'),
      organizationId,
      marketsAvailable: (markets.data?.items.length ?? 0) > 0,
      isRegistered,
    });
  }, [me.data, organizationId, markets.data, isRegistered]);
}
