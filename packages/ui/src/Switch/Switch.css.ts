import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { choiceRow } from '../internal/choiceRow.css.ts';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/**
 * The clickable row (RAC `Switch` renders a `<label>`): `[data-selected]`, `[data-hovered]`,
 * `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export const root = style([choiceRow]);

const motion = {
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
} as const;

/** The track: two thumbs wide, fully rounded; accent when on. */
export const track = style({
  ...motion,
  flex: 'none',
  position: 'relative',
  boxSizing: 'border-box',
  width: `calc(${vars.size.icon} * 2)`,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  transitionProperty: 'background-color, border-color',
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    [`${root}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.accentHover, borderColor: vars.color.accentHover },
    [`${root}[data-focus-visible] &`]: focusRingStyle,
    [`${root}[data-disabled] &`]: { borderColor: vars.color.border, backgroundColor: vars.color.surfaceSunken },
  },
  '@media': forcedColorsSelected(`${root}[data-selected] &`),
});

/** The thumb slides to the inline end when on (mirrored in right-to-left text). */
export const thumb = style({
  ...motion,
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  boxSizing: 'border-box',
  width: `calc(${vars.size.icon} - 2 * ${vars.space.xxs} - 2 * ${vars.size.borderWidth})`,
  height: `calc(${vars.size.icon} - 2 * ${vars.space.xxs} - 2 * ${vars.size.borderWidth})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transitionProperty: 'transform, background-color',
  selectors: {
    [`${root}[data-pressed] &`]: { transform: 'scale(0.9)' },
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.onAccent, transform: `translateX(${vars.size.icon})` },
    [`[dir="rtl"] ${root}[data-selected] &`]: { transform: `translateX(calc(-1 * ${vars.size.icon}))` },
    [`${root}[data-disabled] &`]: { backgroundColor: vars.color.border },
  },
  // The thumb is a filled dot: in forced colours it is drawn in the text colour, on the highlight when on.
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      backgroundColor: 'CanvasText',
      selectors: { [`${root}[data-selected] &`]: { backgroundColor: 'HighlightText' } },
    },
  },
});

export const label = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});
