import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The dialog at reading width (42 rem), on phones the screen's width less the gutters. `div&` outranks the dialog's own width. */
export const dialog = style({
  selectors: { 'div&': { width: `min(${vars.size.readingWidth}, calc(100vw - 2 * ${vars.space.lg}))` } },
});

/** Previous, the position, next: above the photos. */
export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingInlineEnd: vars.size.controlMd });

export const position = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const price = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

/** The facts (until, left, chosen by, the limit): a wrapping row of muted lines. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The description keeps the author's line breaks. */
export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
