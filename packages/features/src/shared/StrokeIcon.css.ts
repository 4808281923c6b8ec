import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

const base = style({ flexShrink: 0 });

/** Icon sizes: `md` the navigation and header size, `sm` the size inside small buttons. */
export const size = styleVariants({
  md: [base, { width: vars.size.icon, height: vars.size.icon }],
  sm: [base, { width: vars.size.iconSm, height: vars.size.iconSm }],
});
