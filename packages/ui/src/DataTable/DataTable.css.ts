import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** Scroll box: the header row sticks to its top. */
export const container = style({
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` } },
});

export const column = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { backgroundColor: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

export const alignEnd = style({ textAlign: 'end' });

export const headerContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flex: 'none' });

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` } },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
});
