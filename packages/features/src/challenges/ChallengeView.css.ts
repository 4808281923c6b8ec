import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The page: a reading column wide enough for report photos. */
export const root = style({ minWidth: 0, maxWidth: vars.size.contentMaxWidth });

/** The header's covers: one wide picture, its height kept by the photo's own proportions. */
export const covers = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

/** The counters under the name (fund, prize, places, participants): a grid of tiles that wraps. */
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const counterValue = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

/** The name may be long: it wraps anywhere rather than widen the page. */
export const title = style({ overflowWrap: 'anywhere' });

export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const personLink = style({ color: vars.color.accentText, fontWeight: vars.font.weight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

/** A report in a tab. */
export const report = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
  minWidth: 0,
});

export const reportHead = style({ flexWrap: 'nowrap' });
export const reportWho = style({ flex: 1, minWidth: 0 });
export const reportText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** A participant row. */
export const participant = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, paddingBlock: vars.space.xs });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
