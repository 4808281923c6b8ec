import { useParams } from 'react-router-dom';
import { FeedEventView } from '@gratia/features';

/** /feed/:eventType/:eventId (SPEC §1 Events feed: the thanks detail view, a deep link). */
export function Component() {
  const { eventType, eventId } = useParams();
  return <FeedEventView eventType={eventType} eventId={eventId} />;
}
