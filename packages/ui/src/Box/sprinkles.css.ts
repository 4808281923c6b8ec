import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from '@gratia/tokens';

/**
 * Responsive layout properties on the token scales. Conditions are mobile-first: `phone` is the
 * default (no media query), `tablet` applies from 768 px, `desktop` from 1200 px (`media` of
 * @gratia/tokens). A value is a token key or `{ phone, tablet, desktop }`, or an array in that order.
 */
const layout = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': media.tabletUp },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'phone',
  responsiveArray: ['phone', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    gridTemplateColumns: { '1': 'minmax(0, 1fr)', '2': 'repeat(2, minmax(0, 1fr))', '3': 'repeat(3, minmax(0, 1fr))', '4': 'repeat(4, minmax(0, 1fr))' },
    textAlign: ['start', 'center', 'end'],
    width: { auto: 'auto', full: '100%', content: vars.size.contentMaxWidth },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Theme-aware colours and shapes (semantic roles only, so every brand stays readable). */
const look = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      accent: vars.color.accent,
      accentSubtle: vars.color.accentSubtle,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      accentText: vars.color.accentText,
      onAccent: vars.color.onAccent,
      onAccentSubtle: vars.color.onAccentSubtle,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/**
 * Atomic, responsive class names from token values: `sprinkles({ padding: { phone: 'sm',
 * desktop: 'xl' }, display: 'flex', background: 'surface' })`. Usable in `.css.ts` compositions
 * (`style([sprinkles({...}), {...}])`) and at run time (the classes are precompiled).
 */
export const sprinkles = createSprinkles(layout, look);

/** Every prop {@link sprinkles} accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
