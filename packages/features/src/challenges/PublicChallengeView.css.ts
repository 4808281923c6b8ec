import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/* The public challenge page (docs/decisions/0043): a reading column in the challenge layout. */

/** The page: as wide as the layout's reading column. */
export const root = style({ minWidth: 0, fontFamily: vars.font.family });

/** The covers: the photo grid of the detail page, rounded. */
export const covers = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

/** One picture (the card image when there are no covers) or the placeholder: a wide box the picture fills. */
export const coverBox = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-placeholder]': { aspectRatio: '3 / 1' } },
});

export const coverImage = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** No picture at all: the cards' placeholder — the brand's subtle fill with a large cup. */
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

/** The community that runs it: its logo (or initials) and name. */
export const community = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const communityName = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The name may be long: it wraps anywhere rather than widen the page. */
export const title = style({ overflowWrap: 'anywhere' });

export const dates = style({ fontVariantNumeric: 'tabular-nums' });

/** Fund, prize per place, places and participants: tiles in a grid that wraps to two columns on phones. */
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
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

export const counterLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const counterValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** 'Take part' and 'Sign in': links drawn as the primary and the secondary button. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const actionBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid transparent`,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

const focusRing = { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth } as const;

/** `a&` outranks a link's own look. */
export const primaryAction = style({
  selectors: {
    'a&': { ...actionBase, background: vars.color.accent, color: vars.color.onAccent },
    'a&:hover': { background: vars.color.accentHover },
    'a&:active': { background: vars.color.accentPressed },
    'a&:focus-visible': focusRing,
  },
});

export const secondaryAction = style({
  selectors: {
    'a&': { ...actionBase, background: vars.color.surfaceRaised, color: vars.color.accentText, borderColor: vars.color.borderStrong },
    'a&:hover': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    'a&:active': { background: vars.color.accentSubtlePressed, color: vars.color.onAccentSubtle },
    'a&:focus-visible': focusRing,
  },
});

export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The winners: one row each — avatar, name, prize. */
export const winners = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const winner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const winnerName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const winnerPrize = style({ flexShrink: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

/** The not-found face's way on. */
export const textLink = style({ color: vars.color.accentText, fontWeight: vars.font.weight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
