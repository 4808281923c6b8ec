import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import type { Space } from '../internal/spaceScale.ts';
import * as styles from './Stack.css.ts';

/** The variants of the `stack` recipe: the prop types below are derived from it. */
type StackVariants = NonNullable<RecipeVariants<typeof styles.stack>>;

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a key of the space scale. Default `md`. */
  gap?: Space;
  /** Cross-axis alignment. Default `stretch`. */
  align?: StackVariants['align'];
  /** Default `column`. */
  direction?: StackVariants['direction'];
  /** Default `div`; `ul`/`ol` for lists (bullets removed). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'header' | 'footer' | 'nav';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Lays children out in a column (or row) with a token gap. No margins between children needed. */
export function Stack({ gap = 'md', align = 'stretch', direction = 'column', as: element = 'div', className, ref, ...rest }: StackProps) {
  // One concrete element type for JSX; `as` only changes the tag name.
  const Element = element as 'div';
  return <Element {...rest} ref={ref as Ref<HTMLDivElement>} className={clsx(styles.stack({ gap, align, direction }), className)} />;
}
