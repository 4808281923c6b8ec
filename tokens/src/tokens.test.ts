import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, ensureContrast, normalizeHex, pickReadable } from './color.ts';
import { DEFAULT_ORG_COLORS, ORG_COLOR_KEYS, mergeOrgColors } from './orgColors.ts';
import { TEXT_SURFACES, contrastReport, deriveSemanticColors } from './derive.ts';
import { themePresets } from './presets.ts';
import { applyOrgTheme, orgThemeInlineVars } from './applyOrgTheme.ts';
import { fontFallbacks } from './fontFallback.css.ts';
import { INTER_FAMILY, fontFamily } from './scales.ts';

describe('colour arithmetic', () => {
  it('computes WCAG contrast of black on white as 21 and of a colour on itself as 1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBeCloseTo(1, 5);
  });
  it('normalizes short hex and rejects non-colours', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex('#12345')).toBeNull();
  });
  it('ensureContrast rescues a pale foreground and keeps a good one', () => {
    const rescued = ensureContrast('#cccccc', '#ffffff', 4.5);
    expect(contrastRatio(rescued, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#111111', '#ffffff', 4.5)).toBe('#111111');
  });
  it('pickReadable prefers the first candidate that passes', () => {
    expect(pickReadable('#ffe14d', ['#ffffff', '#111111'])).toBe('#111111');
    expect(pickReadable('#1f2937', ['#ffffff', '#111111'])).toBe('#ffffff');
  });
});

describe('mergeOrgColors', () => {
  it('has exactly the 17 SPEC keys', () => {
    expect(ORG_COLOR_KEYS).toHaveLength(17);
    expect(Object.keys(DEFAULT_ORG_COLORS).sort()).toEqual([...ORG_COLOR_KEYS].sort());
  });
  it('merges a partial palette over defaults', () => {
    const { colors, issues } = mergeOrgColors({ 'general-brand': '#FF0000' });
    expect(colors['general-brand']).toBe('#ff0000');
    expect(colors['minor-info']).toBe(DEFAULT_ORG_COLORS['minor-info']);
    expect(issues).toEqual([]);
  });
  it('ignores and reports bad values and unknown keys', () => {
    const { colors, issues } = mergeOrgColors({ 'general-brand': 'not a colour', extra1: 42, nope: '#fff' });
    expect(colors['general-brand']).toBe(DEFAULT_ORG_COLORS['general-brand']);
    expect(colors.extra1).toBe(DEFAULT_ORG_COLORS.extra1);
    expect(issues.map((i) => [i.key, i.reason])).toEqual([
      ['general-brand', 'not-a-colour'],
      ['extra1', 'not-a-colour'],
      ['nope', 'unknown-key'],
    ]);
  });
  it.each([null, undefined, 'garbage{', '[1,2]', 7, ['#fff']])('never throws on %j', (input) => {
    expect(mergeOrgColors(input).colors).toEqual(DEFAULT_ORG_COLORS);
  });
  it('accepts a JSON string', () => {
    expect(mergeOrgColors('{"extra2":"#010203"}').colors.extra2).toBe('#010203');
  });
});

describe('derived semantic colours', () => {
  it.each(Object.entries(themePresets))('every rendered pair of the %s palette meets WCAG AA', (_name, palette) => {
    const report = contrastReport(palette);
    const failing = report.filter((r) => !r.passes);
    expect(failing).toEqual([]);
  });
  it.each(Object.entries(themePresets))('reports body and secondary text on every surface, tinted ones included, for the %s palette', (_name, palette) => {
    const pairs = contrastReport(palette).map((r) => r.pair);
    for (const surface of TEXT_SURFACES) {
      expect(pairs).toContain(`text on ${surface}`);
      expect(pairs).toContain(`textMuted on ${surface}`);
    }
    const s = deriveSemanticColors(palette);
    for (const surface of TEXT_SURFACES) expect(contrastRatio(s.textMuted, s[surface])).toBeGreaterThanOrEqual(4.5);
  });
  it('rescues the low-contrast brand: dark text on the pale brand fill', () => {
    const s = deriveSemanticColors(themePresets.lowContrast);
    expect(contrastRatio(s.onAccent, s.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(s.text, s.surface)).toBeGreaterThanOrEqual(4.5);
    const adjusted = contrastReport(themePresets.lowContrast).filter((r) => r.adjusted).map((r) => r.pair);
    expect(adjusted).toContain('text on surface');
  });
  it('names the palette key of each adjusted pair and how far its own colour fell short; the derived colour is the fix', () => {
    const report = contrastReport(themePresets.lowContrast);
    const text = report.find((r) => r.pair === 'text on surface')!;
    expect(text).toMatchObject({ key: 'general-contrast', adjusted: true, passes: true });
    expect(text.rawRatio).toBeLessThan(4.5);
    expect(text.rawRatio).toBeCloseTo(contrastRatio(themePresets.lowContrast['general-contrast'], text.background), 2);
    for (const row of report.filter((r) => r.adjusted)) expect(row.key, row.pair).not.toBeNull();
    // The app picks on-colours itself: they name no key and are never "adjusted".
    expect(report.find((r) => r.pair === 'onAccent on accent')).toMatchObject({ key: null, adjusted: false });
    // Setting each adjusted key to its derived colour leaves nothing to adjust.
    const fixed = { ...themePresets.lowContrast };
    for (const row of report.filter((r) => r.adjusted && r.key === 'general-contrast')) fixed['general-contrast'] = row.foreground;
    expect(contrastReport(fixed).filter((r) => r.key === 'general-contrast' && r.adjusted && r.pair.startsWith('text on surface'))).toEqual([]);
  });
  it('leaves a readable default palette untouched', () => {
    const s = deriveSemanticColors(DEFAULT_ORG_COLORS);
    expect(s.text).toBe(DEFAULT_ORG_COLORS['general-contrast']);
    expect(s.onAccent).toBe(DEFAULT_ORG_COLORS['general-negative']);
  });
});

describe('applyOrgTheme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    vi.restoreAllMocks();
  });
  it('writes the colours as CSS variables on the document root and switches live', () => {
    applyOrgTheme({ 'general-brand': '#123456' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--org-general-brand')).toBe('#123456');
    expect(style.getPropertyValue('--color-accent')).toBe('#123456');
    applyOrgTheme({ 'general-brand': '#ffe14d' });
    expect(style.getPropertyValue('--color-accent')).toBe('#ffe14d');
    expect(contrastRatio(style.getPropertyValue('--color-on-accent'), '#ffe14d')).toBeGreaterThanOrEqual(4.5);
  });
  it('warns about bad entries instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const applied = applyOrgTheme({ 'general-brand': 'rgb(nope)' });
    expect(applied.colors['general-brand']).toBe(DEFAULT_ORG_COLORS['general-brand']);
    expect(warn).toHaveBeenCalledOnce();
  });
  it('gives a server-rendered page the same variables as a style attribute', () => {
    const palette = { 'general-brand': '#7a1f5c', 'general-background': '#fbf7f2' };
    applyOrgTheme(palette);
    const style = document.documentElement.style;
    const inline = orgThemeInlineVars(palette);
    const names = Array.from({ length: style.length }, (_, i) => style.item(i));
    expect(Object.keys(inline).sort()).toEqual(names.sort());
    for (const name of names) expect(inline[name]).toBe(style.getPropertyValue(name));
    expect(inline['--org-general-brand']).toBe('#7a1f5c');
  });
});

describe('font fallbacks', () => {
  it('are named in the font stack right after Inter, in their order', () => {
    const stack = fontFamily.family.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));
    expect(stack.slice(0, 1 + fontFallbacks.length)).toEqual([INTER_FAMILY, ...fontFallbacks.map((f) => f.family)]);
  });
  it('stretch Arial (or Liberation Sans) and Roboto to Inter\'s metrics', () => {
    const [arialFace, robotoFace] = fontFallbacks;
    expect(arialFace?.src).toContain("local('Arial')");
    expect(arialFace?.src).toContain("local('Liberation Sans')");
    expect(arialFace?.boldSrc).toContain("local('Liberation Sans Bold')");
    expect(robotoFace?.src).toContain("local('Roboto");
    for (const face of fontFallbacks) {
      // Inter is wider and taller than both: its fallbacks are scaled up, never left at 100 %.
      expect(Number.parseFloat(face.sizeAdjust ?? '')).toBeGreaterThan(104);
      expect(Number.parseFloat(face.ascentOverride ?? '')).toBeGreaterThan(80);
      expect(face.descentOverride).toMatch(/%$/);
    }
  });
});
