import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The loading spinner inside the input box. */
export const spinner = style({
  flex: 'none',
  marginInline: vars.space.xs,
  color: vars.color.accent,
});

/** The decorative start of an option (`renderStart`: an avatar), kept whole beside wrapping texts. */
export const optionStart = style({
  display: 'inline-flex',
  flex: 'none',
});

/** An option's second line (`getDescription`): muted, and the option's own colour while it is focused or hovered. */
export const optionDescription = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  selectors: {
    '[data-focused] &, [data-hovered] &': { color: 'inherit' },
  },
});

/** The retry option shown in the list after a failed load. */
export const retryOption = style({
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const retryText = style({
  fontSize: vars.font.size.sm,
  color: 'inherit',
});

export const retryAction = style({
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
});

/** The inline error under the field with its Retry button. */
export const loadError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.criticalText,
});

export const retryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.borderWidth },
  },
});

/** A group of options (`getSection`): a gap before every group but the first. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '& + &': { marginBlockStart: vars.space.xs },
  },
});

/** The heading of a group of options. */
export const sectionHeader = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
