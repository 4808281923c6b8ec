import { StrokeIcon } from '../shared/index.ts';

/** A bag: an offer without photos, the market's empty states. */
export const BagIcon = ({ size = 'md' }: { size?: 'md' | 'sm' | 'em' }) => (
  <StrokeIcon size={size}>
    <path d="M5 8h14l-1 13H6z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </StrokeIcon>
);
