import type { Sticker, StickerPack } from '@gratia/contracts';
import { stickers } from '../testing/media.ts';

/** Demo data of the thanks widgets for stories and tests. */

const moreNames = ['Ура!', 'Класс!', 'Вау!', 'Респект!'];

/**
 * Eight stickers, two rows of the picker's four columns: the four of the default pack, then four
 * more (new ids and names, the same pictures) so the arrow keys have a row to move up and down to.
 */
export const twoRowStickers: Sticker[] = [
  ...stickers,
  ...moreNames.map((name, i) => ({ ...stickers[i]!, id: 11 + i, name })),
];

/** The default pack with {@link twoRowStickers}, and an empty second pack (so the picker has tabs). */
export const twoRowStickerPacks: StickerPack[] = [
  { id: 1, name: 'Базовый', isActive: true, stickers: twoRowStickers },
  { id: 2, name: 'Праздники', isActive: true, stickers: [] },
];
