import { WCAG_AA, contrastRatio, ensureContrast, mix, pickReadable, withAlpha } from './color.ts';
import { ORG_COLOR_KEYS, type OrgColorKey, type OrgColors } from './orgColors.ts';

const isOrgColorKey = (value: string): value is OrgColorKey => (ORG_COLOR_KEYS as readonly string[]).includes(value);

/** Semantic colour roles the components use. Never the raw `colors_json` keys. */
export const COLOR_ROLES = [
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'accent',
  'accentHover',
  'accentPressed',
  'accentSubtle',
  'accentSubtlePressed',
  'accentText',
  'onAccent',
  'onAccentSubtle',
  'positive',
  'positiveSubtle',
  'positiveText',
  'onPositive',
  'critical',
  'criticalHover',
  'criticalPressed',
  'criticalSubtle',
  'criticalSubtlePressed',
  'criticalText',
  'onCritical',
  'onCriticalSubtle',
  'warning',
  'warningSubtle',
  'warningText',
  'onWarning',
  'info',
  'infoSubtle',
  'infoText',
  'onInfo',
  'decorative1',
  'decorative2',
  'focusRing',
  'overlay',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export type SemanticColors = Record<ColorRole, string>;

const BLACK = '#000000';
const WHITE = '#ffffff';

/**
 * Derives every semantic role from a complete palette. Text roles and on-colours are chosen or
 * adjusted at run time so that they meet WCAG AA on the fill they sit on (4.5:1 for text,
 * 3:1 for borders and the focus ring), whatever the brand — a low-contrast brand is rescued,
 * not rejected.
 */
export function deriveSemanticColors(c: OrgColors): SemanticColors {
  const surface = c['general-negative'];
  const sunken = c['minor-negative-secondary'];
  /** Text that sits on the page: readable on both the surface and the sunken page background. */
  const onPage = (fg: string, min: number) => ensureContrast(ensureContrast(fg, surface, min), sunken, min);
  const accentSubtle = c['general-brand-secondary'];
  const criticalSubtle = c['minor-error-secondary'];
  /**
   * Body and secondary text: readable on the page and on every tinted fill (TEXT_SURFACES), the
   * pressed subtle fill included — a muted label on a brand-tinted card must pass too.
   */
  const tinted = [surface, sunken, accentSubtle, c['minor-success-secondary'], c['minor-warning-secondary'], c['minor-info-secondary'], criticalSubtle];
  const onAnySurface = (fg: string, extra: string[] = []) =>
    [...tinted, ...extra].reduce((colour, background) => ensureContrast(colour, background, WCAG_AA.text), fg);
  // The pressed subtle fill is a shade towards the body text, so body text is chosen first.
  const text = onAnySurface(c['general-contrast']);
  const accentSubtlePressed = mix(accentSubtle, text, 0.1);
  const criticalSubtlePressed = mix(criticalSubtle, text, 0.1);
  const onFill = (fill: string) => pickReadable(fill, [c['general-negative'], c['general-contrast'], WHITE, BLACK]);
  const accent = c['general-brand'];
  const onAccent = onFill(accent);
  /** Hover and pressed fills move away from the label's colour, so the label only gets more readable. */
  const awayFrom = (label: string) => (contrastRatio(label, BLACK) > contrastRatio(label, WHITE) ? BLACK : WHITE);
  const critical = c['minor-error'];
  const onCritical = onFill(critical);
  // A subtle fill pressed (above) is a shade deeper; the text on it must stay readable on both shades.
  const criticalText = onPage(critical, WCAG_AA.text);
  return {
    surface,
    surfaceRaised: surface,
    surfaceSunken: c['minor-negative-secondary'],
    text,
    textMuted: onAnySurface(c['general-contrast-secondary'], [accentSubtlePressed]),
    border: c['general-midpoint'],
    borderStrong: ensureContrast(c['general-midpoint'], surface, WCAG_AA.ui),
    accent,
    accentHover: mix(accent, awayFrom(onAccent), 0.15),
    accentPressed: mix(accent, awayFrom(onAccent), 0.25),
    accentSubtle,
    accentSubtlePressed,
    accentText: onPage(accent, WCAG_AA.text),
    onAccent,
    onAccentSubtle: ensureContrast(ensureContrast(accent, accentSubtle, WCAG_AA.text), accentSubtlePressed, WCAG_AA.text),
    positive: c['minor-success'],
    positiveSubtle: c['minor-success-secondary'],
    positiveText: ensureContrast(c['minor-success'], c['minor-success-secondary'], WCAG_AA.text),
    onPositive: onFill(c['minor-success']),
    critical,
    criticalHover: mix(critical, awayFrom(onCritical), 0.12),
    criticalPressed: mix(critical, awayFrom(onCritical), 0.24),
    criticalSubtle,
    criticalSubtlePressed,
    criticalText,
    onCritical,
    onCriticalSubtle: ensureContrast(ensureContrast(criticalText, criticalSubtle, WCAG_AA.text), criticalSubtlePressed, WCAG_AA.text),
    warning: c['minor-warning'],
    warningSubtle: c['minor-warning-secondary'],
    warningText: ensureContrast(c['minor-warning'], c['minor-warning-secondary'], WCAG_AA.text),
    onWarning: onFill(c['minor-warning']),
    info: c['minor-info'],
    infoSubtle: c['minor-info-secondary'],
    infoText: ensureContrast(c['minor-info'], c['minor-info-secondary'], WCAG_AA.text),
    onInfo: onFill(c['minor-info']),
    decorative1: c.extra1,
    decorative2: c.extra2,
    focusRing: onPage(accent, WCAG_AA.ui),
    overlay: withAlpha(c['general-contrast'], 0.5),
  };
}

/**
 * The surfaces body text (`text`) and secondary text (`textMuted`) may sit on: the page, raised
 * and sunken surfaces, and the subtle (tinted) fills of cards, badges and banners.
 */
export const TEXT_SURFACES = [
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'accentSubtle',
  'accentSubtlePressed',
  'positiveSubtle',
  'warningSubtle',
  'infoSubtle',
  'criticalSubtle',
] as const satisfies readonly ColorRole[];

/** One foreground/background pair that the app actually renders, with its measured contrast. */
export interface ContrastCheck {
  /** e.g. 'onAccent on accent'. */
  pair: string;
  foreground: string;
  background: string;
  /** WCAG 2.x ratio, 1–21, rounded to two decimals. */
  ratio: number;
  /** The minimum the pair needs (4.5 text, 3 UI). */
  required: number;
  passes: boolean;
  /** True when the raw palette colour failed and the derived role rescued it. */
  adjusted: boolean;
  /**
   * The palette key whose colour the foreground comes from (null: the on-colour is chosen by the
   * app, e.g. text on a brand button); setting that key to `foreground` is the derived fix.
   */
  key: OrgColorKey | null;
  /** The contrast of the key's own colour on the background, as the admin set it (= `ratio` when not adjusted). */
  rawRatio: number;
}

/**
 * Reports the contrast of a palette as the app will render it: each text/fill pair after
 * derivation, whether it passes WCAG AA, and whether derivation had to adjust the admin's colour.
 * Admins see this while branding (organization settings → branding).
 */
export function contrastReport(c: OrgColors): ContrastCheck[] {
  const s = deriveSemanticColors(c);
  // Body and secondary text on every surface a component may put them on, tinted ones included.
  /** pair, foreground, background, required ratio, and the palette key of the foreground (or the on-colour itself when the app picks it). */
  type Row = [string, string, string, number, OrgColorKey | string];
  const textRows = (['text', 'textMuted'] as const).flatMap((role) =>
    TEXT_SURFACES.map((surface): Row => [`${role} on ${surface}`, s[role], s[surface], WCAG_AA.text, role === 'text' ? 'general-contrast' : 'general-contrast-secondary']),
  );
  const rows: Row[] = [
    ...textRows,
    ['onAccent on accent', s.onAccent, s.accent, WCAG_AA.text, s.onAccent],
    ['onAccent on accentHover', s.onAccent, s.accentHover, WCAG_AA.text, s.onAccent],
    ['accentText on surface', s.accentText, s.surface, WCAG_AA.text, 'general-brand'],
    ['onAccentSubtle on accentSubtle', s.onAccentSubtle, s.accentSubtle, WCAG_AA.text, 'general-brand'],
    ['onAccentSubtle on accentSubtlePressed', s.onAccentSubtle, s.accentSubtlePressed, WCAG_AA.text, 'general-brand'],
    ['onAccent on accentPressed', s.onAccent, s.accentPressed, WCAG_AA.text, s.onAccent],
    ['criticalText on surface', s.criticalText, s.surface, WCAG_AA.text, 'minor-error'],
    ['criticalText on surfaceSunken', s.criticalText, s.surfaceSunken, WCAG_AA.text, 'minor-error'],
    ['accentText on surfaceSunken', s.accentText, s.surfaceSunken, WCAG_AA.text, 'general-brand'],
    ['onCritical on critical', s.onCritical, s.critical, WCAG_AA.text, s.onCritical],
    ['onCriticalSubtle on criticalSubtle', s.onCriticalSubtle, s.criticalSubtle, WCAG_AA.text, 'minor-error'],
    ['onCriticalSubtle on criticalSubtlePressed', s.onCriticalSubtle, s.criticalSubtlePressed, WCAG_AA.text, 'minor-error'],
    ['onCritical on criticalPressed', s.onCritical, s.criticalPressed, WCAG_AA.text, s.onCritical],
    ['positiveText on positiveSubtle', s.positiveText, s.positiveSubtle, WCAG_AA.text, 'minor-success'],
    ['warningText on warningSubtle', s.warningText, s.warningSubtle, WCAG_AA.text, 'minor-warning'],
    ['infoText on infoSubtle', s.infoText, s.infoSubtle, WCAG_AA.text, 'minor-info'],
    ['borderStrong on surface', s.borderStrong, s.surface, WCAG_AA.ui, 'general-midpoint'],
    ['focusRing on surface', s.focusRing, s.surface, WCAG_AA.ui, 'general-brand'],
  ];
  const round = (value: number) => Math.round(value * 100) / 100;
  return rows.map(([pair, foreground, background, required, source]) => {
    const key = isOrgColorKey(source) ? source : null;
    const raw = key ? c[key] : source;
    const ratio = round(contrastRatio(foreground, background));
    return { pair, foreground, background, ratio, required, passes: ratio >= required, adjusted: raw !== foreground, key, rawRatio: round(contrastRatio(raw, background)) };
  });
}
