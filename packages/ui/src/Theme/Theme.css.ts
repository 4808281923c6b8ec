import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** Swatch used by the Theme stories' palette preview. */
export const swatch = style({
  display: 'inline-block',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
