/**
 * Colour arithmetic for the runtime theme: parsing, WCAG 2.x relative luminance and contrast,
 * mixing. Pure functions on `#rrggbb` strings; no DOM.
 */

/** An sRGB colour with channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb` (the `#` is optional). Returns null for anything else. */
export function parseHex(input: string): Rgb | null {
  const m = HEX.exec(input.trim());
  if (!m) return null;
  let hex = m[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** Formats a colour as lowercase `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  const h = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Normalizes any accepted hex form to `#rrggbb`, or null when it is not a colour. */
export function normalizeHex(input: string): string | null {
  const rgb = parseHex(input);
  return rgb ? toHex(rgb) : null;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a colour: ${hex}`);
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG 2.x contrast ratio of two colours, 1 … 21. Order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `a` towards `b`; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) throw new Error(`Not a colour: ${x ? b : a}`);
  const t = Math.min(1, Math.max(0, amount));
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** `#rrggbb` plus an alpha 0–1 as an `rgb()` string for overlays. */
export function withAlpha(hex: string, alpha: number): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a colour: ${hex}`);
  return `rgb(${rgb.r} ${rgb.g} ${rgb.b} / ${alpha})`;
}

/** Minimum contrast ratios of WCAG 2.x level AA. */
export const WCAG_AA = { text: 4.5, largeText: 3, ui: 3 } as const;

/**
 * Returns the candidate with the highest contrast against `background`; the first one that
 * reaches `min` wins so a brand's own colours are preferred over plain black or white.
 */
export function pickReadable(background: string, candidates: readonly string[], min: number = WCAG_AA.text): string {
  let best = candidates[0] ?? '#000000';
  let bestRatio = 0;
  for (const c of candidates) {
    const r = contrastRatio(c, background);
    if (r >= min) return c;
    if (r > bestRatio) {
      best = c;
      bestRatio = r;
    }
  }
  return best;
}

/**
 * Moves `foreground` towards black or white (whichever the background allows) in small steps
 * until its contrast against `background` reaches `min`. Keeps the hue as long as possible.
 */
export function ensureContrast(foreground: string, background: string, min: number = WCAG_AA.text): string {
  if (contrastRatio(foreground, background) >= min) return foreground;
  const target = luminance(background) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(foreground, target, step / 20);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return target;
}
