import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** Extra content between the description and the buttons. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.font.size.sm });
