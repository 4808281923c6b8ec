import type { RecipeVariants } from '@vanilla-extract/recipes';
import { useState, type Ref } from 'react';
import clsx from 'clsx';
import * as styles from './Avatar.css.ts';

/** The variants of the `avatar` recipe: the prop types below are derived from it. */
type AvatarVariants = NonNullable<RecipeVariants<typeof styles.avatar>>;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Photo URL. Missing, empty or failing to load → initials. */
  src?: string | null;
  /** The person's (or group's) name: the accessible name and the source of the initials. */
  name: string;
  /** sm / md / lg = `size.avatarSm` / `avatarMd` / `avatarLg`. Default md. */
  size?: AvatarVariants['size'];
  /** Hide from assistive tech when the name is written right next to it (avoids reading it twice). */
  isDecorative?: boolean;
  /**
   * Someone who is not named (an anonymous sender): a neutral silhouette instead of a photo or
   * initials, so the row lines up with every other; `name` is still its accessible name
   * ('Аноним'). `src` is ignored.
   */
  isAnonymous?: boolean;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** Up to two initials: first letters of the first two words ("Анна Петрова" → "АП"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('') || '?';
}

function paletteOf(name: string): 0 | 1 | 2 | 3 {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return (hash % 4) as 0 | 1 | 2 | 3;
}

/**
 * A round photo, or initials on a colour derived from the org palette (stable per name), or for
 * someone anonymous a neutral silhouette (`isAnonymous`).
 * Exposed as an image named `name` (`<img alt>` or `role="img"`), unless `isDecorative`.
 */
export function Avatar({ src, name, size = 'md', isDecorative = false, isAnonymous = false, className, ref }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !isAnonymous && Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true as const } : showImage ? {} : { role: 'img', 'aria-label': name };
  return (
    <span
      ref={ref}
      {...a11y}
      data-fallback={showImage ? undefined : ''}
      data-anonymous={isAnonymous ? '' : undefined}
      className={clsx(styles.avatar({ size, palette: isAnonymous ? 'neutral' : paletteOf(name) }), className)}
    >
      {isAnonymous ? (
        <svg className={styles.silhouette} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="9" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
        </svg>
      ) : showImage ? (
        <img className={styles.image} src={src ?? undefined} alt={isDecorative ? '' : name} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
