/**
 * people — colleagues (SPEC §1 participants directory; §2 /employees; §3 User, Employee): how a
 * person is named everywhere (full name, handle), where they work (job title and division), their
 * work status, the user search, the divisions tree and the participants directory. Every area that
 * shows a person imports these from here.
 */
export { fullName, handle, positionLine } from './person.ts';
export {
  DIRECTORY_PAGE_SIZE,
  directoryPageKey,
  divisionsKey,
  USER_SEARCH_LIMIT,
  useDirectory,
  useDivisions,
  useSearchUsers,
  type DirectoryParams,
  type DirectoryState,
} from './hooks.ts';
export { divisionTree, type DivisionNode } from './divisions.ts';
export { DIRECTORY_STATUSES, statusTone, useStatusLabel } from './status.ts';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
export { DirectoryView, profilePath, type DirectoryViewProps } from './DirectoryView.tsx';
