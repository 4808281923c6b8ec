import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/** The trigger: icon and label side by side (`inline`) or stacked as in a bottom bar (`bar`). */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed], &[aria-expanded=true]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const triggerBar = style({
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.bottomBarHeight,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
});

export const icon = style({
  display: 'inline-flex',
  fontSize: vars.size.icon,
  flex: 'none',
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: vars.size.overlayMinWidth,
  padding: vars.space.xs,
  outline: 'none',
});

/** One item: `[data-focused]`, `[data-pressed]`, `[data-disabled]`; a link when it has `href`. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(${vars.size.focusRingWidth} * -1)` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
