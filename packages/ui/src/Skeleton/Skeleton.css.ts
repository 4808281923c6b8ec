import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@gratia/tokens';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    maxWidth: '100%',
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 0%, color-mix(in srgb, ${vars.color.border} 60%, ${vars.color.surfaceSunken}) 50%, ${vars.color.surfaceSunken} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // Reduced motion: a still block, no shimmer.
      [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    radius: {
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { radius: 'md' },
});
