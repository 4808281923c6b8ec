import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/**
 * The track holding the segments; scrolls sideways when it does not fit, and then says so: a soft
 * shadow lies over each edge that has more segments behind it. Two covers in the track's colour
 * scroll with the content (`local`) and hide a shadow at the very start or end; the shadows stay
 * put (`scroll`).
 */
export const track = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  overflowX: 'auto',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surfaceSunken} 40%, transparent)`,
    `linear-gradient(to left, ${vars.color.surfaceSunken} 40%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.overlay}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.overlay}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundSize: `${vars.space.xl} 100%, ${vars.space.xl} 100%, ${vars.space.sm} 100%, ${vars.space.sm} 100%`,
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
});

/** One segment (a radio): `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`, `[data-disabled]`. */
export const segment = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': focusRingStyle,
    // On the accent fill the ring alone blends in: a wider ring, parted from the fill by an
    // on-accent inner line, so the focused selected segment stands out in any brand.
    '&[data-selected][data-focus-visible]': {
      outlineWidth: `calc(${vars.size.focusRingWidth} * 1.5)`,
      outlineOffset: vars.size.focusRingWidth,
      boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.onAccent}`,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': forcedColorsSelected('&[data-selected]'),
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.85,
});
