import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/**
 * The challenge form (docs/decisions/0040): the wizard of the create form and the single page of
 * the edit form, one column of fields at reading width; on phones everything is one column, the
 * dates' day and time included.
 */

/** The form; the pointer shows progress while sending. `data-state` = idle | sending, `data-step` = the wizard's step. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
  maxWidth: vars.size.readingWidth,
  selectors: { '&[data-state="sending"]': { cursor: 'progress' } },
});

/** The wizard's progress. On phones only the current step keeps its label (the others' stay for screen readers), so five steps fit one row. */
export const progress = style({ minWidth: 0 });
globalStyle(`${progress} li:not([aria-current="step"])`, { '@media': { [media.phone]: { flex: 'none' } } });
globalStyle(`${progress} li:not([aria-current="step"]) > span:last-child`, {
  '@media': { [media.phone]: { position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});

/** The title of a step or a section; focused (without a ring) when the wizard moves to its step. */
export const stepTitle = style({ selectors: { '&:focus': { outline: 'none' } } });

/** A section of the edit form, set off from the one before. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '& + &': { paddingBlockStart: vars.space.lg, borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` } },
});

/** A day and its time side by side, each as wide as a date field needs; stacked on phones. */
export const when = style({
  display: 'grid',
  gridTemplateColumns: `repeat(2, minmax(0, ${vars.size.dateFieldWidth}))`,
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A note in a box with an edge: the restored draft (info), the prize per place (positive), the locked fields (warning). */
export const note = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.info,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-tone="positive"]': { borderInlineStartColor: vars.color.positive },
    '&[data-tone="warning"]': { borderInlineStartColor: vars.color.warning, backgroundColor: vars.color.warningSubtle },
  },
});

/** A live region that takes no room while it is empty. */
export const live = style({ selectors: { '&:empty': { display: 'none' } } });

/** The summary of the review step and of the locked fields: terms beside their values; stacked on phones. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${vars.size.overlayMinWidth}) minmax(0, 1fr)`,
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs } },
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { [media.phone]: { marginBlockStart: vars.space.sm } },
});

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

/** The covers of the summary: small pictures in a row. */
export const summaryCovers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const summaryCover = style({
  display: 'block',
  width: vars.size.avatarLg,
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** A switch with its hint under it. */
export const setting = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The hint under a switch, in line with its label. */
export const settingHint = style({ paddingInlineStart: `calc(${vars.size.icon} * 2 + ${vars.space.sm})` });

/** The chosen invitees. */
export const invitees = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const invitee = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const inviteeName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

/** Back on the left, Next / Create / Save on the right; the main action comes first on phones, at full width. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

/** The edit form's buttons: Cancel and Save together at the end. */
export const endActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, '@media': { [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } } });
