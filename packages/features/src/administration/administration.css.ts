import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The organization administration's settings tabs (SPEC §2 /organization_administration_settings/{id}/{name}):
 * the general settings form and the pieces the later tabs will share.
 */

/** The whole form: as wide as the content column allows, never wider than the page's content measure. */
export const form = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  minWidth: 0,
  margin: 0,
});

/** The title and what the tab holds. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.readingWidth });

/**
 * One section: its title and description beside its fields on desktop (a third and two thirds),
 * the title above the fields on tablets and phones.
 */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space.xl },
  },
});

/** A section's title and description. */
export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** Fields side by side: two columns from tablets up, one on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The three Russian forms of the bonus name: three columns from tablets up, one on phones. */
export const triple = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A group of fields under its own small title (the bonus name in one language). */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md, color: vars.color.text });

/** The live example of the bonus name under its forms: '1 балл · 3 балла · 5 баллов'. */
export const example = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

/** A line between two groups of a section. */
export const divider = style({
  border: 'none',
  margin: 0,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** A value that cannot be changed here (the points handed out so far). */
export const readout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The duration a seconds field holds, said in units ('= 5 min'): its own line over the field's hint. */
export const equivalent = style({ display: 'block', color: vars.color.text, fontWeight: vars.font.weight.medium });

/** A hint's text on a line of its own (under {@link equivalent}). */
export const hintLine = style({ display: 'block' });

/** A switch with its hint under its label, aligned with the label's text (past the switch's track). */
export const switchRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const switchHint = style({ paddingInlineStart: `calc(${vars.size.icon} * 2 + ${vars.space.sm})` });

/** The buttons of the form and the note beside them; they wrap under each other on phones. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.desktop]: { marginInlineStart: `calc((100% - ${vars.space.xl}) / 3 + ${vars.space.xl})` } },
});

/** The buttons of {@link actions}: full width, one under the other, on phones. */
export const actionButton = style({
  '@media': { [media.phone]: { flex: '1 1 100%' } },
});

/** The 'periods' tab (SPEC §2 …/periods): as wide as the content column, never wider than the content measure. */
export const periods = style({ width: '100%', maxWidth: vars.size.contentMaxWidth, minWidth: 0 });

/** The tab's title and description with "Create period" on the other side; the button goes under them on phones. */
export const periodsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The periods as a table: tablets and desktops (the cards replace it on phones). */
export const periodsTable = style({ minWidth: 0, '@media': { [media.phone]: { display: 'none' } } });

/** The periods as a list of cards: phones only. */
export const periodCards = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.phone]: { display: 'flex' } },
});

/** One period on a phone: dates and status, its facts, then its actions or why there are none. */
export const periodCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

/** The dates and the status badge of a card, wrapping when out of room. */
export const periodCardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

/** A cell that keeps its words on one line (dates, amounts, counts). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The row's buttons, at the end of a table row, at the start of a card. */
export const periodActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [media.phone]: { justifyContent: 'flex-start' } },
});

/** Why a period has no buttons: a short muted line that wraps within its cell. */
export const lockedNote = style({ display: 'block', maxWidth: vars.size.overlayMinWidth, marginInlineStart: 'auto', textAlign: 'end', '@media': { [media.phone]: { maxWidth: 'none', textAlign: 'start', marginInlineStart: 0 } } });

/** A period's two starting balances, one per line, at the end of the table cell. */
export const startingCell = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs });
