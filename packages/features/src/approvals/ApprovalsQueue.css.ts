import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

export const root = style({ minWidth: 0 });

/** The selection bar: "select all", the count, and the two actions at the end; wraps on narrow screens. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The count of selected thanks and the hint: the room between the checkbox and the actions. */
export const toolbarStatus = style({ flex: '1 1 auto', minWidth: 0 });

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto' });

/**
 * A waiting thanks: the checkbox, then sender → recipient with the amount at the end, the details
 * (time, anonymity, value), the message and the actions under them. On phones the amount goes
 * under the names.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"check people amount" ". details details" ". message message" ". actions actions"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
    '&[data-own]': { background: vars.color.surfaceSunken },
  },
  '@media': {
    [media.phone]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"check people" ". amount" ". details" ". message" ". actions"',
      columnGap: vars.space.sm,
      padding: vars.space.sm,
    },
    [media.forcedColors]: { selectors: { '&[data-selected]': { outline: `${vars.size.focusRingWidth} solid Highlight` } } },
  },
});

export const check = style({ gridArea: 'check', alignSelf: 'start', paddingTop: vars.space.xs });

/** Sender → recipient: two avatars and two names, wrapping between the people, never inside a name. */
export const people = style({ gridArea: 'people', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm, rowGap: vars.space.xs, minWidth: 0 });

/** One person of {@link people}: avatar and name. */
export const person = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' });

/** The arrow between the sender and the recipient. */
export const arrow = style({ color: vars.color.textMuted });

export const amount = style({
  gridArea: 'amount',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  textAlign: 'end',
  '@media': { [media.phone]: { textAlign: 'start', fontSize: vars.font.size.md } },
});

export const details = style({ gridArea: 'details', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const message = style({ gridArea: 'message', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const actions = style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Space under each row of the virtual list. */
export const rowGap = style({ paddingBottom: vars.space.sm });

/** Read by screen readers only (the word between the sender and the recipient). */
export const visuallyHidden = style({ position: 'absolute', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
