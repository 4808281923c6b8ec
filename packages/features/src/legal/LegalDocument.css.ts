import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/* A legal document as a page (SPEC §2 Footer): read in a column, never wider than the screen. */

/** The document: a word or address longer than the line breaks rather than widen the page. */
export const document = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A bulleted list inside a section. */
export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  listStyleType: 'disc',
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

/** The back link's line while the session is asked: kept, unseen. */
export const pending = style({
  visibility: 'hidden',
});
