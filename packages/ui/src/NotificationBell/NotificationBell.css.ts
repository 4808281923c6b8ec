import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** Positions the badge over the icon button's corner (the badge sits outside the button so its text is not part of the button's name). */
export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  // Never stretched by a flex parent: the badge must stay on the bell's corner.
  alignSelf: 'center',
  height: 'max-content',
});

/** The unread count: a critical pill over the top end corner, hidden from the accessibility tree. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.xxs} * -1)`,
  insetInlineEnd: `calc(${vars.space.xxs} * -1)`,
  boxSizing: 'border-box',
  minWidth: vars.size.iconSm,
  height: vars.size.iconSm,
  paddingInline: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.surface}`,
  pointerEvents: 'none',
});

/** The panel content box. */
export const panel = style({
  boxSizing: 'border-box',
  width: vars.size.panelWidth,
  maxWidth: '100%',
  maxHeight: vars.size.panelMaxHeight,
  overflowY: 'auto',
  padding: vars.space.md,
  outline: 'none',
});
