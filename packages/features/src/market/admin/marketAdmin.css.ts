import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../../sizes/index.ts';

/** The market administration's pages, panels, tables and dialogs (SPEC §2 /admin_market_goods, /admin_market_purchases). */

export const root = style({ width: '100%', minWidth: 0 });

/** A page's title and description with the market picker and the settings on the other side; stacked on phones. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
/** The title and the line under it, within the reading width. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: vars.size.readingWidth, minWidth: 0 });
/** The market picker and the settings button. */
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0, '@media': { [media.phone]: { width: '100%' } } });
/** The market picker: a field's width at most. */
export const marketPicker = style({ width: vars.size.dateFieldWidth, maxWidth: '100%', '@media': { [media.phone]: { width: '100%' } } });

/** A panel of a tab: its toolbar, filters, table and footer. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The buttons and links of a panel (add, export, copy link), wrapping when they do not fit. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/**
 * The filters of a table: the search takes the room left, the pickers a field's width; two columns
 * on tablets, one on phones.
 */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto`,
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
/** The statistics' filters: the view, two days, the search and reset. */
export const statsFilters = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.dateFieldWidth} ${vars.size.dateFieldWidth} minmax(0, 1fr) auto`,
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
/** A reset button level with the fields under their labels. */
export const filtersReset = style({ paddingTop: vars.space.xl, '@media': { [media.phone]: { paddingTop: 0 } } });

/** The status chips of the shopping list: toggle buttons, wrapping. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

/** Under a table: the count and the pages, wrapping. */
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

/** An offer's photo in the table: a small 16:9 tile. */
export const photo = style({
  display: 'block',
  width: vars.size.avatarLg,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
/** The place of a missing photo: the same tile, muted words. */
export const noPhoto = style([photo, { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted, fontSize: vars.font.size.xs, textAlign: 'center' }]);

/** The narrowest a name or description cell gets (9 rem) and the widest (15 rem): they wrap in between. */
const cellMin = `calc(${vars.size.overlayMinWidth} * 0.75)`;
const cellMax = `calc(${vars.size.overlayMinWidth} * 1.25)`;
/** A name cell: wraps within its width. */
export const nameCell = style({ display: 'inline-block', minWidth: cellMin, maxWidth: cellMax, overflowWrap: 'anywhere' });
/** A description cell: as wide as a name; its lines are clamped by the text itself (no display of its own here). */
export const descriptionCell = style({ minWidth: cellMin, maxWidth: cellMax, overflowWrap: 'anywhere' });
/** An order's status: the pill and the menu that changes it, side by side. */
export const statusCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });
/** A date and time (6 rem at least): the time may wrap under the date. */
export const when = style({ display: 'inline-block', minWidth: `calc(${vars.size.overlayMinWidth} * 0.5)` });
/** The categories of a row, one per line. */
export const categoryList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: vars.size.overlayMinWidth });
/** A cell that keeps its words on one line (dates, amounts, statuses). */
export const nowrap = style({ whiteSpace: 'nowrap' });
/** A person in a cell: avatar and name. */
export const person = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, maxWidth: vars.size.overlayMinWidth });
/** A person's name, cut with an ellipsis when long. */
export const personName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
/** A person who links to their profile: the accent's text colour, underlined on hover. */
export const personLink = style([person, { color: vars.color.accentText, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } }]);

/** The totals of the statistics: three figures side by side. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** One figure of the totals: its label over its value, in a raised box. */
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
export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The offer form and the settings: wider than a plain dialog, within the reading width. */
export const wideDialog = style({ width: `min(${vars.size.readingWidth}, calc(100vw - 2 * ${vars.space.lg}))` });
/** Two fields side by side (price and remainder, day and time), one under the other on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** A group of the form with its title (categories, the issue limit). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });
/** A group's title (a legend) and its hint. */
export const groupTitle = style({ padding: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
/** The height of a loading line (a field). */
export const skeletonLine = vars.size.controlSm;

/** The chosen administrators: chips with a remove button. */
export const adminChips = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** One chosen administrator: avatar, name (cut when long) and the remove button. */
export const adminChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  maxWidth: '100%',
  minWidth: 0,
});
export const adminChipName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, fontSize: vars.font.size.sm });

/** The category manager: the add form beside the tree on wide screens. */
export const categoryAdd = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** A category's offer count and its menu, at the end of its row. */
export const categoryEnd = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
/** The category tree's box: at most the reading width. */
export const treeBox = style({ maxWidth: vars.size.readingWidth, minWidth: 0 });

/** The images of the offer form: as many tiles per row as fit, two on phones. */
const tile = `calc(${layoutSize.mediaTile} * 1.5)`;
/** The images group of the offer form. */
export const images = style({ width: '100%', minWidth: 0 });
/** The images in order. */
export const imageList = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(0, ${tile}))`,
  gap: vars.space.md,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** One image: its picture, its buttons, its upload state. `data-status` = uploading | done | failed; `data-main` on the first. */
export const imageItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
/** An image's frame; the main image's has an accent edge, a failed upload's a critical one. */
export const imageFrame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    [`${imageItem}[data-main] &`]: { borderColor: vars.color.accent, borderWidth: vars.size.focusRingWidth },
    [`${imageItem}[data-status="failed"] &`]: { borderColor: vars.color.critical },
  },
});
export const imagePreview = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    [`${imageItem}[data-status="uploading"] &`]: { opacity: 0.6 },
    [`${imageItem}[data-status="failed"] &`]: { opacity: 0.4 },
  },
});
/** "Главное" on the first image. */
export const mainBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
/** Earlier, later, remove: one row under the picture; a failed upload's words. */
export const imageActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const failureText = style({ fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.tight, color: vars.color.criticalText, overflowWrap: 'anywhere' });
/** Refused files and the form's message about the images; takes no room when empty. */
export const imageErrors = style({ selectors: { '&:empty': { display: 'none' } } });
/** The tile part under the images. */
export const tilePart = style({ width: '100%', minWidth: 0, paddingBlockStart: vars.space.sm, borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` });
/** The cropped tile (16:9) and the cropper. */
export const tilePreview = style({ display: 'block', width: tile, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm });
export const crop = style({ width: '100%', maxWidth: vars.size.readingWidth });
/** Read by screen readers only (the announcement of a move). */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
