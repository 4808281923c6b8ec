import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family,
  color: vars.color.text,
  selectors: {
    '&[data-orientation=vertical]': { flexDirection: 'column' },
  },
});

/** One step: `[data-state=complete|current|upcoming]`. */
export const step = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const indicator = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  boxSizing: 'border-box',
  border: `${vars.size.focusRingWidth} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  background: vars.color.surface,
  selectors: {
    '[data-state=current] > &': { borderColor: vars.color.accent, color: vars.color.accentText },
    '[data-state=complete] > &': { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
  selectors: {
    '[data-state=current] &': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
    '[data-state=complete] &': { color: vars.color.text },
  },
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const summary = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  margin: 0,
  marginBottom: vars.space.sm,
});
