import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The challenges report (docs/decisions/0041): its header, filters, totals, table (tablets and desktops) and cards (phones). */

export const root = style({ width: '100%', minWidth: 0 });

/** The title and description with the export on the other side; the export goes under them on phones. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.readingWidth, minWidth: 0 });
/** Why the export is not offered (too many rows): a short muted line. */
export const exportNote = style({ maxWidth: vars.size.measure });

/**
 * The filters: states, the two days, the name search and reset in one row on desktop (the search
 * takes the room left), two columns on tablets, one on phones.
 */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${vars.size.dateFieldWidth} ${vars.size.dateFieldWidth} minmax(0, 1.5fr) auto`,
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
/** The reset button, level with the fields under their labels. */
export const filtersReset = style({ paddingTop: vars.space.xl, '@media': { [media.phone]: { paddingTop: 0 } } });

/** The states picker: its label over a trigger as wide as a field. */
export const statePicker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
/** The trigger: as wide as a field, the chosen states then a chevron, cut with an ellipsis when long. */
export const stateTrigger = style({ justifyContent: 'flex-start', minWidth: 0 });
export const stateTriggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
/** The checkboxes of the states in the popover. */
export const stateList = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const stateLegend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, color: vars.color.text });

/** The totals: four figures side by side, two by two on phones. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
/** The height of a figure's value line, for its placeholder while the totals load (no jump when they arrive). */
export const figureValueHeight = `calc(${vars.font.size.xl} * ${vars.font.lineHeight.tight})`;
export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The challenges as a table: tablets and desktops (the cards replace it on phones). */
export const table = style({ minWidth: 0, '@media': { [media.phone]: { display: 'none' } } });
/** The name cell: the link (or the plain name of a deleted challenge), wrapping within a readable width. */
export const name = style({ display: 'inline-block', minWidth: vars.size.overlayMinWidth, maxWidth: vars.size.asideWidth, overflowWrap: 'anywhere' });
/** An author: the person's avatar and name, or the community. */
export const author = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, maxWidth: vars.size.overlayMinWidth });
export const authorName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
/** The dates: the period on one line, the completion under it. */
export const dates = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, whiteSpace: 'nowrap' });
/** A cell that keeps its words on one line (states, amounts). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The challenges as cards: phones only. */
export const cards = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.phone]: { display: 'flex' } },
});
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
export const cardHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });
export const cardName = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.font.weight.semibold });
/** A card's figures: label and value pairs, two columns. */
export const cardFacts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs, margin: 0 });
export const cardFact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const cardFactLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const cardFactValue = style({ margin: 0, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
