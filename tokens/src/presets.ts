import type { OrgColors } from './orgColors.ts';
import { DEFAULT_ORG_COLORS } from './orgColors.ts';

/**
 * Theme presets for Storybook and visual tests: Gratia's default, a second real-looking brand, a
 * dark brand (light text on near-black surfaces), and a deliberately low-contrast brand (pale
 * yellow brand, light-grey text) that the derived on-colours must rescue.
 */
export const themePresets = {
  default: DEFAULT_ORG_COLORS,
  forest: {
    ...DEFAULT_ORG_COLORS,
    extra1: '#f2a541',
    extra2: '#3d8eb9',
    'general-brand': '#1f6f50',
    'general-brand-secondary': '#d8efe4',
    'general-negative': '#fbfaf7',
    'minor-negative-secondary': '#f0eee8',
    'general-contrast': '#1d2521',
    'general-contrast-secondary': '#5a645f',
    'general-midpoint': '#d3d6cf',
  },
  dark: {
    extra1: '#f59e0b',
    extra2: '#a78bfa',
    'general-brand': '#8b7cf6',
    'general-brand-secondary': '#2b2650',
    'general-negative': '#16181f',
    'minor-negative-secondary': '#1e2129',
    'general-contrast': '#eceef3',
    'general-contrast-secondary': '#a3a9b7',
    'general-midpoint': '#373c49',
    'minor-success': '#34d399',
    'minor-success-secondary': '#12301f',
    'minor-error': '#f87171',
    'minor-error-secondary': '#3b1a1d',
    'minor-warning': '#fbbf24',
    'minor-warning-secondary': '#3a2c0f',
    'minor-info': '#38bdf8',
    'minor-info-secondary': '#0f2a3b',
  },
  lowContrast: {
    ...DEFAULT_ORG_COLORS,
    'general-brand': '#ffe14d',
    'general-brand-secondary': '#fff8d6',
    'general-negative': '#ffffff',
    'minor-negative-secondary': '#f7f7f7',
    'general-contrast': '#9a9a9a',
    'general-contrast-secondary': '#c4c4c4',
    'general-midpoint': '#eeeeee',
    'minor-success': '#7ee2a8',
    'minor-error': '#ff9b9b',
    'minor-warning': '#ffd27a',
    'minor-info': '#9ad4ff',
  },
} satisfies Record<string, OrgColors>;
export type ThemePresetName = keyof typeof themePresets;

/**
 * The colours communities of the original product had by default (DOMAIN §6.2): an orange brand
 * on white with near-black text. Its grey secondary text (#8a8a8e, 3.4:1 on white) is below WCAG
 * AA, which the derived roles rescue and the branding tab's contrast report names.
 */
export const originalOrgColors: OrgColors = {
  ...DEFAULT_ORG_COLORS,
  'general-brand': '#f15929',
  'general-brand-secondary': '#fff0d9',
  'general-contrast': '#212121',
  'general-contrast-secondary': '#8a8a8e',
  'general-midpoint': '#cecece',
  'minor-success': '#42ab44',
  'minor-error': '#ff4e4e',
  extra1: '#acd5f8',
  extra2: '#fae38e',
};
