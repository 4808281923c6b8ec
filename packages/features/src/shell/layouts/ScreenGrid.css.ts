import { style } from '@vanilla-extract/css';
import { media } from '@gratia/tokens';

/** Two columns (content, side) on desktop; one, side first, on tablets and phones. */
export const grid = style({
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gridTemplateAreas: '"main aside"',
  alignItems: 'start',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"aside" "main"' },
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"aside" "main"' },
  },
});

export const main = style({ gridArea: 'main' });
export const aside = style({ gridArea: 'aside', minWidth: 0 });
