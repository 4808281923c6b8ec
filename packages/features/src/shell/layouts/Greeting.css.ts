import { style } from '@vanilla-extract/css';
import { media, vars } from '@gratia/tokens';

/** The greeting's row: the title and its line, the call to action at the end (below on phones). */
export const greeting = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  '@media': {
    [media.phone]: { alignItems: 'stretch', flexDirection: 'column' },
  },
});

export const text = style({ minWidth: 0 });

/**
 * The call to action: a link drawn as the primary button (accent fill, on-accent label). `a&`
 * outranks ui Link's own text-link look.
 */
export const action = style({
  selectors: {
    'a&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: vars.size.controlMd,
      paddingInline: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    'a&[data-hovered]': { background: vars.color.accentHover, textDecoration: 'none' },
    'a&[data-pressed]': { background: vars.color.accentPressed, color: vars.color.onAccent },
  },
});
