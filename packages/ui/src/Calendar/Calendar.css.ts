import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const calendar = style({
  display: 'inline-block',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  // 'декабрь 2026 г.' → 'Декабрь 2026 г.' (capitalize would also raise 'г.').
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const weekday = style({
  paddingBlock: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

/** A day: `[data-marked]`, `[data-selected]`, `[data-today]`, `[data-outside-month]`. */
export const cell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-today]': { boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.borderStrong}` },
    '&[data-marked]': { fontWeight: vars.font.weight.semibold },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': focusRingStyle,
  },
});

/** The dot under a marked day's number; on the selected day it takes the day's text colour. */
export const mark = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xxs,
  insetInlineStart: '50%',
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transform: 'translateX(-50%)',
  selectors: { [`${cell}[data-selected] &`]: { background: 'currentColor' } },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRingStyle,
  },
});
