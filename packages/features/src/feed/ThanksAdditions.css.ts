import { style } from '@vanilla-extract/css';
import { vars } from '@gratia/tokens';

/** The additions line under the amount: avatars, then the words (which wrap, the avatars never shrink). */
export const line = style({ minWidth: 0 });

/** The adders' avatars, overlapping a little, each ringed in the card's surface so the overlap reads. */
export const avatars = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingInlineStart: vars.space.xs,
});

export const avatar = style({
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  outline: `${vars.size.borderWidth} solid ${vars.color.surfaceRaised}`,
});

/** Long names and amounts wrap anywhere rather than widen the card. */
export const text = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** The popover's form: as wide as the popover allows on a phone, a comfortable width elsewhere. */
export const form = style({
  width: `min(calc(${vars.size.popoverMaxWidth} - 2 * ${vars.space.lg}), calc(100vw - ${vars.space.xl} - 2 * ${vars.space.lg}))`,
});
