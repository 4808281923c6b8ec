import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** A line's picture: a large avatar's square (4 rem). */
const pictureSize = vars.size.avatarLg;

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/**
 * A line: the checkbox, the picture, the name with the price and the quantity, the delete button.
 * An unavailable line is greyed (`data-available="false"`); the line the server refused
 * (`data-problem`) is framed in the error colour.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: `auto ${pictureSize} minmax(0, 1fr) auto`,
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-available="false"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    '&[data-problem]': { borderColor: vars.color.criticalText, boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.criticalText}` },
  },
});

/** The checkbox, level with the picture's top. */
export const check = style({ paddingBlockStart: vars.space.xs });

export const picture = style({
  position: 'relative',
  width: pictureSize,
  height: pictureSize,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.size.icon,
  selectors: { '[data-available="false"] &': { filter: 'grayscale(1)', opacity: 0.6 } },
});

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const price = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** Why a line cannot be ordered, or a warning about it. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted });
export const problem = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.criticalText });
export const warning = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText });

/** The quantity field: wide enough for 999 with its − and + buttons. */
export const quantity = style({ maxWidth: `calc(${vars.size.controlMd} * 3.5)` });

/** The totals: label and value on a line each. */
export const totals = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });
export const totalLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const totalValue = style({ margin: 0, textAlign: 'end', fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const grandTotal = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** Why 'Order' is disabled. */
export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, selectors: { '&[data-reason="funds"]': { color: vars.color.criticalText } } });
