import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const root = style({ minWidth: 0 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowX: 'auto',
});

/** Room between cards inside the virtual rows (rows are absolutely placed, so no gap on the list). */
export const rowSlot = style({ paddingBottom: vars.space.md });

export const newEvents = style({
  display: 'flex',
  justifyContent: 'center',
});

/** The list and its footer; takes focus (programmatically only) when new events are revealed. */
export const listBox = style({ outline: 'none' });
