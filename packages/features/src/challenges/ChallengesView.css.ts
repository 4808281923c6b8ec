import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** Space between the cards, across and down. */
export const cardGap = vars.space.lg;

/** The narrowest a card of the grid gets: four and a half large avatars (18 rem). */
const cardMinWidth = `calc(${vars.size.avatarLg} * 4.5)`;

/**
 * The columns of the card grid (/all_challenges): as many cards of at least {@link cardMinWidth}
 * as the width holds, at most three — one on a phone, two on a tablet, three on a desktop. The
 * list counts the columns this template makes (a probe of the same width) and virtualizes rows
 * of that many cards; before it has measured (the server's HTML), the cards flow into it.
 */
export const gridColumnsTemplate = `repeat(auto-fill, minmax(max(${cardMinWidth}, calc((100% - 2 * ${cardGap}) / 3)), 1fr))`;

/** The height of a placeholder card while the list loads: five large avatars (20 rem); a list row: three and a half (14 rem). */
export const skeletonCardHeight = `calc(${vars.size.avatarLg} * 5)`;
export const skeletonRowHeight = `calc(${vars.size.avatarLg} * 3.5)`;

export const root = style({ minWidth: 0 });

/** The title and the create link: side by side, the link below the title when they do not fit. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The filter row scrolls sideways when the filters do not fit (phones). */
export const controls = style({ overflowX: 'auto', minWidth: 0 });

/** The list and its footer. */
export const listBox = style({ minWidth: 0 });

/** Zero-height grid of the list's width with the grid's template: its track count is the list's column count. */
export const columnsProbe = style({
  display: 'grid',
  gridTemplateColumns: gridColumnsTemplate,
  columnGap: cardGap,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
});

/** Placeholder cards in the grid's columns. */
export const skeletonGrid = style({ display: 'grid', gridTemplateColumns: gridColumnsTemplate, gap: cardGap });

/** One card's place in the list or a grid row: the space below it, and the card as tall as the row. */
export const cell = style({ display: 'grid', height: '100%', paddingBottom: cardGap });

/** The 'Create a challenge' link, drawn as the primary button. `a&` outranks the link's own look. */
export const createLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.controlMd,
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    'a&:hover': { background: vars.color.accentHover },
    'a&:active': { background: vars.color.accentPressed },
    'a&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

/** The templates link and the create link, side by side (docs/decisions/0044). */
export const headerLinks = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The 'Templates' link, drawn as a secondary button. */
export const templatesLink = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.controlMd,
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.md,
      border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    'a&:hover': { background: vars.color.surfaceSunken },
    'a&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});
