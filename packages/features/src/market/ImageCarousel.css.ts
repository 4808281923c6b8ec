import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRing } from './focus.css.ts';

/** The carousel: the slide above its dots. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The slide's frame: 4 : 3 on the sunken fill, the photo contained (never cropped), the arrows on its edges. */
export const stage = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': focusRing },
});

export const image = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/** No photos: the brand's subtle fill with a large bag. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontSize: vars.size.avatarLg,
});

/** The arrows on the slide's inline start and end edges, vertically centred. */
const arrow = style({ position: 'absolute', top: '50%', transform: 'translateY(-50%)' });
export const arrowStart = style([arrow, { insetInlineStart: vars.space.sm }]);
export const arrowEnd = style([arrow, { insetInlineEnd: vars.space.sm }]);

export const dots = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** A dot: a small round button (its hit area a small control), filled when its photo shows. */
export const dot = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: {
    '&::before': {
      content: '""',
      width: vars.space.sm,
      height: vars.space.sm,
      borderRadius: vars.radius.full,
      border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
      background: vars.color.surfaceRaised,
    },
    '&[aria-current="true"]::before': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
  },
});
