import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The colour sample: the value as a fill with a strong border so light colours stay visible. */
export const swatch = style({
  flex: 'none',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  boxSizing: 'border-box',
  // An empty swatch shows a diagonal line (no colour) instead of a fill.
  backgroundImage: `linear-gradient(135deg, transparent 47%, ${vars.color.critical} 47%, ${vars.color.critical} 53%, transparent 53%)`,
});

export const input = style({ fontFamily: vars.font.familyMono, textTransform: 'lowercase' });

export const contrast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const verdictPass = style({ color: vars.color.positiveText, fontWeight: vars.font.weight.semibold });
export const verdictWarn = style({ color: vars.color.warningText, fontWeight: vars.font.weight.semibold });
export const verdictFail = style({ color: vars.color.criticalText, fontWeight: vars.font.weight.semibold });
