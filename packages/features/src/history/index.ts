/** history — the member's point movements (SPEC §2 History): all, received, sent; grouped by colleague; cancel a thanks. */
export { HistoryView, type HistoryMode, type HistoryViewProps } from './HistoryView.tsx';
export { HistoryRow, historyTypeKey, stateBadge, type HistoryRowProps } from './HistoryRow.tsx';
export {
  HISTORY_PAGE_SIZE,
  historyPageKey,
  useCancelTransfer,
  useHistory,
  useHistoryGroups,
  type HistoryParams,
  type HistoryState,
} from './hooks.ts';
