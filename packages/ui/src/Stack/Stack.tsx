import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import type { Space } from '../internal/spaceScale.ts';
import * as styles from './Stack.css.ts';

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a key of the space scale. Default `md`. */
  gap?: Space;
  /** Cross-axis alignment. Default `stretch`. */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** Default `column`. */
  direction?: 'column' | 'row';
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
