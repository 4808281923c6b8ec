import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Heading.css.ts';

/** Document outline level: 1 = page title … 4 = small section. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** Props of {@link Heading}. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Renders `<h1>`…`<h4>`. */
  level: HeadingLevel;
  /** Visual size if it must differ from the level (keep the outline right, change the look). */
  size?: HeadingLevel;
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading: `h1`–`h4` with sizes xxl, xl, lg, md. One `level={1}` per page. */
export function Heading({ level, size, className, ref, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...rest} ref={ref} className={clsx(styles.heading({ size: size ?? level }), className)} />;
}
