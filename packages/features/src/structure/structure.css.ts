import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The structure tab: the divisions tree beside the employee table; one above the other below desktop. */
export const structureLayout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${vars.size.asideWidth}) minmax(0, 1fr)`,
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const root = style({ minWidth: 0 });

/** A section's title with its main action on the other side. */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A row of the divisions tree: expand toggle, name and counts, actions. */
export const treeRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.controlSm} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

/** Indentation of a tree row by its depth (deeper levels keep the eighth's indent). */
export const depth = styleVariants(Object.fromEntries(Array.from({ length: 9 }, (_, d) => [d, { paddingInlineStart: `calc(${vars.space.lg} * ${d})` }])) as Record<number, { paddingInlineStart: string }>);

/** Where a leaf has no toggle: keeps the names aligned. */
export const toggleSpace = style({ width: vars.size.controlSm, height: vars.size.controlSm });

export const treeText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs });

/** The rotating chevron of the expand toggle. */
export const chevron = style({
  display: 'inline-flex',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

/** The employee table's search (a full row) and its three filters under it; one column on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: `repeat(3, minmax(0, 1fr))`,
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The search field of {@link filters}: the whole row. */
export const filtersSearch = style({ gridColumn: '1 / -1' });

/** Person cell: avatar, then name over e-mail. */
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const personText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: vars.size.overlayMinWidth });

/** A cell that keeps its words on one line (dates, badges). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Total and pages under the table. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The employee dialog: wider than a confirmation, to hold two columns of fields. */
export const wideDialog = style({ width: `min(${vars.size.readingWidth}, calc(100vw - 2 * ${vars.space.lg}))` });

/** Fields of the employee dialog: two columns, one on phones. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A group of fields under its own small title. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md, color: vars.color.text });

/** The roles tab: the grants and the form, then the log and the matrix. */
export const rolesLayout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${vars.size.asideWidth})`,
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' }, [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A bordered panel (the grant form, the log). */
export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

/** The roles log. */
export const log = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const logEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** The permission matrix: a plain table scrolling sideways on narrow screens. */
export const matrixScroll = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.borderWidth } },
});
export const matrix = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, color: vars.color.text });
export const matrixCaption = style({ textAlign: 'start', padding: vars.space.sm, fontWeight: vars.font.weight.semibold, captionSide: 'top' });
export const matrixHead = style({
  padding: vars.space.sm,
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start' } },
});
export const matrixRowHead = style({
  padding: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: vars.size.overlayMinWidth,
});
export const matrixCell = style({ padding: vars.space.sm, textAlign: 'center', borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`, color: vars.color.positiveText });
export const matrixNo = style({ color: vars.color.textMuted });

/** Text for screen readers only. */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });

/** The in-place tree select of a dialog: a label over a scrolling list. */
export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const pickerList = style({
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  gap: vars.space.xxs,
});
export const pickerItem = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.sm, minHeight: 'auto' });
export const pickerText = style({ display: 'block', minWidth: 0 });

/** A field of the employee dialog across both columns. */
export const wide = style({ gridColumn: '1 / -1' });

/** The actions of the employee table's header: import, export, add; they wrap on phones. */
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The import dialog: as wide as the page's content allows, the preview table scrolling inside. */
export const importDialog = style({ width: `min(${vars.size.contentMaxWidth}, calc(100vw - 2 * ${vars.space.lg}))` });

/** The import's help: what the columns are, the template, the limits. */
export const importHelp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

/** The chosen file: the button and the file's name. */
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' });

/** The preview's totals, one badge each. */
export const totals = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** The preview's table and filter. */
export const previewTable = style({ minWidth: 0 });

/** The row number of a preview row. */
export const lineCell = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The problems of a preview row, one per line. */
export const problems = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: vars.size.overlayMinWidth });

/** A marker inside a cell of a preview row with errors: the row gets a critical stripe at its start (no tint, so every text keeps its contrast). */
export const errorRowMark = style({});
globalStyle(`${previewTable} [role="row"]:has(${errorRowMark}) > :first-child`, { boxShadow: `inset ${vars.space.xs} 0 0 0 ${vars.color.critical}` });
