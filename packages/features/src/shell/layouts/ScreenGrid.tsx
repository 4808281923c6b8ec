import type { ReactNode } from 'react';
import { Box, Stack } from '@gratia/ui';
import * as css from './ScreenGrid.css.ts';

/**
 * A screen's content with a side column: `aside` to the right on desktop, above the main
 * content on tablet and phone (e.g. /new_transfer: the form with "my score" beside it).
 */
export function ScreenGrid({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Box display="grid" gap="lg" className={css.grid}>
      <Stack gap="lg" className={css.main}>
        {children}
      </Stack>
      {aside && (
        <Box as="aside" display="flex" flexDirection="column" gap="lg" className={css.aside}>
          {aside}
        </Box>
      )}
    </Box>
  );
}
