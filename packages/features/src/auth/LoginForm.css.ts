import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/**
 * Where the code went (a ui Box): the info tone, the warning tone when it was written to the
 * server log or when no new code was sent (`data-limited`); its text in the tone's text colour,
 * readable on that fill in any org theme.
 */
export const hint = style({
  background: vars.color.infoSubtle,
  color: vars.color.infoText,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-channel="log"], &[data-limited]': { background: vars.color.warningSubtle, color: vars.color.warningText },
  },
});
