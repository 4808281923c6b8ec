import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/**
 * The organization overview (SPEC §2 /organization_administration/{id}): the community's head,
 * its figures, what needs attention, the period and the points side by side, and the quick links.
 * Every column count follows the room there is: one column on phones, more as the content widens.
 */

/** A column at least `rem` rem wide, or the whole row when the row is narrower. */
const column = (rem: number) => `minmax(min(100%, calc(${vars.space.lg} * ${rem})), 1fr)`;

/** The whole overview: as wide as the content column. */
export const overview = style({ width: '100%', minWidth: 0 });

/** The logo, the name with its badge, side by side; on phones the logo stands above the name. */
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm } },
});

/** The name and the badges beside the logo. */
export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** A badge whose words may be long (a root's name): it wraps instead of running out of the page. */
export const badgeWrap = style({ whiteSpace: 'normal', overflowWrap: 'anywhere', borderRadius: vars.radius.md });

/** A long community name wraps anywhere rather than running out of the page; a size smaller on phones. */
export const name = style({ overflowWrap: 'anywhere', '@media': { [media.phone]: { fontSize: vars.font.size.xl } } });

/** The community's figures (members, divisions, values): as many in a row as fit, at least 10 rem each. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${layoutSize.figureColumnMin}), 1fr))`,
  gap: vars.space.md,
  margin: 0,
});

/** The figure's label (a `dt`). */
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The figure's number and unit (a `dd`): the unit goes under the number when out of room. */
export const figureValue = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, overflowWrap: 'anywhere' });

/** The figure's number: its digits aligned. */
export const figureNumber = style({ fontVariantNumeric: 'tabular-nums', lineHeight: vars.font.lineHeight.tight });

/** The unit after a figure's number (the bonus name): body size, muted. */
export const figureUnit = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.normal, color: vars.color.textMuted });

/** The figure's hint: what it counts. */
export const figureHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/**
 * The period and the points: side by side once each can have 27 rem (desktops beside the
 * sidebar), one under the other otherwise (tablets, phones), so the points' figures keep their
 * number and unit on one line.
 */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, ${column(27)})`,
  gap: vars.space.lg,
  alignItems: 'stretch',
  minWidth: 0,
});

/** The points' figures inside their card: two in a row from tablets up, one under the other on phones. */
export const pointFigures = style([
  figures,
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

/** A card's title with its badge on the other side, wrapping under it when out of room. */
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** Facts of the period: label and value on a line, the value at the end. */
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const fact = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** The line above the next period. */
export const next = style({ borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` });

/** A list without bullets. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One thing needing attention: a coloured edge says how pressing it is, the words say what it is. */
export const attentionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

/** The edge of an item by how pressing it is. */
export const attentionTone = styleVariants({
  critical: { borderInlineStart: `${vars.space.xs} solid ${vars.color.critical}` },
  warning: { borderInlineStart: `${vars.space.xs} solid ${vars.color.warning}` },
  info: { borderInlineStart: `${vars.space.xs} solid ${vars.color.info}` },
  positive: { borderInlineStart: `${vars.space.xs} solid ${vars.color.positive}` },
});

/** The words of an item: its title over its explanation. */
export const attentionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: `1 1 ${layoutSize.actionNoteMin}` });

/** A call to action that goes somewhere: a link drawn as a filled button, never wrapping its words. */
export const action = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.controlSm,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.md,
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.semibold,
      fontSize: vars.font.size.sm,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    'a&[data-hovered]': { background: vars.color.accentHover },
    'a&[data-pressed]': { background: vars.color.accentPressed, color: vars.color.onAccent },
  },
});

/** The quick links: as many in a row as fit at 16 rem each. */
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${column(16)})`,
  gap: vars.space.sm,
});

/** One quick link: its title (the link) over what it opens. */
export const linkItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

/** A quick link's title. */
export const linkTitle = style({ fontWeight: vars.font.weight.semibold });
