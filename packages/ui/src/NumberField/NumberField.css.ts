import { style } from '@vanilla-extract/css';

/** Numbers read best right-aligned with even digit widths. */
export const input = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
