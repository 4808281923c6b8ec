import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The embedded PDF: the column's width, most of the screen's height. */
export const pdf = style({
  width: '100%',
  height: '60vh',
  border: `thin solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
