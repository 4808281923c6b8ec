import { FeedList } from '@gratia/features';

/** /feed (SPEC §1 Events feed). */
export function Component() {
  return <FeedList />;
}
