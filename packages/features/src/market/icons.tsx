import { StrokeIcon } from '../shared/index.ts';

/* The market's pictures (decorative; the control or text beside each carries the meaning). The bag is in `bagIcon.tsx`: the main page's top benefits draw it too, so it loads alone. */

/** A cart: the cart button. */
export const CartIcon = () => (
  <StrokeIcon size="sm">
    <path d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </StrokeIcon>
);

/** Three sliders: the filters button. */
export const FiltersIcon = () => (
  <StrokeIcon size="sm">
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </StrokeIcon>
);

/** A clock with an arrow back: the order history link. */
export const HistoryIcon = () => (
  <StrokeIcon size="sm">
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </StrokeIcon>
);

/** A gear: the administration link. */
export const AdminIcon = () => (
  <StrokeIcon size="sm">
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </StrokeIcon>
);

/** A chevron pointing to the inline start (`back`) or end: previous and next. */
export const ChevronIcon = ({ direction }: { direction: 'back' | 'forward' }) => (
  <StrokeIcon size="em">
    <path d={direction === 'back' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </StrokeIcon>
);

/** A bin: removing a cart line. */
export const TrashIcon = () => (
  <StrokeIcon size="em">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </StrokeIcon>
);
