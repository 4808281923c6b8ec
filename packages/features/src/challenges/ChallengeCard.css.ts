import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The cover column of a horizontal card (a list row from tablet width up): four large avatars (16 rem). */
const coverColumn = `calc(${vars.size.avatarLg} * 4)`;

/**
 * The card: a raised surface as tall as its grid row. `data-orientation="horizontal"` puts the
 * cover beside the text from tablet width up. The name's link covers the whole card (`nameLink`),
 * so the card shows the hover and the keyboard focus of that link.
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
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:has(a:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
  '@media': {
    [media.tabletUp]: {
      selectors: { '&[data-orientation="horizontal"]': { display: 'grid', gridTemplateColumns: `${coverColumn} minmax(0, 1fr)` } },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

/**
 * The cover: 16 : 9 above the text; beside it, as tall as the text (at least 16 : 9 of its
 * column). The picture fills it and never sizes it.
 */
export const cover = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '@media': {
    [media.tabletUp]: {
      selectors: { '[data-orientation="horizontal"] > &': { aspectRatio: 'auto', minHeight: `calc(${coverColumn} * 9 / 16)` } },
    },
  },
});

export const coverImage = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A challenge without covers: the brand's subtle fill with a large cup. */
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

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const name = style({ margin: 0 });

/** The card's one link; its `::after` stretches over the card, so the whole card opens the challenge. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    [`${card}:hover &`]: { textDecoration: 'underline' },
  },
});

/** The name: three lines in a vertical card, two beside a cover; the last ends in an ellipsis. */
export const nameText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  '@media': {
    [media.tabletUp]: { selectors: { '[data-orientation="horizontal"] &': { WebkitLineClamp: 2 } } },
  },
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const organizer = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const organizerName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const dates = style({ fontVariantNumeric: 'tabular-nums' });

/** The prize fund and the prize per place: two tiles side by side (in a list row, no wider than 14 rem each). */
export const prizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.tabletUp]: {
      selectors: { '[data-orientation="horizontal"] &': { gridTemplateColumns: `repeat(2, minmax(0, calc(${vars.size.avatarLg} * 3.5)))` } },
    },
  },
});

export const prize = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const prizeLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const prizeValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

/** Places taken and participants, one line each when they do not fit side by side. */
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** What the card's link does, drawn as a button at the card's foot (not a control of its own). */
const actionBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  marginBlockStart: 'auto',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
} as const;

export const primaryAction = style({
  ...actionBase,
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: { [`${card}:hover &`]: { background: vars.color.accentHover } },
});

export const secondaryAction = style({
  ...actionBase,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  selectors: { [`${card}:hover &`]: { background: vars.color.surfaceSunken } },
});
