import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const root = style({ minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    '&[data-status="canceled"]': { background: vars.color.surfaceSunken },
  },
});

/** The name column of a group row (spans: the row is a button). */
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The amounts column of a group row. */
export const side = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const amount = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-direction="received"]': { color: vars.color.positiveText },
    '&[data-status="canceled"]': { textDecoration: 'line-through' },
  },
});

export const groupButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gap: vars.space.md,
  alignItems: 'center',
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.borderWidth },
  },
});

/** The chevron at the end of a group row: the row opens. */
export const chevron = style({ display: 'flex', color: vars.color.textMuted });
