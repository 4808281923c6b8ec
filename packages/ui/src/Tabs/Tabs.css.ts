import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
  minWidth: 0,
});

/** The tab row: scrolls sideways on narrow screens instead of wrapping. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

/** One tab: `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`, `[data-disabled]`. */
export const tab = style({
  flex: 'none',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.accentText, boxShadow: `inset 0 calc(${vars.size.focusRingWidth} * -1) 0 ${vars.color.accent}` },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: `calc(${vars.size.focusRingWidth} * -1)` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': forcedColorsSelected('&[data-selected]'),
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
