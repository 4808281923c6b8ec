import { createVar, style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';
import { option } from '../Field/Field.css.ts';

/** The trigger button: the shared shell plus pointer cursor; `[data-pressed]`, `[data-open]`. */
export const trigger = style({
  justifyContent: 'space-between',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.accent },
    '[data-invalid] > &': { borderColor: vars.color.critical },
    '[data-invalid] > &[data-focus-visible]': { outlineColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The chosen label, or the placeholder (`[data-placeholder]`), cut with an ellipsis. */
export const value = style({
  // Holds the clipped full label of a short-labelled value inside its overflow.
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flex: 'none',
  display: 'inline-flex',
  color: vars.color.textMuted,
});

/** The chosen option's full label: on phones, when a short label is shown, only read aloud. */
export const fullValue = style({
  '@media': {
    [media.phone]: {
      // Out of the flow and clipped to nothing: not drawn, still read.
      position: 'absolute',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The chosen option's short label (`SelectItem.shortLabel`): shown on phones only. */
export const shortValue = style({
  display: 'none',
  '@media': {
    [media.phone]: { display: 'inline' },
  },
});

/** Tree level of a nested option (`SelectItem.depth`), a plain number. */
export const depthVar = createVar();

/** A nested option: indented one `space.lg` step per level beyond its own padding. */
export const nested = style({
  selectors: {
    // Over the option's own padding, whichever stylesheet comes first.
    [`${option}&`]: { paddingInlineStart: `calc(${vars.space.sm} + ${vars.space.lg} * ${depthVar})` },
  },
});
