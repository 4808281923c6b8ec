import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/**
 * Styles shared by every form control (TextField, TextArea, NumberField, Select, Combobox):
 * the field column, label, help texts, the bordered input shell and the list popover.
 * State comes from the `data-*` attributes react-aria-components sets.
 */

const focusRing = focusRingStyle;

/** The field column: label, control, help row. Carries `data-invalid`, `data-disabled`. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.criticalText,
  marginInlineStart: vars.space.xxs,
});

/** Description, error and (for TextArea) the counter share one row under the control. */
export const helpRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const helpTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
});

const shellBase = {
  boxSizing: 'border-box',
  minHeight: vars.size.controlMd,
  width: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
} as const;

/**
 * A text input or textarea drawn as the bordered box itself (RAC `Input`, `TextArea`):
 * `[data-hovered]`, `[data-focused]`, `[data-invalid]`, `[data-disabled]`.
 */
export const input = style({
  ...shellBase,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { ...focusRing, borderColor: vars.color.accent },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focused]': { outlineColor: vars.color.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/**
 * A box holding an unstyled input plus buttons (RAC `Group`, or the Select trigger):
 * `[data-focus-within]`/`[data-focus-visible]`, `[data-invalid]`, `[data-disabled]`.
 */
export const shell = style({
  ...shellBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within], &[data-focus-visible]': { ...focusRing, borderColor: vars.color.accent },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focus-within], &[data-invalid][data-focus-visible]': { outlineColor: vars.color.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** The unstyled input inside a `shell`. */
export const bareInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small square button inside a `shell` (stepper, chevron). */
export const shellButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
    '&[data-disabled]': { color: vars.color.border, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const icon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flex: 'none',
});

/** The listbox popover of Select and Combobox, as wide as its trigger (`--trigger-width`). */
export const popover = style({
  boxSizing: 'border-box',
  // As wide as the field, or up to the widest popover for a narrow field: long options wrap instead of
  // spanning the page. Never wider than the screen less react-aria's container padding (12 px, space.md,
  // each side): a field as wide as the screen had its list stick out, the page scrolled sideways on
  // the arrow keys, and react-aria closes a list when the page scrolls.
  minWidth: `min(var(--trigger-width), calc(100vw - 2 * ${vars.space.md}))`,
  maxWidth: `min(max(var(--trigger-width), ${vars.size.popoverMaxWidth}), calc(100vw - 2 * ${vars.space.md}))`,
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.popover,
  // Popovers are portalled to <body>; a modal dialog underneath turns pointer events off on <body>
  // (Radix), which would leave the options of a field inside the dialog unclickable by mouse.
  pointerEvents: 'auto',
  fontFamily: vars.font.family,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  outline: 'none',
});

/** One option: `[data-focused]`, `[data-selected]`, `[data-disabled]`. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const optionTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const optionDescription = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: 'inherit',
});

export const optionCheck = style([icon, { color: 'inherit', visibility: 'hidden', selectors: { '[data-selected] > &': { visibility: 'visible' } } }]);

/** The text shown in an empty, loading or failed list. */
export const listMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
