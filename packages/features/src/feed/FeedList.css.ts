import { style } from '@vanilla-extract/css';

export const root = style({ minWidth: 0 });

/** The filter row (a ui Inline) scrolls sideways when the filters do not fit. */
export const controls = style({ overflowX: 'auto' });

/** The list and its footer; takes focus (programmatically only) when new events are revealed. */
export const listBox = style({ outline: 'none' });
