import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  width: '100%',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** The track: a sunken bar with a strong border so it keeps 3:1 against the surface. */
export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.borderStrong}`,
});

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** Indeterminate: a 40 % segment slides across; under reduced motion it stays still. */
export const indeterminate = style({
  width: '40%',
  animationName: slide,
  animationDuration: vars.motion.durationLoop,
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': { [media.reducedMotion]: { animation: 'none', transform: 'translateX(75%)' } },
});
