import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.positive,
  whiteSpace: 'nowrap',
  selectors: {
    [`${card}[data-status="canceled"] &`]: { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
