import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_KEYS } from '@gratia/contracts';
import { DEFAULT_ORG_COLORS, ORG_COLOR_KEYS, contrastReport, themePresets } from '@gratia/tokens';
import { BRANDING_PRESETS, COLOR_GROUPS, brandingChanges, contrastIssues, contrastSummary, draftOf, presetOf } from './branding.ts';

describe('colour keys', () => {
  it('the contract and the tokens know the same 17 keys, and the editor groups each once', () => {
    expect([...BRAND_COLOR_KEYS].sort()).toEqual([...ORG_COLOR_KEYS].sort());
    const grouped = COLOR_GROUPS.flatMap((g) => g.keys);
    expect([...grouped].sort()).toEqual([...ORG_COLOR_KEYS].sort());
  });
});

describe('brandingChanges', () => {
  const saved = { colorsJson: { 'general-brand': '#f15929' }, photo: '/api/images/a', photo2: null };
  it('sends nothing when nothing changed', () => {
    expect(brandingChanges(draftOf(saved), saved)).toEqual({});
  });
  it('sends the palette as its keys that differ from the defaults, null when none does', () => {
    const draft = draftOf(saved);
    draft.palette = { ...draft.palette, extra1: '#000000' };
    expect(brandingChanges(draft, saved)).toEqual({ colors: { 'general-brand': '#f15929', extra1: '#000000' } });
    draft.palette = { ...DEFAULT_ORG_COLORS };
    expect(brandingChanges(draft, saved)).toEqual({ colors: null });
  });
  it('sends a new logo by its upload id and a removed one as null', () => {
    const draft = { ...draftOf(saved), logo: null, headerLogo: { id: 'b1', url: '/api/images/b1' } };
    expect(brandingChanges(draft, saved)).toEqual({ photoId: null, photo2Id: 'b1' });
  });
});

describe('contrastIssues', () => {
  it("Gratia's palette: only its error red is darkened, for text on the light error fill; the fix clears it", () => {
    const issues = contrastIssues(DEFAULT_ORG_COLORS);
    expect(issues.map((i) => [i.key, i.worst.background])).toEqual([['minor-error', 'criticalSubtle']]);
    const summary = contrastSummary(DEFAULT_ORG_COLORS);
    expect(summary.passingAsSet).toBe(summary.pairs - issues[0]!.failing);
    expect(contrastIssues({ ...DEFAULT_ORG_COLORS, 'minor-error': issues[0]!.fix })).toEqual([]);
  });
  it("names the original product's grey secondary text, and its fix clears it", () => {
    const issues = contrastIssues(BRANDING_PRESETS.orange);
    const muted = issues.find((i) => i.key === 'general-contrast-secondary');
    expect(muted).toMatchObject({ colour: '#8a8a8e', worst: { required: 4.5 } });
    expect(muted!.worst.rawRatio).toBeLessThan(4.5);
    const fixed = { ...BRANDING_PRESETS.orange, 'general-contrast-secondary': muted!.fix };
    expect(contrastIssues(fixed).find((i) => i.key === 'general-contrast-secondary')).toBeUndefined();
  });
  it('the low-contrast brand fails on several keys, worst first; applying every fix leaves fewer', () => {
    const issues = contrastIssues(themePresets.lowContrast);
    expect(issues.map((i) => i.key)).toEqual(expect.arrayContaining(['general-contrast', 'general-contrast-secondary']));
    const ratios = issues.map((i) => i.worst.rawRatio / i.worst.required);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    const fixed = { ...themePresets.lowContrast };
    for (const issue of issues) fixed[issue.key] = issue.fix;
    expect(contrastIssues(fixed).length).toBeLessThan(issues.length);
    expect(contrastReport(fixed).every((r) => r.passes)).toBe(true);
  });
});

describe('presetOf', () => {
  it('recognises a preset and nothing else', () => {
    expect(presetOf(BRANDING_PRESETS.forest)).toBe('forest');
    expect(presetOf({ ...BRANDING_PRESETS.forest, extra1: '#000001' })).toBeNull();
  });
});
