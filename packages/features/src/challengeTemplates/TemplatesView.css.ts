import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** Space between the cards, across and down. */
export const cardGap = vars.space.lg;

/** The narrowest card: four large avatars (16 rem). */
const cardMinWidth = `calc(${vars.size.avatarLg} * 4)`;

/**
 * The card grid's columns: as many cards of at least {@link cardMinWidth} as the width holds, at
 * most three. The list counts this template's tracks (a probe of the same width) and virtualizes
 * rows of that many cards.
 */
export const gridColumnsTemplate = `repeat(auto-fill, minmax(max(${cardMinWidth}, calc((100% - 2 * ${cardGap}) / 3)), 1fr))`;

/** A placeholder card while the list loads (five large avatars, 20 rem) and a placeholder line of the category tree. */
export const skeletonCardHeight = `calc(${vars.size.avatarLg} * 5)`;
export const skeletonLine = vars.size.controlSm;

export const root = style({ minWidth: 0 });

/** The back link, the title and 'New template': side by side, wrapping when they do not fit. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The scope tabs (they scroll sideways on a narrow phone) and the search. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, minWidth: 0 });

export const scopes = style({ overflowX: 'auto', minWidth: 0 });

export const search = style({ flex: `1 1 calc(${vars.size.avatarLg} * 3)`, minWidth: 0, maxWidth: vars.size.measure });

/** The category sidebar beside the cards from tablet width up; on a phone the filter is a popover above them. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tabletUp]: { gridTemplateColumns: `${vars.size.sidebarWidth} minmax(0, 1fr)` } },
});

export const sidebar = style({
  display: 'none',
  '@media': { [media.tabletUp]: { display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 } },
});

/** The phone's filter button (hidden from tablet width up, where the sidebar shows). */
export const phoneFilter = style({ '@media': { [media.tabletUp]: { display: 'none' } } });

/** The filter inside the phone's popover: scrolls when the tree is long. */
export const popoverFilter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxHeight: vars.size.panelMaxHeight, overflowY: 'auto' });

export const filterHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const listBox = style({ minWidth: 0 });

/** Zero-height grid of the list's width with the grid's template: its track count is the list's column count. */
export const columnsProbe = style({ display: 'grid', gridTemplateColumns: gridColumnsTemplate, columnGap: cardGap, height: 0, overflow: 'hidden', visibility: 'hidden' });

export const skeletonGrid = style({ display: 'grid', gridTemplateColumns: gridColumnsTemplate, gap: cardGap });

/** One card's place in a grid row: the space below it, the card as tall as the row. */
export const cell = style({ display: 'grid', height: '100%', paddingBottom: cardGap });

/** The back link to /challenges. */
export const backLink = style({
  alignSelf: 'flex-start',
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth, borderRadius: vars.radius.sm },
  },
});

/** The template form and the category manager: wider than a plain dialog, within the reading width. */
export const dialog = style({ width: `min(${vars.size.readingWidth}, calc(100vw - 2 * ${vars.space.lg}))` });
