import { vars } from '@gratia/tokens';

/**
 * The one focus ring of the design system: drawn only for keyboard focus (`data-focus-visible`
 * from react-aria, `:focus-visible` elsewhere), in the derived `focusRing` colour that keeps 3:1
 * against the surface whatever the brand.
 */
export const focusRingStyle = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingWidth,
} as const;
