import { normalizeHex } from './color.ts';

/**
 * The 17 brand colour keys of an organization's `colors_json` (SPEC §3 Organization settings,
 * Colour keys). Admins set them when branding; the app derives every semantic role from them.
 */
export const ORG_COLOR_KEYS = [
  'extra1',
  'extra2',
  'general-brand',
  'general-brand-secondary',
  'general-negative',
  'minor-negative-secondary',
  'general-contrast',
  'general-contrast-secondary',
  'general-midpoint',
  'minor-success',
  'minor-success-secondary',
  'minor-error',
  'minor-error-secondary',
  'minor-warning',
  'minor-warning-secondary',
  'minor-info',
  'minor-info-secondary',
] as const;

/** One of the 17 `colors_json` keys. */
export type OrgColorKey = (typeof ORG_COLOR_KEYS)[number];
/** A complete palette: every key set to a `#rrggbb` colour. */
export type OrgColors = Record<OrgColorKey, string>;

/**
 * Gratia's own palette, used for any key an organization has not set (or set to garbage).
 * `general-negative` is the page background (the "negative" of the contrast colour),
 * `general-contrast` the main text, `general-midpoint` borders and dividers.
 */
export const DEFAULT_ORG_COLORS: OrgColors = {
  extra1: '#ff8a3d',
  extra2: '#8e6cef',
  'general-brand': '#4f46e5',
  'general-brand-secondary': '#e0e7ff',
  'general-negative': '#ffffff',
  'minor-negative-secondary': '#f4f5f8',
  'general-contrast': '#111827',
  'general-contrast-secondary': '#5b6272',
  'general-midpoint': '#d5d8e0',
  'minor-success': '#15803d',
  'minor-success-secondary': '#dcfce7',
  'minor-error': '#dc2626',
  'minor-error-secondary': '#fee2e2',
  'minor-warning': '#b45309',
  'minor-warning-secondary': '#fef3c7',
  'minor-info': '#0369a1',
  'minor-info-secondary': '#e0f2fe',
};

/** A key of the input that was ignored while merging, and why. */
export interface OrgColorIssue {
  key: string;
  value: unknown;
  reason: 'unknown-key' | 'not-a-colour';
}

/** Result of {@link mergeOrgColors}: a complete palette and what was ignored. */
export interface MergedOrgColors {
  colors: OrgColors;
  issues: OrgColorIssue[];
}

function isOrgColorKey(key: string): key is OrgColorKey {
  return (ORG_COLOR_KEYS as readonly string[]).includes(key);
}

/**
 * Merges an organization's `colors_json` (any JSON: an object, a JSON string, null, garbage)
 * over {@link DEFAULT_ORG_COLORS}. Never throws: unknown keys and values that are not
 * `#rgb`/`#rrggbb` colours are ignored and listed in `issues`.
 */
export function mergeOrgColors(input: unknown, defaults: OrgColors = DEFAULT_ORG_COLORS): MergedOrgColors {
  const colors: OrgColors = { ...defaults };
  const issues: OrgColorIssue[] = [];
  let source: unknown = input;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      issues.push({ key: '(root)', value: input, reason: 'not-a-colour' });
      return { colors, issues };
    }
  }
  if (source === null || source === undefined) return { colors, issues };
  if (typeof source !== 'object' || Array.isArray(source)) {
    issues.push({ key: '(root)', value: source, reason: 'not-a-colour' });
    return { colors, issues };
  }
  for (const [key, value] of Object.entries(source)) {
    if (!isOrgColorKey(key)) {
      issues.push({ key, value, reason: 'unknown-key' });
      continue;
    }
    const hex = typeof value === 'string' ? normalizeHex(value) : null;
    if (!hex) {
      issues.push({ key, value, reason: 'not-a-colour' });
      continue;
    }
    colors[key] = hex;
  }
  return { colors, issues };
}
