import { FeedList, ScreenGrid } from '@gratia/features';

/** /feed (SPEC §1 Events feed), a reading column; the filter lives in `?filter=`. */
export function Component() {
  return (
    <ScreenGrid kind="reading">
      <FeedList />
    </ScreenGrid>
  );
}
