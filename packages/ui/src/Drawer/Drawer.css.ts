import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

/**
 * The `Dialog` panel moved to the screen's inline end, full height (tablets and desktops), or to
 * its bottom edge, full width, at most nine tenths of its height (a phone's sheet). `div&` outranks
 * the dialog's own centred placement. The panel does not scroll itself: its body does, so the
 * title and the footer stay in view.
 */
export const panel = style({
  selectors: {
    'div&': {
      top: 0,
      bottom: 0,
      left: 'auto',
      right: 0,
      transform: 'none',
      width: `min(${vars.size.dialogWidth}, 100vw)`,
      maxHeight: 'none',
      height: '100dvh',
      borderRadius: 0,
      overflow: 'hidden',
      gap: vars.space.md,
      animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [media.phone]: {
      selectors: {
        'div&': {
          top: 'auto',
          left: 0,
          width: '100%',
          height: 'auto',
          maxHeight: '90dvh',
          borderStartStartRadius: vars.radius.lg,
          borderStartEndRadius: vars.radius.lg,
          animation: `${riseIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
        },
      },
    },
    [media.reducedMotion]: { selectors: { 'div&': { animation: 'none' } } },
  },
});

/** The scrolling middle of the panel. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  // Room for the focus rings of the controls at the edges.
  marginInline: `calc(-1 * ${vars.space.xs})`,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xs,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});

/** The footer (totals, the panel's buttons): always in view below the body, above a line. */
export const footer = style({
  flex: '0 0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
