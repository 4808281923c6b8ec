import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/**
 * A template's card: a raised surface as tall as its grid row, the cover above the text. The
 * name's link covers the card (`nameLink`); the edit and delete buttons sit above that link.
 */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:has(a:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

/** The cover: 16 : 9; the picture fills it. */
export const cover = style({ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden', background: vars.color.surfaceSunken });

export const coverImage = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A template without covers: the brand's subtle fill with a large icon (a page, or linked steps for a chain). */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontSize: `calc(${vars.font.size.xxl} * 2)`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minWidth: 0, padding: vars.space.lg });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const name = style({ margin: 0 });

/** The card's one link; its `::after` stretches over the card, so the whole card starts a challenge (or a chain) from the template. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    [`${card}:hover &`]: { textDecoration: 'underline' },
  },
});

/** Long names end in an ellipsis on the third line. */
export const nameText = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden', overflowWrap: 'anywhere' });

/** The description: three lines at most. */
export const description = style({
  margin: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The category chips, wrapping. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** The foot: what the link does, and the edit and delete buttons (above the link's hit area). */
export const foot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBlockStart: 'auto' });

export const actions = style({ position: 'relative', zIndex: 1, display: 'flex', gap: vars.space.xs });

/** What the card's link does, drawn as a button (not a control of its own). */
export const useAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: { [`${card}:hover &`]: { background: vars.color.accentHover } },
});
