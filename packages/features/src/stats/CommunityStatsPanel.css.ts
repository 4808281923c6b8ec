import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** The figures: as many columns as fit, one under the other on a phone. */
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(${layoutSize.valueColumnMin}, 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One figure: its label, the number, a line of context. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** The number of a figure. */
export const figure = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
