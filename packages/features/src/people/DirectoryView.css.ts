import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { layoutSize } from '../sizes/index.ts';

export const root = style({ minWidth: 0 });

/** Title and the count of participants: side by side, the count under the title on phones. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The admins' "Manage structure" link: at the end of the header row. */
export const manage = style({ marginInlineStart: 'auto' });

/** Search and division: two columns, one under the other on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 2fr) minmax(${layoutSize.actionNoteMin}, 1fr)`,
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The status toggles, wrapping as the width needs. */
export const statuses = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** A row: the whole of it is the link to the person's profile. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"avatar main side"',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.borderWidth },
    '&[data-fired]': { background: vars.color.surfaceSunken },
  },
  '@media': {
    // Phones: the badge goes under the name, so the name keeps the width.
    [media.phone]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"avatar main" ". side"',
      rowGap: vars.space.xs,
      padding: vars.space.sm,
      gap: vars.space.sm,
    },
  },
});

export const avatar = style({ gridArea: 'avatar' });

/** Name and the job line. */
export const main = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The status badge. */
export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { justifyContent: 'flex-start' } },
});
