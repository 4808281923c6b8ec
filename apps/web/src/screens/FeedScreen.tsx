import { FeedList } from '@gratia/features';

/** /feed (SPEC §1 Events feed); the filter lives in `?filter=`. */
export function Component() {
  return <FeedList />;
}
