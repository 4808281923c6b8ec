import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from './sprinkles.css.ts';

/** Elements a Box can render as. */
export type BoxElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'span' | 'ul' | 'ol' | 'li';

/** Props of {@link Box}: every {@link Sprinkles} prop plus the element's own attributes. */
export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    /** Default `div`. */
    as?: BoxElement;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/**
 * The layout escape hatch: a plain element whose spacing, flex/grid, width, colour role, radius
 * and shadow come from the tokens through {@link sprinkles}, responsive per breakpoint
 * (`padding={{ phone: 'sm', desktop: 'xl' }}` or `padding={['sm', 'md', 'xl']}`). Prefer Stack and
 * Inline for plain rows and columns; Box is for screen scaffolding and grids.
 */
export function Box({ as: element = 'div', className, ref, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkleKeys.has(key) ? atoms : rest)[key] = value;
  }
  const Element = element as 'div';
  return <Element {...(rest as HTMLAttributes<HTMLDivElement>)} ref={ref as Ref<HTMLDivElement>} className={clsx(sprinkles(atoms as Sprinkles), className)} />;
}
