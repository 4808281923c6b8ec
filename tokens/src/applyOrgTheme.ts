import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';
import { deriveSemanticColors, type SemanticColors } from './derive.ts';
import { mergeOrgColors, type OrgColorIssue, type OrgColors } from './orgColors.ts';

/** What {@link applyOrgTheme} applied. */
export interface AppliedOrgTheme {
  colors: OrgColors;
  semantic: SemanticColors;
  issues: OrgColorIssue[];
}

/**
 * Applies an organization's `colors_json` (SPEC §3) as CSS variables on `element` — the document
 * root by default, so Radix and react-aria portals inherit the theme. Missing or malformed values
 * fall back to the defaults and are reported with `console.warn`; the page never breaks.
 * Calling it again switches the theme live, without a reload.
 */
export function applyOrgTheme(colorsJson: unknown, element: HTMLElement = document.documentElement): AppliedOrgTheme {
  const { colors, issues } = mergeOrgColors(colorsJson);
  if (issues.length > 0) {
    console.warn('[gratia] colors_json: ignored invalid entries', issues);
  }
  const semantic = deriveSemanticColors(colors);
  setElementVars(element, vars.org, colors);
  setElementVars(element, vars.color, semantic);
  return { colors, semantic, issues };
}

/**
 * The CSS variables {@link applyOrgTheme} sets, as `--name: value` pairs for a `style` attribute:
 * a page rendered on the server puts them on `<html>`, so its first paint is already in the
 * organization's colours. Malformed values fall back per key, silently.
 */
export function orgThemeInlineVars(colorsJson: unknown): Record<string, string> {
  const { colors } = mergeOrgColors(colorsJson);
  return { ...assignInlineVars(vars.org, colors), ...assignInlineVars(vars.color, deriveSemanticColors(colors)) };
}
