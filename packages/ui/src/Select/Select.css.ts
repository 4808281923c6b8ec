import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The trigger button: the shared shell plus pointer cursor; `[data-pressed]`, `[data-open]`. */
export const trigger = style({
  justifyContent: 'space-between',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.accent },
    '[data-invalid] > &': { borderColor: vars.color.critical },
    '[data-invalid] > &[data-focus-visible]': { outlineColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The chosen label, or the placeholder (`[data-placeholder]`), cut with an ellipsis. */
export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flex: 'none',
  display: 'inline-flex',
  color: vars.color.textMuted,
});
