import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
/** A challenge's name: the link of its row, wrapping anywhere rather than widen the column. */
export const name = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
export const link = style({ color: vars.color.accentText, textDecoration: 'underline' });
