import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/**
 * The centred panel shared by EmptyState and ErrorState: icon, title, description and an action.
 * Each state sets only its icon colour.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

export const iconBase = style({
  display: 'inline-flex',
  fontSize: vars.size.avatarMd,
  marginBlockEnd: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.measure,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.sm });
