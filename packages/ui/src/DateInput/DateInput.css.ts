import { forcedColorsSelected } from '../internal/forcedColors.css.ts';
import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/** Keeps the date field as wide as its content (10 characters plus the calendar button). */
export const root = style({ maxWidth: vars.size.dateFieldWidth });

export const input = style({ fontVariantNumeric: 'tabular-nums' });

/** The range: a group with its own label and the two fields side by side. */
export const rangeRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.color.text,
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const rangeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const rangeLabel = style({
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** One field of the range: just wide enough for DD-MM-YYYY. */
export const rangeField = style({ width: vars.size.dateRangeFieldWidth, maxWidth: '100%' });

export const rangeHint = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The calendar button in the range row, aligned with the inputs (below their labels). */
export const rangeButton = style({
  // Below the fields' labels, level with the inputs.
  marginBlockStart: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs} + (${vars.size.controlMd} - ${vars.size.controlSm}) / 2)`,
});

export const calendar = style({
  padding: vars.space.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  // 'декабрь 2026 г.' → 'Декабрь 2026 г.' (capitalize would also raise 'г.').
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const calendarGrid = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const calendarWeekday = style({
  paddingBlock: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

/** A day: `[data-selected]`, `[data-today]`, `[data-outside-month]`, `[data-disabled]`, `[data-unavailable]`. */
export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-today]': { boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.borderStrong}` },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
  '@media': forcedColorsSelected('&[data-selected]'),
});

/** Days inside a range between its ends. */
export const rangeCalendarCell = style([
  calendarCell,
  {
    selectors: {
      '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle, borderRadius: 0 },
      '&[data-selection-start], &[data-selection-end]': { background: vars.color.accent, color: vars.color.onAccent, borderRadius: vars.radius.sm },
    },
  },
]);

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
