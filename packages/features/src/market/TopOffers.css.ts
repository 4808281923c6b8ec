import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The offers: as many columns of at least three large avatars (12 rem) as fit. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.avatarLg} * 3), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An offer: its picture beside the name, price and units; the link's hit area the whole item. */
export const item = style({ position: 'relative', display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });

export const picture = style({
  position: 'relative',
  flex: `0 0 ${vars.size.avatarLg}`,
  height: vars.size.avatarLg,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.size.icon,
});

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The name: the link of the item, at most two lines. */
export const name = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth },
  },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
export const link = style({ color: vars.color.accentText, textDecoration: 'underline' });
