import type { ReactNode } from 'react';
import * as css from './StrokeIcon.css.ts';

/** Props of {@link StrokeIcon}. */
export interface StrokeIconProps {
  /** The drawing: paths on a 24 × 24 grid. */
  children: ReactNode;
  /** `md` (vars.size.icon), `sm` (vars.size.iconSm) or `em` (1 em: follows the text it sits in). Default `md`. */
  size?: 'md' | 'sm' | 'em';
  /** Fill the shape with the text colour too (a liked heart). */
  filled?: boolean;
}

/**
 * The frame of every product icon: a 24 × 24 stroke drawing in the current text colour, decorative
 * (`aria-hidden`; the control it sits in carries the name).
 */
export function StrokeIcon({ children, size = 'md', filled = false }: StrokeIconProps) {
  return (
    <svg
      className={size === 'em' ? undefined : css.size[size]}
      viewBox="0 0 24 24"
      width={size === 'em' ? '1em' : undefined}
      height={size === 'em' ? '1em' : undefined}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
