/**
 * shell — what frames every screen: layouts (SPEC §2 Layouts), header (SPEC §2 Header),
 * navigation (SPEC §2 Sidebar, Bottom bars), route guards (SPEC §2, §6) and the configuration the
 * app gives the shell. Each is an area of its own with an index.ts; the strings are the `shell`
 * namespace (shell/i18n).
 */
export * from './config/index.ts';
export * from './header/index.ts';
export * from './navigation/index.ts';
export * from './layouts/index.ts';
export * from './guards/index.ts';
