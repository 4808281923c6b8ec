import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const root = style({ minWidth: 0 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: 'thin',
  borderColor: vars.color.border,
  borderInlineStartWidth: vars.space.xxs,
  borderInlineStartColor: vars.color.accent,
  background: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
});
