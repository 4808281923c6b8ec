import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * A tile of the grid: a raised surface as tall as its grid row. The name's button covers the whole
 * tile (`nameButton`), so the tile shows that button's hover and keyboard focus; the cart button
 * sits above it.
 */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:has(button[data-name]:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The picture: 4 : 3, the photo filling it. */
export const picture = style({ position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden', background: vars.color.surfaceSunken });

export const image = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** An offer without photos: the brand's subtle fill with a large bag. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontSize: vars.size.controlLg,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 auto', padding: vars.space.md });

export const price = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

/** The name: at most three lines. */
export const name = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.normal });

/** The name's button: text-looking, its hit area stretched over the whole tile. */
export const nameButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

/** The cart button: at the tile's foot, above the name's hit area. */
export const action = style({ position: 'relative', zIndex: 1, marginBlockStart: 'auto', paddingBlockStart: vars.space.sm });
