import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const hint = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-channel="log"]': { background: vars.color.warningSubtle },
  },
});
