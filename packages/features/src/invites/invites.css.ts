import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The invite screens (SPEC §2 /community/invite; docs/decisions/0032): the admins' list of links —
 * a table on tablets and desktops, cards on phones — and the landing of an invite link in the auth
 * layout.
 */

/** The admins' panel: as wide as the content column, never wider than the content measure. */
export const panel = style({ width: '100%', maxWidth: vars.size.contentMaxWidth, minWidth: 0 });

/** The title and what the links are for, with "Create link" on the other side; the button goes under them on phones. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The title and its description, at reading width. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.readingWidth });

/** The links as a table: tablets and desktops (the cards replace it on phones). */
export const table = style({ minWidth: 0, '@media': { [media.phone]: { display: 'none' } } });

/** The links as a list of cards: phones only. */
export const cards = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.phone]: { display: 'flex' } },
});

/** One link on a phone: its name and status, its facts, its buttons. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

/** The name and the status badge of a card, wrapping when out of room. */
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

/** A link's name over the day it was made. */
export const linkCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** A cell that keeps its words on one line (dates, counts). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A division's name: long names wrap anywhere rather than widen the table. */
export const division = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** The row's buttons: side by side at the end of a table row, at the start of a card. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [media.phone]: { justifyContent: 'flex-start' } },
});

/** The landing's content: heading, text and the way on, one under the other. */
export const landing = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The community's name in the landing's heading: a long name wraps anywhere. */
export const landingTitle = style({ overflowWrap: 'anywhere' });

/** The division list of the create dialog: its label over a scrolling list that stays inside the dialog. */
export const divisionField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const divisionList = style({
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const divisionOption = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.sm, minHeight: 'auto' });

/** Indentation of a division by its depth in the tree (0 … 8 steps). */
export const indent = styleVariants(Object.fromEntries(Array.from({ length: 9 }, (_, d) => [d, { display: 'block', minWidth: 0, paddingInlineStart: `calc(${vars.space.lg} * ${d})` }])) as Record<number, { display: string; minWidth: number; paddingInlineStart: string }>);
