import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app tells the shell: which paths have a screen (from its route table), and which of
 * them only admins may open. The footer's contacts are the server's (GET /api/instance/contacts),
 * not the app's.
 */
export interface ShellConfig {
  /** True when the app registers a screen at `path` (e.g. '/feed', '/organization_administration/3'). */
  isRegistered: (path: string) => boolean;
  /**
   * True when the screen at `path` is for admins only (behind the app's admin guard, SPEC §6), so
   * its entry is shown to admins only — e.g. /analytics while every report it has is an admin's
   * (docs/decisions/0041). Absent: no screen is.
   */
  isAdminOnly?: (path: string) => boolean;
}

const everything: ShellConfig = { isRegistered: () => true };
const ShellConfigContext = createContext<ShellConfig>(everything);

/**
 * Supplies the {@link ShellConfig}. Without a provider every destination counts as registered
 * (stories show the full SPEC navigation).
 */
export function ShellConfigProvider({ config, children }: { config: ShellConfig; children: ReactNode }) {
  return <ShellConfigContext.Provider value={config}>{children}</ShellConfigContext.Provider>;
}

/** The nearest {@link ShellConfig}. */
export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}
