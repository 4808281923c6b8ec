import { StrokeIcon } from '../shared/index.ts';

/* Pictures of the notifications without a person (decorative; the sentence says who). */

/** A masked face: the avatar of an anonymous thanks. */
export const AnonymousIcon = () => (
  <StrokeIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M6.5 10.5c1.2-1 3-1 4 0M13.5 10.5c1-1 2.8-1 4 0M9 16c1.8 1 4.2 1 6 0" />
  </StrokeIcon>
);

/** A calendar: the avatar of a period notice. */
export const CalendarIcon = () => (
  <StrokeIcon>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </StrokeIcon>
);

/** A cup: the avatar of a challenge notice without a person (the end near, a community challenge, a win by vote). */
export const TrophyIcon = () => (
  <StrokeIcon>
    <path d="M8 4h8v6a4 4 0 0 1-8 0V4z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8.5 20.5h7" />
  </StrokeIcon>
);

/** A bag: the avatar of an order notice without a person (docs/decisions/0046). */
export const BagIcon = () => (
  <StrokeIcon>
    <path d="M5 8h14l-1 13H6z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </StrokeIcon>
);
