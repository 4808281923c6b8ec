import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@gratia/tokens';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'accent' },
});
