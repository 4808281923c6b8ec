import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/**
 * The floating surface shared by Popover, NotificationBell, Menu and the date pickers: raised
 * surface, border, shadow, `z.popover`; a short fade that is dropped under reduced motion.
 */
export const surface = style({
  boxSizing: 'border-box',
  maxWidth: `calc(100vw - ${vars.space.xl})`,
  maxHeight: 'var(--visual-viewport-height)',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.popover,
  // Popovers are portalled to <body>; a modal dialog underneath turns pointer events off on <body>
  // (Radix), which would leave the options of a field inside the dialog unclickable by mouse.
  pointerEvents: 'auto',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering]': { opacity: 0 },
    '&[data-exiting]': { opacity: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The dialog inside a popover: padding, no own outline (the popover is the visible box). */
export const dialog = style({
  padding: vars.space.lg,
  outline: 'none',
  minWidth: vars.size.overlayMinWidth,
  maxWidth: vars.size.popoverMaxWidth,
});

/** Optional heading at the top of a popover. */
export const title = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The small arrow pointing at the trigger (`OverlayArrow`), rotated per placement. */
export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: vars.size.borderWidth,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});

/** Focus ring for elements inside popovers that are not react-aria buttons. */
export const focusable = style({
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRingStyle },
});
