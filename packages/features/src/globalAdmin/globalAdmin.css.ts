import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The global admin (SPEC §2 /global_admin): each tab's panel, its header, the tables on tablets and
 * desktops and the cards that replace them on phones, the forms and the audit log's lines.
 */

/** One tab's panel: as wide as the content column, never wider than the content measure. */
export const panel = style({ width: '100%', maxWidth: vars.size.contentMaxWidth, minWidth: 0 });

/** A tab's title and description with its main button on the other side; the button goes under them on phones. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

/** The title and what the tab holds. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.readingWidth, minWidth: 0 });

/** Filters and pickers side by side, wrapping; one under the other on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.overlayMinWidth}), 1fr))`,
  gap: vars.space.md,
  alignItems: 'start',
  maxWidth: vars.size.readingWidth,
});

/** A table: tablets and desktops (the cards replace it on phones). */
export const table = style({ minWidth: 0, '@media': { [media.phone]: { display: 'none' } } });

/** The list of cards: phones only. */
export const cards = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.phone]: { display: 'flex' } },
});

/** One card on a phone. */
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

/** A card's first line: its name and badge, wrapping when out of room. */
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

/** A name that may be long: wraps anywhere rather than widen the table or the card. */
export const name = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** A cell that keeps its words on one line (dates, counts, chat ids). */
export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The buttons of a row: at the end of a table row, at the start of a card. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [media.phone]: { justifyContent: 'flex-start' } },
});

/** A form of a tab (employee, emission): at reading width. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: vars.size.readingWidth, minWidth: 0 });

/** Fields side by side: two columns from tablets up, one on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A group of fields under its own small title. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md, color: vars.color.text });

/** The pages under the communities table, with the count of matches. */
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** The audit log: one entry under another. */
export const auditList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One audit entry: what (a badge) and where on top, the details in words, who and when under them. */
export const auditEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
