/**
 * Pictures of the demo seed, drawn as SVG and rendered by sharp (librsvg): eight stickers of the
 * default pack and ten "photos" (landscapes and abstract shapes). No text anywhere: fonts are not
 * guaranteed on a server. Everything is a pure function of its index, so the seed stays repeatable.
 */

/** A sticker of the default pack: its name (the image's text alternative) and its 512×512 SVG. */
export interface SeedSticker {
  name: string;
  svg: string;
}

const STICKER_SIZE = 512;
/** White outline that makes a shape read as a sticker on any background. */
const OUTLINE = 'stroke="#ffffff" stroke-width="18" stroke-linejoin="round" paint-order="stroke"';

const sticker = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${STICKER_SIZE}" height="${STICKER_SIZE}" viewBox="0 0 512 512">` +
  `<defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Five-pointed star polygon points around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** The eight stickers of the "Базовый" pack, in pack order. */
export const SEED_STICKERS: SeedSticker[] = [
  {
    name: 'Сердце',
    svg: sticker(
      linear('g', '#ff6b8b', '#e0245e'),
      `<path d="M256 452 C 120 350 40 270 40 180 C 40 112 92 64 156 64 C 200 64 236 88 256 124 C 276 88 312 64 356 64 C 420 64 472 112 472 180 C 472 270 392 350 256 452 Z" fill="url(#g)" ${OUTLINE}/>` +
        '<ellipse cx="150" cy="150" rx="44" ry="28" fill="#ffffff" opacity="0.35" transform="rotate(-35 150 150)"/>',
    ),
  },
  {
    name: 'Звезда',
    svg: sticker(
      linear('g', '#ffe259', '#ffa751'),
      `<polygon points="${starPoints(256, 270, 230, 100)}" fill="url(#g)" ${OUTLINE}/>` +
        `<polygon points="${starPoints(256, 270, 120, 52)}" fill="#ffffff" opacity="0.25"/>`,
    ),
  },
  {
    name: 'Класс',
    svg: sticker(
      linear('g', '#ffd27a', '#f5a623'),
      `<g ${OUTLINE}>` +
        '<rect x="60" y="220" width="90" height="230" rx="22" fill="#3b7dd8"/>' +
        '<path d="M170 230 L 250 90 C 262 66 300 70 304 100 C 308 130 296 170 286 200 L 420 200 C 452 200 470 230 462 260 L 430 410 C 424 436 402 452 376 452 L 170 452 Z" fill="url(#g)"/>' +
        '</g>' +
        '<path d="M330 260 H 440 M 330 320 H 430 M 330 380 H 420" stroke="#e08e0b" stroke-width="12" stroke-linecap="round"/>',
    ),
  },
  {
    name: 'Кубок',
    svg: sticker(
      linear('g', '#ffe08a', '#d4a017'),
      `<g ${OUTLINE} fill="url(#g)">` +
        '<path d="M120 90 C 40 90 40 230 150 240" fill="none" stroke-width="30" stroke="#d4a017"/>' +
        '<path d="M392 90 C 472 90 472 230 362 240" fill="none" stroke-width="30" stroke="#d4a017"/>' +
        '<path d="M130 60 H 382 V 170 C 382 250 330 300 256 300 C 182 300 130 250 130 170 Z"/>' +
        '<rect x="226" y="296" width="60" height="70"/>' +
        '<rect x="160" y="362" width="192" height="46" rx="10"/>' +
        '<rect x="130" y="404" width="252" height="56" rx="12" fill="#8b5a2b"/>' +
        '</g>' +
        `<polygon points="${starPoints(256, 172, 58, 24)}" fill="#ffffff" opacity="0.6"/>`,
    ),
  },
  {
    name: 'Ракета',
    svg: sticker(
      linear('g', '#f2f6fb', '#b8c7d9', false) + linear('f', '#ffd000', '#ff4d00'),
      `<g transform="rotate(40 256 256)" ${OUTLINE}>` +
        '<path d="M226 420 C 216 470 256 500 256 500 C 256 500 296 470 286 420 Z" fill="url(#f)"/>' +
        '<path d="M186 330 L 120 420 L 200 400 Z" fill="#e0245e"/>' +
        '<path d="M326 330 L 392 420 L 312 400 Z" fill="#e0245e"/>' +
        '<path d="M256 24 C 330 90 346 220 316 420 H 196 C 166 220 182 90 256 24 Z" fill="url(#g)"/>' +
        '<circle cx="256" cy="200" r="44" fill="#3b7dd8"/>' +
        '</g>',
    ),
  },
  {
    name: 'Огонь',
    svg: sticker(
      linear('g', '#ffb000', '#ff3d00') + linear('c', '#fff3a0', '#ffc400'),
      `<path d="M256 480 C 150 480 90 410 90 320 C 90 230 160 190 170 110 C 220 150 230 200 226 236 C 270 200 290 120 270 32 C 370 100 422 210 422 320 C 422 410 362 480 256 480 Z" fill="url(#g)" ${OUTLINE}/>` +
        '<path d="M256 462 C 200 462 168 424 168 376 C 168 326 210 304 220 260 C 250 290 256 320 252 344 C 280 326 296 300 298 270 C 336 310 344 346 344 380 C 344 428 310 462 256 462 Z" fill="url(#c)"/>',
    ),
  },
  {
    name: 'Медаль',
    svg: sticker(
      linear('g', '#ffe08a', '#e3a600'),
      `<g ${OUTLINE}>` +
        '<path d="M150 24 H 236 L 290 220 H 204 Z" fill="#3b7dd8"/>' +
        '<path d="M362 24 H 276 L 222 220 H 308 Z" fill="#e0245e"/>' +
        '<circle cx="256" cy="330" r="150" fill="url(#g)"/>' +
        '</g>' +
        '<circle cx="256" cy="330" r="112" fill="none" stroke="#c98a00" stroke-width="10"/>' +
        `<polygon points="${starPoints(256, 336, 80, 34)}" fill="#ffffff" opacity="0.75"/>`,
    ),
  },
  {
    name: 'Аплодисменты',
    svg: sticker(
      linear('g', '#ffd9a8', '#f0a860'),
      `<g ${OUTLINE} fill="url(#g)">` +
        '<rect x="150" y="150" width="130" height="290" rx="60" transform="rotate(-22 215 295)"/>' +
        '<rect x="232" y="150" width="130" height="290" rx="60" transform="rotate(22 297 295)"/>' +
        '</g>' +
        '<g stroke="#f5a623" stroke-width="16" stroke-linecap="round">' +
        '<path d="M120 110 L 90 70"/><path d="M256 90 V 40"/><path d="M392 110 L 422 70"/>' +
        '<path d="M80 200 L 40 190"/><path d="M432 200 L 472 190"/>' +
        '</g>',
    ),
  },
];

/** Colour schemes of the generated photos: sky top, sky bottom, sun, far, middle and near layers. */
const PALETTES: [string, string, string, string, string, string][] = [
  ['#1e3c72', '#f7b267', '#ffe29a', '#4b3f72', '#2a2d5c', '#16163f'],
  ['#74ebd5', '#acb6e5', '#fff6b7', '#6a8caf', '#3f6b8f', '#1f3b57'],
  ['#ff9a8b', '#ffd1a9', '#fff1c1', '#c06c84', '#6c5b7b', '#355c7d'],
  ['#0f2027', '#2c5364', '#f9f871', '#203a43', '#16323c', '#0b1a20'],
  ['#a1c4fd', '#c2e9fb', '#ffffff', '#7fa7c9', '#4e7a9f', '#2d5575'],
  ['#fbc2eb', '#a6c1ee', '#fff0f5', '#8e7cc3', '#5e4b8b', '#3b2a5e'],
  ['#f6d365', '#fda085', '#fff3b0', '#d1495b', '#8c2f39', '#461220'],
  ['#43cea2', '#185a9d', '#e0f7fa', '#2e8b57', '#1f6e43', '#0f3d25'],
  ['#ee9ca7', '#ffdde1', '#fffaf0', '#b5838d', '#6d6875', '#3d3a4b'],
  ['#c9d6ff', '#e2e2e2', '#fdfdfd', '#8fa3bf', '#5f7896', '#344a66'],
];

/** Number of generated photos. */
export const SEED_PHOTO_COUNT = PALETTES.length;

/** A hill/mountain ridge across the width as a closed path, from a smooth sum of sines. */
function ridge(width: number, height: number, base: number, amplitude: number, phase: number, sharp: boolean): string {
  const steps = 24;
  let d = `M0 ${height} `;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const t = (i / steps) * Math.PI * 2;
    const wave = Math.sin(t * 1.3 + phase) * 0.6 + Math.sin(t * 2.7 + phase * 1.7) * 0.3 + Math.sin(t * 5.1 + phase * 0.5) * 0.1;
    const y = base - amplitude * (sharp ? Math.abs(wave) * 1.4 : wave);
    d += `L${x.toFixed(0)} ${y.toFixed(0)} `;
  }
  return `${d}L${width} ${height} Z`;
}

/**
 * Photo `index` (0 ≤ index < {@link SEED_PHOTO_COUNT}) as SVG: even ones are landscapes (sky,
 * sun, three ridges, maybe a lake), odd ones abstract compositions of circles and waves. Sizes
 * alternate between landscape and portrait, 1200–1600 px on the longest side.
 */
export function seedPhotoSvg(index: number): string {
  const p = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  if (!p) throw new Error('no palette');
  const [skyTop, skyBottom, sun, far, mid, near] = p;
  const portrait = index % 3 === 2;
  const long = 1200 + ((index * 137) % 401);
  const width = portrait ? Math.round(long * 0.75) : long;
  const height = portrait ? long : Math.round(long * (index % 2 === 0 ? 0.66 : 0.75));
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="${sun}"/><stop offset="0.6" stop-color="${sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  if (index % 2 === 0) {
    const sunX = width * (0.25 + ((index * 0.17) % 0.5));
    body += `<circle cx="${sunX.toFixed(0)}" cy="${(height * 0.35).toFixed(0)}" r="${(height * 0.16).toFixed(0)}" fill="url(#sun)"/>`;
    body += `<path d="${ridge(width, height, height * 0.55, height * 0.18, index, true)}" fill="${far}" opacity="0.85"/>`;
    body += `<path d="${ridge(width, height, height * 0.68, height * 0.1, index + 2, false)}" fill="${mid}"/>`;
    if (index % 4 === 0) {
      body += `<rect y="${(height * 0.8).toFixed(0)}" width="${width}" height="${(height * 0.2).toFixed(0)}" fill="${skyBottom}" opacity="0.55"/>`;
      body += `<ellipse cx="${sunX.toFixed(0)}" cy="${(height * 0.86).toFixed(0)}" rx="${(height * 0.12).toFixed(0)}" ry="${(height * 0.02).toFixed(0)}" fill="${sun}" opacity="0.6"/>`;
    } else {
      body += `<path d="${ridge(width, height, height * 0.82, height * 0.06, index + 4, false)}" fill="${near}"/>`;
    }
  } else {
    for (let i = 0; i < 7; i++) {
      const colour = [far, mid, near, sun][i % 4];
      const cx = (width * ((i * 0.29 + index * 0.13) % 1)).toFixed(0);
      const cy = (height * ((i * 0.41 + index * 0.07) % 1)).toFixed(0);
      const r = (Math.min(width, height) * (0.12 + ((i * 7 + index) % 5) * 0.05)).toFixed(0);
      body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="${(0.45 + (i % 3) * 0.15).toFixed(2)}"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const y = height * (0.55 + i * 0.15);
      body += `<path d="${ridge(width, height, y, height * 0.05, index + i * 3, false)}" fill="${[far, mid, near][i]}" opacity="0.7"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}
