import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** A level of the tree: no bullets; each nested level indented by a step of space. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const nested = style({ paddingInlineStart: vars.space.xl });

/** One category: the checkbox (or the name) and, in the manager, its delete button at the end of the row. */
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });

/** A category name that would not fit wraps anywhere rather than widening the sidebar. */
export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });
