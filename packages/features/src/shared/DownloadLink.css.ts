import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** A download that looks like a small secondary button (an .xlsx export). */
export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-pressed]': { background: vars.color.accentSubtlePressed, color: vars.color.onAccentSubtle },
  },
});
