import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const root = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.md,
});

export const sentinel = style({ height: vars.space.xxs });
