import type { ReactNode } from 'react';
import { Box, Stack } from '@gratia/ui';
import * as css from './ScreenGrid.css.ts';

/** The page kinds of the main layouts, each with its content width (docs "UI/Page layout"). */
export type ScreenKind = 'reading' | 'form' | 'wide';

/** Props of {@link ScreenGrid}. */
export interface ScreenGridProps {
  /**
   * What kind of page this is: `reading` — a column of comfortable reading width (the events
   * feed); `form` — the content with an `aside` beside it on desktop (/main, /new_transfer: my
   * score beside); `wide` — the whole content column (tables such as /history). Default `form`.
   */
  kind?: ScreenKind;
  /** The side column (`form` pages): right of the content on desktop, below it on tablets and phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A screen's content in the page grid, as wide as its {@link ScreenKind} says, so every page of
 * a kind has the same width on every route. `data-kind` carries the kind.
 */
export function ScreenGrid({ kind = 'form', aside, children }: ScreenGridProps) {
  return (
    <Box className={css.grid} data-kind={kind} data-has-aside={aside ? '' : undefined}>
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
