import type { ReactNode } from 'react';
import * as css from './ScreenGrid.css.ts';

/**
 * A screen's content with a side column: `aside` to the right on desktop, above the main
 * content on tablet and phone (e.g. /new_transfer: the form with "my score" beside it).
 */
export function ScreenGrid({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={css.grid}>
      <div className={css.main}>{children}</div>
      {aside && <aside className={css.aside}>{aside}</aside>}
    </div>
  );
}
