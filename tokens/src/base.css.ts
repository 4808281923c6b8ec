import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './scales.ts';

/** Document-level base styles: box sizing, font, page colours, and reduced motion everywhere. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  fontFamily: vars.font.family,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  WebkitTextSizeAdjust: '100%',
});
globalStyle('body', { margin: 0, minHeight: '100vh' });
globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
