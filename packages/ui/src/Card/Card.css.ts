import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@gratia/tokens';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'lg' },
});
