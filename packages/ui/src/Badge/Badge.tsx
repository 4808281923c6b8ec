import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Badge.css.ts';

/** The variants of the `badge` recipe: the prop types below are derived from it. */
type BadgeVariants = NonNullable<RecipeVariants<typeof styles.badge>>;

/** Meaning of a badge's colour. */
export type BadgeTone = NonNullable<BadgeVariants['tone']>;

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Default `neutral`. */
  tone?: BadgeTone;
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small pill for a status or a count ("Завершён", "3"). Colour is never the only signal: the
 * text says it. Counts that change should be announced by the surrounding live region, not here.
 */
export function Badge({ tone = 'neutral', className, ref, ...rest }: BadgeProps) {
  return <span {...rest} ref={ref} data-tone={tone} className={clsx(styles.badge({ tone }), className)} />;
}
