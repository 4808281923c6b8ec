import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@gratia/tokens';

const sizes = vars.font.size;
const weights = vars.font.weight;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family, lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' },
  variants: {
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.criticalText },
      positive: { color: vars.color.positiveText },
      accent: { color: vars.color.accentText },
      inherit: { color: 'inherit' },
    },
    size: {
      xs: { fontSize: sizes.xs },
      sm: { fontSize: sizes.sm },
      md: { fontSize: sizes.md },
      lg: { fontSize: sizes.lg },
      xl: { fontSize: sizes.xl, lineHeight: vars.font.lineHeight.tight },
      xxl: { fontSize: sizes.xxl, lineHeight: vars.font.lineHeight.tight },
    },
    weight: {
      regular: { fontWeight: weights.regular },
      medium: { fontWeight: weights.medium },
      semibold: { fontWeight: weights.semibold },
      bold: { fontWeight: weights.bold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' },
      false: {},
    },
    /** At most this many lines, the last ending in an ellipsis (a line clamp). */
    lines: {
      none: {},
      2: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' },
      3: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden' },
    },
  },
  defaultVariants: { tone: 'default', size: 'md', weight: 'regular', truncate: false, lines: 'none' },
});
