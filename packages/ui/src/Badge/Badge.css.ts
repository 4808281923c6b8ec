import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@gratia/tokens';

/** Solid fills with their derived on-colours, so the label stays AA on any brand. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.iconSm,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text, boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}` },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      info: { background: vars.color.info, color: vars.color.onInfo },
      positive: { background: vars.color.positive, color: vars.color.onPositive },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
