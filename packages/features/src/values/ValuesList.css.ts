import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** The tiles: as many columns as fit. */
export const list = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(${layoutSize.valueColumnMin}, 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One value: a bordered tile with an accent stripe at its start. */
export const item = style({
  borderStyle: 'solid',
  borderWidth: 'thin',
  borderColor: vars.color.border,
  borderInlineStartWidth: vars.space.xxs,
  borderInlineStartColor: vars.color.accent,
  overflowWrap: 'anywhere',
});
