import type { ImageRef, Sticker, StickerPack } from '@gratia/contracts';

/**
 * Images for stories and tests: inline SVG data URLs, so stories render them without a server.
 * Photos are landscape, portrait and square; stickers are 512 px squares with a transparent corner.
 */

const svg = (w: number, h: number, body: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);

function photo(id: string, w: number, h: number, from: string, to: string, sun: string): ImageRef {
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.7}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="${sun}"/>` +
    `<path d="M0 ${h * 0.75} L${w * 0.3} ${h * 0.5} L${w * 0.55} ${h * 0.7} L${w * 0.8} ${h * 0.45} L${w} ${h * 0.65} V${h} H0 Z" fill="#2f4f3a" opacity="0.85"/>`;
  const url = svg(w, h, body);
  return { id, url, thumbUrl: url, width: w, height: h };
}

/** Three photos: landscape 1600×1067, portrait 900×1200, square 1080×1080. */
export const photos: ImageRef[] = [
  photo('5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a01', 1600, 1067, '#8ec5ff', '#e0f0ff', '#ffd35c'),
  photo('5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a02', 900, 1200, '#ffb38a', '#ffe6d1', '#fff3b0'),
  photo('5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a03', 1080, 1080, '#b9a6ff', '#efe9ff', '#ffffff'),
];

function sticker(id: number, name: string, fill: string, label: string): Sticker {
  const body =
    `<circle cx="256" cy="256" r="230" fill="${fill}"/><circle cx="256" cy="256" r="190" fill="none" stroke="#ffffff" stroke-width="14" stroke-dasharray="28 18"/>` +
    `<text x="256" y="290" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="92" fill="#ffffff">${label}</text>`;
  const url = svg(512, 512, body);
  return { id, packId: 1, name, image: { id: `8a1f2c3d-0000-4000-8000-00000000000${id}`, url, thumbUrl: url, width: 512, height: 512 } };
}

/** The default pack's stickers. */
export const stickers: Sticker[] = [
  sticker(1, 'Спасибо!', '#e4572e', 'СПАСИБО'),
  sticker(2, 'Супер!', '#2e86ab', 'СУПЕР'),
  sticker(3, 'Браво!', '#7b2cbf', 'БРАВО'),
  sticker(4, 'Огонь!', '#f18f01', 'ОГОНЬ'),
];

/** One active pack with {@link stickers}, and an empty one. */
export const stickerPacks: StickerPack[] = [
  { id: 1, name: 'Базовый', isActive: true, stickers },
  { id: 2, name: 'Праздники', isActive: true, stickers: [] },
];
