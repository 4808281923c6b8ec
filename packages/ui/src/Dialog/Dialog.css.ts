import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.md}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** Centered panel; on phones it fills the width with a small margin. Scrolls when tall. */
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.z.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: `min(${vars.size.dialogWidth}, calc(100vw - 2 * ${vars.space.lg}))`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${popIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': focusRingStyle },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.phone]: { padding: vars.space.lg },
  },
});

export const title = style({
  margin: 0,
  paddingInlineEnd: vars.size.controlMd,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const closeCorner = style({
  position: 'absolute',
  top: vars.space.md,
  insetInlineEnd: vars.space.md,
});

/** Footer row of actions, primary last (on the inline end); stacked full-width on phones. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  '@media': { [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
