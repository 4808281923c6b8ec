import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Bottom-left stack (SPEC §8), above modals. Below desktop (< 1200 px) the app has a bottom bar
 * (`bottomBarHeight`) fixed to the screen: the stack sits above it. On desktop it keeps a footer's
 * height clear of the screen's bottom edge, so it does not cover the footer's links once scrolled to
 * them. On phones it spans the width.
 */
export const region = style({
  position: 'fixed',
  insetInlineStart: vars.space.lg,
  insetBlockEnd: `calc(${vars.size.bottomBarHeight} + ${vars.space.lg})`,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: `min(${vars.size.toastWidth}, calc(100vw - 2 * ${vars.space.lg}))`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
  '@media': {
    [media.tablet]: { insetBlockEnd: `calc(${vars.size.bottomBarHeight} + env(safe-area-inset-bottom) + ${vars.space.sm})` },
    [media.phone]: {
      insetInlineStart: vars.space.sm,
      insetInlineEnd: vars.space.sm,
      insetBlockEnd: `calc(${vars.size.bottomBarHeight} + env(safe-area-inset-bottom) + ${vars.space.sm})`,
      width: 'auto',
    },
  },
});

/**
 * One toast: raised surface and body text (readable on any brand), the tone carried by an
 * inline-start bar and an icon, so even a low-contrast palette cannot hide the message.
 */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.sm,
    outline: 'none',
    animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: { '&[data-focus-visible]': focusRingStyle },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.positive },
      warning: { borderInlineStartColor: vars.color.warning },
      critical: { borderInlineStartColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, fontSize: vars.size.icon, marginBlockStart: vars.space.xxs },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.positive },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.critical },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  paddingBlockStart: vars.space.xxs,
});

export const title = style({ fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight });
export const description = style({ color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });
export const close = style({ marginBlock: `calc(-1 * ${vars.space.xs})`, marginInlineEnd: `calc(-1 * ${vars.space.xs})` });
