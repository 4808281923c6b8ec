import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The 'transactions' tab's own pieces (docs/decisions/0033): the filters, the sides of a transfer, the chosen members and the scheduled transfers. */

/** The filters: three columns on desktop (type, member, period; the days and reset), two on tablets, one on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
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

/** The header's actions: new transfer, to many, export; they wrap on narrow screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** One side of an account-to-account transfer ("From", "To") with its fields. */
export const side = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const sideLegend = style({ padding: 0, paddingInline: vars.space.xs, fontWeight: vars.font.weight.semibold, color: vars.color.text });

/** The members chosen for a transfer to many: removable chips that wrap. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  maxWidth: '100%',
  minWidth: 0,
});
export const chipName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

/** The scheduled day and time side by side. */
export const when = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The transfers to many: one line each, its state and what it does, cancel on scheduled ones. */
export const batches = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const batch = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});
export const batchText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 auto' });
