import { recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../internal/spaceScale.ts';

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    gap: spaceVariants('gap'),
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});
