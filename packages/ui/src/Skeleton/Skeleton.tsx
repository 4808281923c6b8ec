import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import clsx from 'clsx';
import * as styles from './Skeleton.css.ts';

/** The variants of the `skeleton` recipe: the prop types below are derived from it. */
type SkeletonVariants = NonNullable<RecipeVariants<typeof styles.skeleton>>;

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Any CSS length, e.g. `'100%'`, `'12rem'`, `vars.size.avatarMd`. Default `100%`. */
  width?: string;
  /** Any CSS length. Default one line of text (`1em`). */
  height?: string;
  /** Corner radius; `full` for avatar placeholders. Default `md`. */
  radius?: SkeletonVariants['radius'];
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A placeholder block shown while data loads. Hidden from assistive tech: mark the loading
 * region itself (`aria-busy`, or a visually hidden "Загрузка…"). The shimmer stops under
 * `prefers-reduced-motion`.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'md', className, ref }: SkeletonProps) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-skeleton=""
      className={clsx(styles.skeleton({ radius }), className)}
      style={assignInlineVars({ [styles.widthVar]: width, [styles.heightVar]: height })}
    />
  );
}
