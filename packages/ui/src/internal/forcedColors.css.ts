import { media } from '@gratia/tokens';

/**
 * State styles for forced colours (Windows High Contrast): the browser replaces backgrounds,
 * borders and shadows with the user's palette, so a selection drawn as a brand fill or an inset
 * shadow disappears. These keep it visible with the system colours for selected items
 * (`Highlight` / `HighlightText`). Focus rings are outlines, which forced colours keep.
 *
 * @param selector the state selector, e.g. `&[data-selected]`
 * @returns a vanilla-extract `@media` block to spread into a style
 */
export function forcedColorsSelected(selector: string) {
  return {
    [media.forcedColors]: {
      selectors: {
        [selector]: { forcedColorAdjust: 'none', background: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
      },
    },
  } as const;
}
