import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The title row: the heading and 'mark all as read'. */
export const titleRow = style({ minWidth: 0 });

/** The list: no bullets, rows a little apart. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One notification: a link row with the avatar, the sentence and time, and the unread marker. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-unread]': { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-unread]:hover': { background: vars.color.accentSubtlePressed },
  },
  '@media': {
    // Forced colours drop shadows: the focus ring becomes an outline.
    [media.forcedColors]: { selectors: { '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid` } } },
  },
});

/** The sentence and the time under it. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const sentence = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: { '[data-unread] &': { fontWeight: vars.font.weight.semibold } },
});

export const time = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  selectors: { '[data-unread] &': { color: vars.color.onAccentSubtle } },
});

/** The unread marker: a small accent dot. */
export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  '@media': { [media.forcedColors]: { background: 'CanvasText' } },
});

/** The avatar of a notification without a person (anonymous thanks, period). */
export const iconAvatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatarMd,
  height: vars.size.avatarMd,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

/** The panel's footer: the e-mail setting under a rule. */
export const footer = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
