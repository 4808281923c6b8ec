/** shell/config — what the app tells the shell: its registered screens and the footer contacts. */
export { ShellConfigProvider, useShellConfig, type ShellConfig } from './ShellConfig.tsx';
