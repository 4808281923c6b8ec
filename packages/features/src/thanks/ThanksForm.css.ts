import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

/** The form (its fields in a ui Stack); the pointer shows progress while sending. */
export const form = style({
  selectors: {
    '&[data-state="sending"]': { cursor: 'progress' },
  },
});

/** Why Send is disabled (photos still uploading or failed): beside the button, above it when narrow. */
export const blocked = style({ flex: `1 1 ${layoutSize.actionNoteMin}`, textAlign: 'end' });

/** The status above the fields: empty, or the last thanks sent with its feed link (a positive edge, as a success toast). */
export const sent = style({
  selectors: {
    '&:not(:empty)': {
      marginBlockEnd: vars.space.md,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      border: `${vars.size.borderWidth} solid ${vars.color.border}`,
      borderInlineStartWidth: vars.space.xs,
      borderInlineStartColor: vars.color.positive,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surfaceRaised,
    },
    // Sent but waiting for a controller's approval: a warning edge (docs/decisions/0023).
    '&[data-waiting]:not(:empty)': { borderInlineStartColor: vars.color.warning },
  },
});

/** The sent thanks' text: long names wrap. */
export const sentText = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The approval note under the amount (the amount is above the community's threshold): empty (no room), or a line with a warning edge. */
export const approvalNote = style({
  selectors: {
    '&:not(:empty)': {
      marginBlockStart: vars.space.sm,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.md,
      borderInlineStart: `${vars.space.xs} solid ${vars.color.warning}`,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.warningSubtle,
    },
  },
});
