import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { focusRing } from './focus.css.ts';

/** Space between the tiles, across and down. */
export const tileGap = vars.space.lg;

/** The narrowest a tile gets: two and a half large avatars (10 rem): two tiles side by side on a phone. */
const tileMinWidth = `calc(${vars.size.avatarLg} * 2.5)`;

/**
 * The columns of the offer grid: as many tiles of at least {@link tileMinWidth} as the width holds,
 * at most four. The grid counts the columns this template makes (a probe of the same width) and
 * virtualizes rows of that many tiles; before it has measured (the server's HTML), tiles flow into it.
 */
export const gridColumnsTemplate = `repeat(auto-fill, minmax(max(${tileMinWidth}, calc((100% - 3 * ${tileGap}) / 4)), 1fr))`;

/** The height of a placeholder tile while the grid loads: four large avatars (16 rem). */
export const skeletonTileHeight = `calc(${vars.size.avatarLg} * 4)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The title and the page's buttons: side by side, the buttons below the title when they do not fit. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The search and the filters button: the search takes the room. */
export const toolbar = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const search = style({ flex: '1 1 auto', minWidth: 0 });

/** The category strip scrolls sideways when the categories do not fit (their hidden radio inputs stay inside: `position`). */
export const strip = style({ position: 'relative', overflowX: 'auto', minWidth: 0 });

/** A link drawn as the secondary button (order history, administration). `a&` outranks the link's own look. */
export const buttonLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      minHeight: vars.size.controlMd,
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.md,
      border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
      background: vars.color.surfaceRaised,
      color: vars.color.accentText,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    'a&:hover': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    'a&:focus-visible': focusRing,
  },
});

/** The count after a button's label (the cart, the filters). */
export const countBadge = style({ marginInlineStart: vars.space.xxs });

/** The grid and its footer. */
export const gridBox = style({ minWidth: 0 });

/** Zero-height grid of the list's width with the grid's template: its track count is the grid's column count. */
export const columnsProbe = style({ display: 'grid', gridTemplateColumns: gridColumnsTemplate, columnGap: tileGap, height: 0, overflow: 'hidden', visibility: 'hidden' });

/** Placeholder tiles in the grid's columns. */
export const skeletonGrid = style({ display: 'grid', gridTemplateColumns: gridColumnsTemplate, gap: tileGap });

/** One tile's place in a grid row: the space below it, and the tile as tall as the row. */
export const cell = style({ display: 'grid', height: '100%', paddingBottom: tileGap });

/** The filters panel's form. */
export const filtersForm = style({ display: 'block' });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

/** Price from and to side by side. */
export const priceRow = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, alignItems: 'start' });

/** Reset and Apply: apart, full width on phones. */
export const panelActions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const panelButton = style({ '@media': { [media.phone]: { flex: '1 1 0' } } });

/** The public page: the whole screen's width up to the page grid, with the gutters. */
export const publicPage = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  marginInline: 'auto',
  padding: vars.space.xl,
  '@media': { [media.phone]: { padding: vars.space.md } },
});

/** The category strip's placeholder while the categories load: a control's height, six large avatars wide (24 rem). */
export const skeletonStripHeight = vars.size.controlMd;
export const skeletonStripWidth = `min(100%, calc(${vars.size.avatarLg} * 6))`;
