import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { pageGutter, pageInset } from '../../sizes/index.ts';

/* The footer of the main layout (SPEC §2 Footer). */

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  // Aligned with the page grid, like the header.
  paddingInline: pageInset(pageGutter.desktop),
  borderTopStyle: 'solid',
  borderTopWidth: 'thin',
  borderTopColor: vars.color.border,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': {
    [media.tablet]: { paddingInline: pageInset(pageGutter.tablet), paddingBottom: `calc(${vars.size.bottomBarHeight} + ${vars.space.xxl})` },
    [media.phone]: { paddingInline: pageInset(pageGutter.phone), paddingBottom: `calc(${vars.size.bottomBarHeight} + ${vars.space.xxl})` },
  },
});

export const footerLink = style({
  color: vars.color.accentText,
  selectors: {
    '&:focus-visible': { outline: `${vars.space.xxs} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
  },
});

/** One contact (label and link): a long address breaks anywhere rather than widen a phone's page. */
export const contact = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});
