import { createContext, useContext, type ReactNode } from 'react';

/** What the app tells the shell: which paths have a screen (from its route table), and the footer contacts. */
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
