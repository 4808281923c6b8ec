export { Box, type BoxElement, type BoxProps } from './Box.tsx';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
