/** shell/config — what the app tells the shell: its registered screens. */
export { ShellConfigProvider, useShellConfig, type ShellConfig } from './ShellConfig.tsx';
