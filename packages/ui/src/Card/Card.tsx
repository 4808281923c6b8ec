import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Card.css.ts';

/** The variants of the `card` recipe: the prop types below are derived from it. */
type CardVariants = NonNullable<RecipeVariants<typeof styles.card>>;

/** Props of {@link Card}. Other HTML attributes (`aria-labelledby`, `id` …) pass through. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Inner padding from the space scale. Default `lg`. */
  padding?: CardVariants['padding'];
  /** Element to render; use `section`/`article` with `aria-labelledby` for landmarks, `li` in lists. Default `div`. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A raised surface grouping related content (border, radius, small shadow); stacks its children. */
export function Card({ padding = 'lg', as: element = 'div', className, ref, ...rest }: CardProps) {
  // One concrete element type for JSX; `as` only changes the tag name.
  const Element = element as 'div';
  return <Element {...rest} ref={ref as Ref<HTMLDivElement>} className={clsx(styles.card({ padding }), className)} />;
}
