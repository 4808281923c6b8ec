import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const root = style({ minWidth: 0 });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&[data-state="sending"]': { cursor: 'progress' },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** Why Send is disabled (photos still uploading or failed). */
export const blocked = style({ flex: '1 1 12rem', textAlign: 'end' });
