/**
 * Pictures of the demo market's offers, generated as SVG (no fonts, no files): a soft gradient and
 * a flat illustration of the offer's kind — a cup, a plate, a dumbbell, a yoga mat, a book, a
 * graduation cap, a T-shirt, a mug, a plane, a ticket, a laptop, headphones, a gift, a leaf. Square,
 * 1200 px, each kind in its own colours; `variant` shifts the hue so two offers of a kind differ.
 */

/** The kinds of picture an offer can have. */
export type OfferPictureKind =
  | 'coffee'
  | 'lunch'
  | 'fitness'
  | 'yoga'
  | 'book'
  | 'course'
  | 'tshirt'
  | 'mug'
  | 'travel'
  | 'ticket'
  | 'laptop'
  | 'headphones'
  | 'gift'
  | 'eco';

const PALETTES: Record<OfferPictureKind, [string, string, string, string]> = {
  coffee: ['#f6e7d8', '#e8c9a8', '#6f4e37', '#c08552'],
  lunch: ['#fff4e0', '#ffd8a8', '#e8590c', '#2b8a3e'],
  fitness: ['#e7f5ff', '#a5d8ff', '#1864ab', '#f03e3e'],
  yoga: ['#f3f0ff', '#d0bfff', '#6741d9', '#20c997'],
  book: ['#fff9db', '#ffe066', '#364fc7', '#e67700'],
  course: ['#e6fcf5', '#96f2d7', '#087f5b', '#212529'],
  tshirt: ['#fff0f6', '#fcc2d7', '#c2255c', '#ffffff'],
  mug: ['#f1f3f5', '#dee2e6', '#5f3dc4', '#fab005'],
  travel: ['#e3fafc', '#99e9f2', '#0b7285', '#ffffff'],
  ticket: ['#fff5f5', '#ffc9c9', '#c92a2a', '#ffd43b'],
  laptop: ['#edf2ff', '#bac8ff', '#343a40', '#748ffc'],
  headphones: ['#f8f0fc', '#eebefa', '#862e9c', '#343a40'],
  gift: ['#ebfbee', '#b2f2bb', '#2f9e44', '#f03e3e'],
  eco: ['#f4fce3', '#c0eb75', '#5c940d', '#8d6e63'],
};

/** The illustration of a kind on a 1200 × 1200 canvas, in colours `main` and `accent`. */
function illustration(kind: OfferPictureKind, main: string, accent: string): string {
  switch (kind) {
    case 'coffee':
      return `<path d="M380 480 h380 l-40 380 q-10 60 -70 60 h-160 q-60 0 -70 -60 z" fill="${main}"/><path d="M760 540 q120 0 120 100 t-140 110" fill="none" stroke="${main}" stroke-width="40"/><path d="M470 300 q-40 60 0 120 M570 280 q-40 70 0 140 M670 300 q-40 60 0 120" fill="none" stroke="${accent}" stroke-width="28" stroke-linecap="round"/><ellipse cx="570" cy="960" rx="300" ry="40" fill="${accent}" opacity="0.5"/>`;
    case 'lunch':
      return `<circle cx="600" cy="640" r="330" fill="#ffffff"/><circle cx="600" cy="640" r="250" fill="${main}" opacity="0.2"/><circle cx="520" cy="580" r="90" fill="${main}"/><rect x="600" y="620" width="170" height="120" rx="40" fill="${accent}"/><circle cx="560" cy="760" r="60" fill="${accent}" opacity="0.7"/><rect x="180" y="360" width="30" height="560" rx="15" fill="${main}"/><rect x="990" y="360" width="30" height="560" rx="15" fill="${main}"/>`;
    case 'fitness':
      return `<rect x="340" y="570" width="520" height="60" rx="30" fill="${main}"/><rect x="250" y="440" width="90" height="320" rx="30" fill="${accent}"/><rect x="860" y="440" width="90" height="320" rx="30" fill="${accent}"/><rect x="170" y="500" width="80" height="200" rx="26" fill="${main}"/><rect x="950" y="500" width="80" height="200" rx="26" fill="${main}"/>`;
    case 'yoga':
      return `<rect x="220" y="700" width="760" height="90" rx="45" fill="${main}"/><circle cx="600" cy="360" r="70" fill="${accent}"/><path d="M600 440 v180 M600 500 l-160 -70 M600 500 l160 -70 M600 620 l-150 80 M600 620 l150 80" stroke="${accent}" stroke-width="44" stroke-linecap="round" fill="none"/>`;
    case 'book':
      return `<path d="M230 360 q190 -60 370 40 v520 q-180 -100 -370 -40 z" fill="${main}"/><path d="M970 360 q-190 -60 -370 40 v520 q180 -100 370 -40 z" fill="${main}" opacity="0.8"/><path d="M300 470 q110 -30 220 20 M300 560 q110 -30 220 20 M680 490 q110 -50 220 -20 M680 580 q110 -50 220 -20" stroke="${accent}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
    case 'course':
      return `<path d="M600 300 l420 170 l-420 170 l-420 -170 z" fill="${accent}"/><path d="M360 560 v170 q240 120 480 0 v-170 l-240 100 z" fill="${main}"/><path d="M960 500 v240" stroke="${main}" stroke-width="24"/><circle cx="960" cy="760" r="34" fill="${main}"/>`;
    case 'tshirt':
      return `<path d="M420 290 l-230 120 l90 190 l90 -40 v380 h460 v-380 l90 40 l90 -190 l-230 -120 q-60 90 -180 90 q-120 0 -180 -90 z" fill="${main}"/><circle cx="600" cy="620" r="90" fill="${accent}" opacity="0.85"/>`;
    case 'mug':
      return `<rect x="330" y="380" width="420" height="500" rx="50" fill="${main}"/><path d="M750 480 h80 q100 0 100 120 t-100 120 h-80" fill="none" stroke="${main}" stroke-width="50"/><path d="M430 560 l60 60 l110 -120" stroke="${accent}" stroke-width="40" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'travel':
      return `<path d="M190 650 l820 -300 q60 -10 40 50 l-260 120 l-90 340 l-80 20 l-10 -300 l-220 80 l-40 110 l-60 10 l0 -140 z" fill="${main}"/><circle cx="300" cy="300" r="90" fill="${accent}" opacity="0.9"/>`;
    case 'ticket':
      return `<path d="M220 420 h760 v120 q-70 0 -70 60 t70 60 v120 h-760 v-120 q70 0 70 -60 t-70 -60 z" fill="${main}"/><path d="M720 440 v320" stroke="${accent}" stroke-width="16" stroke-dasharray="30 24"/><circle cx="470" cy="600" r="80" fill="${accent}"/>`;
    case 'laptop':
      return `<rect x="320" y="320" width="560" height="380" rx="30" fill="${main}"/><rect x="360" y="360" width="480" height="300" rx="12" fill="${accent}"/><path d="M220 740 h760 l-60 90 h-640 z" fill="${main}"/>`;
    case 'headphones':
      return `<path d="M300 700 v-120 q0 -300 300 -300 t300 300 v120" fill="none" stroke="${main}" stroke-width="60"/><rect x="250" y="620" width="130" height="250" rx="50" fill="${accent}"/><rect x="820" y="620" width="130" height="250" rx="50" fill="${accent}"/>`;
    case 'gift':
      return `<rect x="300" y="520" width="600" height="400" rx="24" fill="${main}"/><rect x="260" y="420" width="680" height="130" rx="24" fill="${main}" opacity="0.85"/><rect x="560" y="420" width="80" height="500" fill="${accent}"/><path d="M600 420 q-160 -200 -240 -60 q-40 80 240 60 q280 20 240 -60 q-80 -140 -240 60" fill="${accent}"/>`;
    case 'eco':
      return `<path d="M600 900 q-340 -120 -260 -440 q60 -200 420 -200 q40 420 -160 640" fill="${main}"/><path d="M600 900 q0 -300 160 -560" stroke="${accent}" stroke-width="30" fill="none" stroke-linecap="round"/>`;
  }
}

/** Rotates the hue of `#rrggbb` by `degrees` (a cheap variety between offers of one kind). */
function shift(hex: string, degrees: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  let [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0 || degrees === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + degrees + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** The SVG picture of an offer of `kind`; `variant` (0, 1, 2 …) shifts its colours. */
export function offerPictureSvg(kind: OfferPictureKind, variant = 0): string {
  const [top, bottom, main, accent] = PALETTES[kind].map((c) => shift(c, variant * 24)) as [string, string, string, string];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="1200" height="1200" fill="url(#bg)"/><circle cx="1020" cy="180" r="240" fill="#ffffff" opacity="0.25"/><circle cx="160" cy="1060" r="200" fill="#ffffff" opacity="0.2"/>` +
    illustration(kind, main, accent) +
    `</svg>`
  );
}
