/**
 * Metric-matched fallbacks of the app's font (no layout shift when Inter arrives): `@font-face`
 * rules that stretch a local system font (Arial — or Liberation Sans, its metric twin on Linux —,
 * then Roboto on Android) to Inter's size and vertical metrics with `size-adjust`,
 * `ascent-override`, `descent-override` and `line-gap-override`, computed at build by capsize's
 * `createFontStack` from the fonts' published metrics. `fontFamily.family` (scales.ts) names them
 * right after Inter; tokens.test.ts checks the names agree.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { globalFontFace } from '@vanilla-extract/css';
import { INTER_FAMILY } from './scales.ts';

/**
 * Local names of each fallback font, regular and bold (capsize names the regular face only): Linux
 * ships Liberation Sans, Arial's metric twin. A bold face of its own keeps bold text as wide as it
 * will be in Inter's semibold and bold.
 */
const LOCAL_NAMES: Record<string, { regular: string[]; bold: string[] }> = {
  Arial: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
  },
  Roboto: { regular: ['Roboto Regular', 'Roboto-Regular', 'Roboto'], bold: ['Roboto Bold', 'Roboto-Bold'] },
};

const local = (names: string[] = []) => names.map((name) => `local('${name}')`).join(', ');

/** One fallback face: its family name, local sources (regular, bold) and metric overrides (percentages). */
export interface FontFallback {
  family: string;
  src: string;
  boldSrc: string;
  sizeAdjust?: string;
  ascentOverride?: string;
  descentOverride?: string;
  lineGapOverride?: string;
}

/** The fallback faces: their family names (in stack order) and their `@font-face` descriptors. */
export const fontFallbacks: FontFallback[] = createFontStack([{ ...inter, familyName: INTER_FAMILY }, arial, roboto], {
  fontFaceFormat: 'styleObject',
}).fontFaces.map(({ '@font-face': { fontFamily, src, ...metrics } }, i) => {
  const names = LOCAL_NAMES[[arial, roboto][i]?.familyName ?? ''];
  return {
    family: fontFamily.replace(/^"|"$/g, ''),
    src: names ? local(names.regular) : src,
    boldSrc: names ? local(names.bold) : src,
    ...metrics,
  };
});

for (const { family, src, boldSrc, ...metrics } of fontFallbacks) {
  // Quoted: the name has spaces and a colon.
  globalFontFace(`"${family}"`, [
    { ...metrics, src, fontStyle: 'normal', fontWeight: '100 549', fontDisplay: 'swap' },
    { ...metrics, src: boldSrc, fontStyle: 'normal', fontWeight: '550 900', fontDisplay: 'swap' },
  ]);
}
