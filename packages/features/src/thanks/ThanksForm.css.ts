import { style } from '@vanilla-extract/css';
import { layoutSize } from '../sizes/index.ts';

/** The form (its fields in a ui Stack); the pointer shows progress while sending. */
export const form = style({
  selectors: {
    '&[data-state="sending"]': { cursor: 'progress' },
  },
});

/** Name and handle of a recipient option, one under the other. */
export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Why Send is disabled (photos still uploading or failed): beside the button, above it when narrow. */
export const blocked = style({ flex: `1 1 ${layoutSize.actionNoteMin}`, textAlign: 'end' });
