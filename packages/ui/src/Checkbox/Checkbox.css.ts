import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { choiceRow } from '../internal/choiceRow.css.ts';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/**
 * The clickable row (RAC `Checkbox` renders a `<label>`): `[data-selected]`, `[data-indeterminate]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-invalid]`, `[data-disabled]`.
 */
export const root = style([choiceRow]);

/** The square. Its top aligns with the first text line. */
export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${root}[data-pressed] &`]: { backgroundColor: vars.color.accentSubtle },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${root}[data-selected][data-hovered] &, ${root}[data-indeterminate][data-hovered] &`]: {
      backgroundColor: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    [`${root}[data-focus-visible] &`]: focusRingStyle,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-invalid][data-selected] &`]: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
    [`${root}[data-disabled] &`]: {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

export const mark = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const label = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});
