import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/**
 * The clickable label row of a choice control — Checkbox, Switch, a RadioGroup option: the
 * indicator, then the text; muted and not-allowed when `[data-disabled]`.
 */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
