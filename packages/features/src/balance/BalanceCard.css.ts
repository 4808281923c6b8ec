import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** The two figures side by side, one under the other when the column is narrow. */
export const figures = style({
  gridTemplateColumns: `repeat(auto-fit, minmax(${layoutSize.figureColumnMin}, 1fr))`,
});

export const amount = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
