import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { COLOR_ROLES, deriveSemanticColors, type ColorRole } from './derive.ts';
import { DEFAULT_ORG_COLORS, ORG_COLOR_KEYS, type OrgColorKey } from './orgColors.ts';
import { fontFamily, fontSize, fontWeight, lineHeight, motion, radius, shadow, size, space, zIndex } from './scales.ts';

const named = <K extends string>(keys: readonly K[], prefix: string) =>
  Object.fromEntries(keys.map((k) => [k, `${prefix}-${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}`])) as Record<K, string>;
const keysOf = <T extends object>(o: T) => Object.keys(o) as Array<keyof T & string>;

/**
 * The global theme contract: one CSS variable per token on `:root`, with stable names
 * (`--org-general-brand`, `--color-accent`, `--space-md` …) so other apps and the runtime theme
 * can address them. `vars.org` holds the raw `colors_json` keys; components use `vars.color`.
 */
export const vars = createGlobalThemeContract({
  org: named(ORG_COLOR_KEYS, 'org'),
  color: named(COLOR_ROLES, 'color'),
  space: named(keysOf(space), 'space'),
  size: named(keysOf(size), 'size'),
  radius: named(keysOf(radius), 'radius'),
  font: {
    ...named(keysOf(fontFamily), 'font'),
    size: named(keysOf(fontSize), 'font-size'),
    weight: named(keysOf(fontWeight), 'font-weight'),
    lineHeight: named(keysOf(lineHeight), 'line-height'),
  },
  shadow: named(keysOf(shadow), 'shadow'),
  z: named(keysOf(zIndex), 'z'),
  motion: named(keysOf(motion), 'motion'),
});

/** Default values on `:root`; `applyOrgTheme` overrides the colour variables at run time. */
createGlobalTheme(':root', vars, {
  org: DEFAULT_ORG_COLORS satisfies Record<OrgColorKey, string>,
  color: deriveSemanticColors(DEFAULT_ORG_COLORS) satisfies Record<ColorRole, string>,
  space,
  size,
  radius,
  font: { ...fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  shadow,
  z: zIndex,
  motion,
});
