/**
 * feed — the events feed (SPEC §1 Events feed): the list with its filters and live updates, one
 * event's card and its detail page, photos, likes and comments, and additions to a thanks
 * (docs/decisions/0014).
 */
export { FeedList, type FeedListProps } from './FeedList.tsx';
export { FeedCard, type FeedCardProps } from './FeedCard.tsx';
export { AddToThanks, AdditionsLine, type AddToThanksProps, type AdditionsLineProps } from './ThanksAdditions.tsx';
export { FeedEventView, type FeedEventViewProps } from './FeedEventView.tsx';
export { CommentsThread, type CommentsThreadProps } from './CommentsThread.tsx';
export { PhotoGrid, PhotoViewer, type PhotoGridProps, type PhotoViewerProps } from './PhotoGrid.tsx';
export {
  FEED_PAGE_SIZE,
  FEED_POLL_INTERVAL_MS,
  feedPageKey,
  useComments,
  useCreateComment,
  useDeleteComment,
  useFeed,
  useFeedFilters,
  useFeedEvent,
  useAddToThanks,
  useToggleLike,
  useUpdateComment,
  type AddToThanksCall,
  type CommentsState,
  type FeedEvents,
} from './hooks.ts';
