import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The textarea grows vertically only; at least three lines tall. */
export const textArea = style({
  resize: 'vertical',
  minHeight: `calc(${vars.size.controlMd} * 2)`,
});

/** The visible `N / max` counter; `[data-at-limit]` when the text reaches `maxLength`. */
export const counter = style({
  flex: 'none',
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-at-limit]': { color: vars.color.criticalText, fontWeight: vars.font.weight.medium },
  },
});
