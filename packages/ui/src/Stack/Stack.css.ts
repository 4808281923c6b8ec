import { recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../internal/spaceScale.ts';

export const stack = recipe({
  base: { display: 'flex', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    direction: { column: { flexDirection: 'column' }, row: { flexDirection: 'row' } },
    gap: spaceVariants('gap'),
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { direction: 'column', gap: 'md', align: 'stretch' },
});
