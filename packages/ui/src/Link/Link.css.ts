import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { focusRingStyle } from '../internal/focusRing.css.ts';

/** Inline text link in the brand's readable text colour (`accentText`, AA on the surface). */
export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textDecorationThickness: vars.size.borderWidth,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: vars.size.focusRingWidth },
    '&[data-pressed]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
