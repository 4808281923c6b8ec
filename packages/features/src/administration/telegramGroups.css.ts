import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The 'telegram' tab of the organization settings (SPEC §2 …/telegram): what it adds to the layout
 * it shares with the periods tab (administration.css.ts — the panel, its header, the table on
 * tablets and desktops, the cards on phones).
 */

/** A group's name: long names wrap anywhere rather than widen the table or the card. */
export const name = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** A chat id: digits of equal width, on one line. */
export const chatId = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The row's buttons: side by side at the end of a table row (a long name wraps instead), at the start of a card. */
export const actions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [media.phone]: { flexWrap: 'wrap', justifyContent: 'flex-start' } },
});
