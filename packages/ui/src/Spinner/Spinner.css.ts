import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@gratia/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.icon, height: vars.size.icon },
      lg: { width: vars.size.avatarMd, height: vars.size.avatarMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Reduced motion: a slow turn instead of a fast spin, so "busy" is still visible.
    [media.reducedMotion]: { animation: `${spin} 2.4s linear infinite`, animationDuration: '2.4s !important' },
  },
});

export const track = style({ opacity: 0.25 });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
