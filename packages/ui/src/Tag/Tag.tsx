import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Tag.css.ts';

/** The variants of the `tag` recipe: the prop types below are derived from it. */
type TagVariants = NonNullable<RecipeVariants<typeof styles.tag>>;

/** Props of {@link Tag}. */
export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** `accent` (brand-subtle fill) or `neutral`. Default `accent`. */
  tone?: TagVariants['tone'];
  /** Optional leading icon or emoji (decorative). */
  icon?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A label for a category or value ("#командная работа"). Static text — for selectable or
 * removable tags use a form control. Long text ends with an ellipsis; pass `title` to show it all.
 */
export function Tag({ tone = 'accent', icon, children, className, ref, ...rest }: TagProps) {
  return (
    <span {...rest} ref={ref} className={clsx(styles.tag({ tone }), className)}>
      {icon}
      {children}
    </span>
  );
}
