import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Text.css.ts';

/** The variants of the `text` recipe: the prop types below are derived from it. */
type TextVariants = NonNullable<RecipeVariants<typeof styles.text>>;

/** Colour role of text. Every tone keeps WCAG AA on the surface in any org theme (derived at run time). */
export type TextTone = NonNullable<TextVariants['tone']>;
/** Type scale key: xs 12 · sm 14 · md 16 · lg 18 · xl 22 · xxl 28 px (as rem). */
export type TextSize = NonNullable<TextVariants['size']>;
export type TextWeight = NonNullable<TextVariants['weight']>;

/** Props of {@link Text}. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Default `default`. */
  tone?: TextTone;
  /** Default `md`. */
  size?: TextSize;
  /** Default `regular`. */
  weight?: TextWeight;
  /** One line with an ellipsis. */
  truncate?: boolean;
  /** At most 2 or 3 lines, the last ending in an ellipsis (longer messages in lists); default no limit. */
  lines?: 2 | 3;
  /** Default `p` (block); `span` inside other text. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'time' | 'dd' | 'dt';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Body text in the theme's font, one of the token sizes, weights and tones. Margins are zero: space with Stack. */
export function Text({ tone = 'default', size = 'md', weight = 'regular', truncate = false, lines, as: element = 'p', className, ref, ...rest }: TextProps) {
  // One concrete element type for JSX; `as` only changes the tag name.
  const Element = element as 'p';
  return <Element {...rest} ref={ref as Ref<HTMLParagraphElement>} className={clsx(styles.text({ tone, size, weight, truncate, lines: lines ?? 'none' }), className)} />;
}
