import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The thread (a ui Stack section): the `#comments` link stops below the sticky header. */
export const root = style({
  minWidth: 0,
  scrollMarginTop: vars.size.headerHeight,
});

/** One comment: the author's avatar beside the comment's body. */
export const comment = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The comment's body (a ui Box bubble). */
export const commentBody = style({ minWidth: 0 });

/** Author, time and 'edited' (a ui Inline): wrapped lines sit closer than the words. */
export const commentHead = style({ rowGap: vars.space.xxs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});

export const deleted = style({
  margin: 0,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});
