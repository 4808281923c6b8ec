import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { screenHeight } from '../../sizes/index.ts';

/*
 * The content widths of the page kinds (docs "UI/Page layout"), inside the page grid's content
 * column: `data-kind` = reading (a column of `readingWidth`), form (the content and an aside of
 * `asideWidth` beside it on desktop; stacked below the content on tablets and phones) or wide
 * (the whole content column).
 */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  width: '100%',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"main"',
  selectors: {
    '&[data-kind="reading"]': { maxWidth: vars.size.readingWidth },
    '&[data-has-aside]': { gridTemplateAreas: '"main" "aside"' },
  },
  '@media': {
    [media.desktop]: {
      selectors: {
        '&[data-has-aside]': {
          gridTemplateColumns: `minmax(0, 1fr) ${vars.size.asideWidth}`,
          gridTemplateAreas: '"main aside"',
          gap: vars.space.xl,
        },
      },
    },
  },
});

/**
 * The content. Stacked above an aside (tablets and phones), it is at least the screen's height,
 * so the aside starts below the fold and the content's data arriving does not push a visible
 * aside down (a layout shift).
 */
export const main = style({
  gridArea: 'main',
  minWidth: 0,
  selectors: {
    '[data-has-aside] > &': { minHeight: screenHeight },
  },
  '@media': {
    [media.desktop]: { selectors: { '[data-has-aside] > &': { minHeight: 'auto' } } },
  },
});
export const aside = style({ gridArea: 'aside', minWidth: 0 });
