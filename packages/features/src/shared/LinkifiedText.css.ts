import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** A link inside member-written text: the accent text colour, underlined, breaking anywhere so a long URL never widens the page. */
export const link = style({ color: vars.color.accentText, textDecoration: 'underline', overflowWrap: 'anywhere' });
