import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@gratia/tokens';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      1: { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold },
      2: { fontSize: vars.font.size.xl },
      3: { fontSize: vars.font.size.lg },
      4: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 2 },
});
