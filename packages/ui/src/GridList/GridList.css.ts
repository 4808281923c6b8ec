import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/**
 * The list itself. Layout classes are separate single classes (not `[data-layout]` selectors), so
 * a caller's own `className` (e.g. a fixed column count) overrides them without specificity games.
 */
export const list = style({
  boxSizing: 'border-box',
  minWidth: 0,
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    // Only an empty list takes focus itself; it shows the ring like any other control.
    '&[data-focus-visible]': focusRingStyle,
    '&[data-empty]': {
      display: 'block',
      paddingBlock: vars.space.sm,
      color: vars.color.textMuted,
      fontSize: vars.font.size.sm,
    },
  },
});

/** `layout="stack"`: one item a row, full width. */
export const stack = style({ display: 'flex', flexDirection: 'column' });

/** `layout="grid"`: as many columns of at least `avatarLg` as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.avatarLg}, 1fr))`,
  gap: vars.space.sm,
});

/**
 * One item: `[data-hovered]`, `[data-pressed]`, `[data-selected]` (accent border and tint),
 * `[data-focus-visible]` (the focus ring), `[data-disabled]` (muted, not-allowed).
 */
export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.focusRingWidth} solid transparent`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  cursor: 'default',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-selected]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
  '@media': forcedColorsSelected('&[data-selected]'),
});
