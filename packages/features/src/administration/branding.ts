import { BRAND_COLOR_KEYS, type BrandColors, type Branding, type UpdateBrandingBody } from '@gratia/contracts';
import { DEFAULT_ORG_COLORS, contrastReport, mergeOrgColors, originalOrgColors, themePresets, type ContrastCheck, type OrgColorKey, type OrgColors } from '@gratia/tokens';

/**
 * Pure rules of the 'branding' tab (SPEC §2 /organization_administration_settings/{id}/branding,
 * §3 Colour keys, §5 logo size; docs/decisions/0001): the colour groups the editor shows, the
 * presets, what a draft changes, and the contrast issues with their derived fixes.
 */

/** The editor's groups of colour keys, by the role the colours play in the app. */
export const COLOR_GROUPS = [
  { id: 'brand', keys: ['general-brand', 'general-brand-secondary', 'extra1', 'extra2'] },
  { id: 'surfaces', keys: ['general-negative', 'minor-negative-secondary', 'general-contrast', 'general-contrast-secondary', 'general-midpoint'] },
  {
    id: 'statuses',
    keys: ['minor-success', 'minor-success-secondary', 'minor-error', 'minor-error-secondary', 'minor-warning', 'minor-warning-secondary', 'minor-info', 'minor-info-secondary'],
  },
] as const satisfies readonly { id: string; keys: readonly OrgColorKey[] }[];
/** One of {@link COLOR_GROUPS}' ids. */
export type ColorGroupId = (typeof COLOR_GROUPS)[number]['id'];

/**
 * Ready palettes an admin starts from: Gratia's own, a calm green, a dark one, and "orange" — the
 * colours communities of the original product had by default (DOMAIN §6.2), whose grey secondary
 * text the app has to darken (the contrast report shows it).
 */
export const BRANDING_PRESETS = {
  gratia: DEFAULT_ORG_COLORS,
  forest: themePresets.forest,
  dark: themePresets.dark,
  orange: originalOrgColors,
} satisfies Record<string, OrgColors>;
/** One of {@link BRANDING_PRESETS}. */
export type BrandingPreset = keyof typeof BRANDING_PRESETS;

/** The complete palette of a saved `colorsJson` (missing or malformed keys take Gratia's defaults). */
export function paletteOf(colorsJson: unknown): OrgColors {
  return mergeOrgColors(colorsJson).colors;
}

/** True when both palettes have the same colour for every key. */
export function samePalette(a: OrgColors, b: OrgColors): boolean {
  return BRAND_COLOR_KEYS.every((key) => a[key] === b[key]);
}

/** The preset `palette` is exactly, or null. */
export function presetOf(palette: OrgColors): BrandingPreset | null {
  return (Object.keys(BRANDING_PRESETS) as BrandingPreset[]).find((name) => samePalette(BRANDING_PRESETS[name], palette)) ?? null;
}

/** The branding an admin is editing: the palette and the logos (an upload's id and URL, or null for none). */
export interface BrandingDraft {
  palette: OrgColors;
  logo: { id: string | null; url: string } | null;
  headerLogo: { id: string | null; url: string } | null;
}

/** The draft of saved branding: its palette and logos as they are (ids null: unchanged uploads). */
export function draftOf(saved: Branding): BrandingDraft {
  return {
    palette: paletteOf(saved.colorsJson),
    logo: saved.photo ? { id: null, url: saved.photo } : null,
    headerLogo: saved.photo2 ? { id: null, url: saved.photo2 } : null,
  };
}

/**
 * The PATCH /api/organization/branding body that turns `saved` into `draft`: only what changed.
 * The palette is sent as the keys that differ from Gratia's defaults (null when none does), so
 * a later change of a default reaches communities that never set that key.
 */
export function brandingChanges(draft: BrandingDraft, saved: Branding): UpdateBrandingBody {
  const body: UpdateBrandingBody = {};
  if (!samePalette(draft.palette, paletteOf(saved.colorsJson))) {
    const colors: BrandColors = {};
    for (const key of BRAND_COLOR_KEYS) if (draft.palette[key] !== DEFAULT_ORG_COLORS[key]) colors[key] = draft.palette[key];
    body.colors = Object.keys(colors).length > 0 ? colors : null;
  }
  if ((draft.logo?.url ?? null) !== saved.photo) body.photoId = draft.logo?.id ?? null;
  if ((draft.headerLogo?.url ?? null) !== saved.photo2) body.photo2Id = draft.headerLogo?.id ?? null;
  return body;
}

/** A colour of the palette that fails WCAG AA somewhere the app shows it, and the derived fix. */
export interface ContrastIssue {
  key: OrgColorKey;
  /** The admin's colour, `#rrggbb`. */
  colour: string;
  /** The colour the app uses instead (and the fix offered): the most contrasting of the derived ones. */
  fix: string;
  /** The failing pair to name: on the page when it fails there, else the one with the lowest contrast; its background role, the admin's ratio and the one required. */
  worst: { background: string; on: string; rawRatio: number; required: number };
  /** How many pairs this colour fails. */
  failing: number;
}

/** The background role of a report pair ('text on surfaceSunken' → 'surfaceSunken'). */
function backgroundRole(pair: string): string {
  return pair.slice(pair.lastIndexOf(' on ') + 4);
}

/**
 * Backgrounds an admin sets directly (the page, panels and the light fills of the palette). The
 * app's own shades (hover and pressed fills) and the strong border it derives from the divider
 * colour are its business: it adjusts them itself, and a palette is not blamed for them.
 */
const ADMIN_BACKGROUNDS: ReadonlySet<string> = new Set([
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'accentSubtle',
  'positiveSubtle',
  'warningSubtle',
  'infoSubtle',
  'criticalSubtle',
]);

/** True when a report row is the admin's colour on the admin's background (see {@link ADMIN_BACKGROUNDS}). */
function isAdminPair(row: ContrastCheck): boolean {
  return row.key !== null && ADMIN_BACKGROUNDS.has(backgroundRole(row.pair)) && !row.pair.startsWith('borderStrong ');
}

/**
 * The contrast issues of `palette` (tokens' `contrastReport`): each key whose own colour fails
 * WCAG AA on at least one background the admin set (text on the page, a panel or a light fill; the
 * focus ring on the page), with its worst pair; keys ordered by the worst ratio. The app already
 * shows the derived colour there; setting the key to its `fix` makes the palette say so too.
 */
export function contrastIssues(palette: OrgColors): ContrastIssue[] {
  const byKey = new Map<OrgColorKey, ContrastCheck[]>();
  for (const row of contrastReport(palette)) {
    if (!row.adjusted || !row.key || row.rawRatio >= row.required || !isAdminPair(row)) continue;
    byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  }
  const issues: ContrastIssue[] = [];
  for (const [key, rows] of byKey) {
    // The page itself first when the colour fails there (where members meet it most), else the worst pair.
    const onPage = rows.find((r) => backgroundRole(r.pair) === 'surface');
    const worst = onPage ?? rows.reduce((a, b) => (b.rawRatio / b.required < a.rawRatio / a.required ? b : a));
    const fix = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a)).foreground;
    issues.push({
      key,
      colour: palette[key],
      fix,
      worst: { background: backgroundRole(worst.pair), on: worst.background, rawRatio: worst.rawRatio, required: worst.required },
      failing: rows.length,
    });
  }
  return issues.sort((a, b) => a.worst.rawRatio / a.worst.required - b.worst.rawRatio / b.worst.required);
}

/** How many of the admin's colour pairs the report checks, and how many pass as the admin set them. */
export function contrastSummary(palette: OrgColors): { pairs: number; passingAsSet: number } {
  const report = contrastReport(palette).filter(isAdminPair);
  return { pairs: report.length, passingAsSet: report.filter((r) => r.rawRatio >= r.required).length };
}
