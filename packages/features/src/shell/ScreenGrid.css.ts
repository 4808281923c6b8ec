import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gridTemplateAreas: '"main aside"',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"aside" "main"' },
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"aside" "main"' },
  },
});

export const main = style({ gridArea: 'main', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const aside = style({ gridArea: 'aside', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
