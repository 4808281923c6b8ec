import { vars } from '@gratia/tokens';

/** The product's keyboard focus ring, for the market's own controls (the ui kit's controls draw theirs). */
export const focusRing = { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusRingWidth } as const;
