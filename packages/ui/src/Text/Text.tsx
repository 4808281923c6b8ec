import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Text.css.ts';

/** Colour role of text. Every tone keeps WCAG AA on the surface in any org theme (derived at run time). */
export type TextTone = 'default' | 'muted' | 'critical' | 'positive' | 'accent' | 'inherit';
/** Type scale key: xs 12 · sm 14 · md 16 · lg 18 · xl 22 · xxl 28 px (as rem). */
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';

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
  /** Default `p` (block); `span` inside other text. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'time' | 'dd' | 'dt';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Body text in the theme's font, one of the token sizes, weights and tones. Margins are zero: space with Stack. */
export function Text({ tone = 'default', size = 'md', weight = 'regular', truncate = false, as: element = 'p', className, ref, ...rest }: TextProps) {
  // One concrete element type for JSX; `as` only changes the tag name.
  const Element = element as 'p';
  return <Element {...rest} ref={ref as Ref<HTMLParagraphElement>} className={clsx(styles.text({ tone, size, weight, truncate }), className)} />;
}
