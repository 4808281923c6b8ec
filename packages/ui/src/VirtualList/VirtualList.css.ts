import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/** The scroll container; focusable so keyboard users can scroll it (arrows, Page Up/Down, Home/End). */
export const scroller = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  contain: 'strict',
  fontFamily: vars.font.family,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRingStyle, outlineOffset: 0 } },
});

/** The page-scrolled variant: no box of its own, the page scrolls. */
export const page = style({ fontFamily: vars.font.family, color: vars.color.text });

export const list = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%' });

/** A row before the list has measured any: in the normal flow (server-rendered HTML, hydration). */
export const rowInFlow = style({ position: 'relative', width: '100%' });

/** A row of a grid (`columns`): its items side by side, each as tall as the tallest. */
export const gridRow = style([row, { display: 'grid', alignItems: 'stretch' }]);

/** A grid before the list has measured any rows: the list is the grid, its rows add no boxes. */
export const gridInFlow = style([list, { display: 'grid', alignItems: 'stretch' }]);
export const gridRowInFlow = style({ display: 'contents' });

/** An item of a grid row. */
export const cell = style({ minWidth: 0 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
