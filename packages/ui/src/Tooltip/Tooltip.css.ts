import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The tooltip bubble: inverted colours (text colour as fill), small type, short fade. */
export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.popover,
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
