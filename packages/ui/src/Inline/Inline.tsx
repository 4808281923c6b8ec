import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import type { Space } from '../internal/spaceScale.ts';
import * as styles from './Inline.css.ts';

/** The variants of the `inline` recipe: the prop types below are derived from it. */
type InlineVariants = NonNullable<RecipeVariants<typeof styles.inline>>;

/** Props of {@link Inline}. */
export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a key of the space scale. Default `sm`. */
  gap?: Space;
  /** Cross-axis alignment. Default `center`. */
  align?: InlineVariants['align'];
  /** Main-axis distribution. Default `start`. */
  justify?: InlineVariants['justify'];
  /** Wrap onto new lines when out of room. Default true. */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'span' | 'nav' | 'header' | 'footer';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Lays children out in a row with a token gap, wrapping by default (button rows, tag lists, meta lines). */
export function Inline({ gap = 'sm', align = 'center', justify = 'start', wrap = true, as: element = 'div', className, ref, ...rest }: InlineProps) {
  // One concrete element type for JSX; `as` only changes the tag name.
  const Element = element as 'div';
  return <Element {...rest} ref={ref as Ref<HTMLDivElement>} className={clsx(styles.inline({ gap, align, justify, wrap }), className)} />;
}
