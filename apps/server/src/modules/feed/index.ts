/**
 * The events feed (SPEC §1 Events feed): recording an event in the transaction of its subject
 * ({@link recordFeedEvent}), withdrawing it with its subject ({@link withdrawFeedEvent}), reading pages of events, and loading thanks as a viewer sees them.
 */
export { feedEventsInsert, recordFeedEvent, withdrawFeedEvent, FEED_EVENT_PAYLOADS, type FeedEventInput, type FeedEventPayloads } from './events.ts';
export { feedHandlers } from './routes.ts';
export { loadAdditionsSummaries, loadTransfers } from './queries.ts';
export { feedPage } from './service.ts';
export * from './schema.ts';
