import type { ReactNode } from 'react';
import { Box } from '@gratia/ui';
import * as css from './layouts.css.ts';

/**
 * The page frame every signed-in and public layout shares: at least the screen's height, a column
 * of header, body and footer on the page surface. `layout` is its `data-layout` (main,
 * main-without-footer, challenge, onboarding, none).
 */
export function LayoutFrame({ layout, children }: { layout: string; children: ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" background="surface" color="text" className={css.frame} data-layout={layout}>
      {children}
    </Box>
  );
}
