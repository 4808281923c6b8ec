import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The subsidiaries as a table: tablets and desktops (the cards replace it on phones). */
export const tableView = style({
  minWidth: 0,
  '@media': { [media.phone]: { display: 'none' } },
});

/** The subsidiaries as a list of cards: phones only. */
export const cardList = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.phone]: { display: 'flex' } },
});

/** One subsidiary on a phone: the community, its facts, then its actions. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

/** Logo, then the name over the member's hint. */
export const community = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The community cell of the table: never squeezed narrower than a short name and its hint (tablets). */
export const nameCell = style({ minWidth: vars.size.overlayMinWidth });

/** The name and the member's hint; long names wrap, even unbroken ones. */
export const communityText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

/** The administrators' names: they wrap between words and at hyphens, never inside a name's part. */
export const admins = style({ overflowWrap: 'break-word' });

/** A cell that keeps its words on one line (counts, dates). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The facts of a card, one per line. */
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

/** The row's buttons, wrapping when out of room; at the end of a table row. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [media.phone]: { justifyContent: 'flex-start' } },
});

/** The note a subsidiary shows instead of the list: where subsidiaries are made. */
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
