import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { choiceRow } from '../internal/choiceRow.css.ts';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/** The options: a column by default, a wrapping row with `data-orientation="horizontal"`. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
  },
});

/** One option row (RAC `Radio` renders a `<label>`): `[data-selected]`, `[data-focus-visible]`, `[data-disabled]` … */
export const radio = style([choiceRow]);

/** The circle; its dot is an inset shadow so it scales with the token size. */
export const circle = style({
  flex: 'none',
  boxSizing: 'border-box',
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [media.reducedMotion]: { transition: 'none' }, ...forcedColorsSelected(`${radio}[data-selected] &`) },
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 calc(${vars.size.icon} / 4) ${vars.color.surface}`,
      backgroundColor: vars.color.accent,
    },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.border, backgroundColor: vars.color.surfaceSunken },
    [`${radio}[data-disabled][data-selected] &`]: { backgroundColor: vars.color.textMuted },
  },
});

export const texts = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const optionDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
