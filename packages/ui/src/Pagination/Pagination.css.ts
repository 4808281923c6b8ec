import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family,
});

/** A page or prev/next button: `[aria-current=page]`, `[data-hovered]`, `[data-disabled]`. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current=page]': { background: vars.color.accent, color: vars.color.onAccent, fontWeight: vars.font.weight.semibold },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
  '@media': forcedColorsSelected('&[aria-current=page]'),
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  color: vars.color.textMuted,
});
