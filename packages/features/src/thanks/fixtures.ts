import type { Sticker, StickerPack, UserSuggestion } from '@gratia/contracts';
import { users } from '../testing/fixtures.ts';
import { photos, stickers } from '../testing/media.ts';

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

/**
 * What GET /api/users/suggestions answers the fixtures' signed-in member (Анна, id 1): two recent
 * recipients and a frequent one with photos (the frequent one with a very long name), then
 * colleagues without photos (their initials show).
 */
export const recipientSuggestions: UserSuggestion[] = [
  { ...users[1]!, photo: photos[0]!.thumbUrl, reason: 'recent' },
  { ...users[2]!, photo: photos[1]!.thumbUrl, reason: 'recent' },
  { ...users[3]!, photo: photos[2]!.thumbUrl, reason: 'frequent' },
  { id: 5, firstName: 'Пётр', surname: 'Соколов', nickname: 'petr', tgName: null, photo: null, reason: 'colleague' },
  { id: 6, firstName: 'Ольга', surname: 'Морозова', nickname: null, tgName: 'olga_m', photo: null, reason: 'colleague' },
];
