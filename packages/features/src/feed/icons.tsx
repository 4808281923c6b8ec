import type { ReactNode } from 'react';
import { StrokeIcon } from '../shared/index.ts';

/* Icons of the feed's buttons and links (decorative; the control carries the name). */

function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <StrokeIcon size="sm" filled={filled}>
      {children}
    </StrokeIcon>
  );
}

/** A heart; filled when the caller liked the event. */
export const HeartIcon = ({ filled }: { filled?: boolean }) => (
  <Icon filled={filled}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </Icon>
);

/** A speech bubble (comments). */
export const CommentIcon = () => (
  <Icon>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

/** A chevron pointing back: the previous photo. */
export const ChevronLeftIcon = () => (
  <Icon>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

/** A chevron pointing on: the next photo. */
export const ChevronRightIcon = () => (
  <Icon>
    <path d="M9 18l6-6-6-6" />
  </Icon>
);

/** A plus: add points to a thanks. */
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
