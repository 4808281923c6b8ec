export { useOrgTheme } from './useOrgTheme.ts';
