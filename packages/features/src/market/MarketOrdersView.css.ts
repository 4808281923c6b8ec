import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

/** The status chips scroll sideways when they do not fit (their hidden radio inputs stay inside: `position`). */
export const filters = style({ position: 'relative', overflowX: 'auto', minWidth: 0 });

/** One card's place in the list: the space below it. */
export const cell = style({ paddingBottom: vars.space.md });

/** The height of a placeholder card while the list loads: two large avatars (8 rem). */
export const skeletonHeight = `calc(${vars.size.avatarLg} * 2)`;
