import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@gratia/tokens';

/**
 * Initials sit on a subtle fill with its paired text role, both derived from the org palette
 * with AA contrast; the palette index comes from a hash of the name so a person keeps a colour.
 */
export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    textTransform: 'uppercase',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.font.size.xs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.font.size.sm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.font.size.xl },
    },
    palette: {
      0: { background: vars.color.accentSubtle, color: vars.color.onAccentSubtle },
      1: { background: vars.color.infoSubtle, color: vars.color.infoText },
      2: { background: vars.color.positiveSubtle, color: vars.color.positiveText },
      3: { background: vars.color.warningSubtle, color: vars.color.warningText },
      /** Someone anonymous: no colour of a person. */
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
  defaultVariants: { size: 'md', palette: 0 },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/** The silhouette of an anonymous avatar: two thirds of the circle. */
export const silhouette = style({ width: '66%', height: '66%', display: 'block' });
