import type { Colleague, Sticker, StickerPack, UserSuggestion } from '@gratia/contracts';
import { colleagues } from '../testing/fixtures.ts';
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
 * recipients and a frequent one with photos (the frequent one with a very long name, job title and
 * division), then colleagues without photos (their initials show) — one with a job title only,
 * one with neither (her handle is her second line). Where each works is from
 * {@link colleagues}.
 */
export const recipientSuggestions: UserSuggestion[] = [
  { ...colleagues[1]!, photo: photos[0]!.thumbUrl, reason: 'recent' },
  { ...colleagues[2]!, photo: photos[1]!.thumbUrl, reason: 'recent' },
  { ...colleagues[3]!, photo: photos[2]!.thumbUrl, reason: 'frequent' },
  { id: 5, firstName: 'Пётр', surname: 'Соколов', nickname: 'petr', tgName: null, photo: null, jobTitle: 'Frontend-разработчик', division: null, reason: 'colleague' },
  { id: 6, firstName: 'Ольга', surname: 'Морозова', nickname: null, tgName: 'olga_m', photo: null, jobTitle: null, division: null, reason: 'colleague' },
];

/**
 * The same suggestions in a community that has set no job titles or divisions: each second line
 * is the colleague's handle, or nothing (Александра-Валентина has no handle either).
 */
export const recipientSuggestionsWithoutPositions: UserSuggestion[] = recipientSuggestions.map((s) => ({ ...s, jobTitle: null, division: null }));

/**
 * Two colleagues both called Анна Иванова (and a third Анна), as a search for "Анна Ив" answers:
 * only their job titles and divisions tell them apart.
 */
export const namesakes: Colleague[] = [
  { id: 21, firstName: 'Анна', surname: 'Иванова', nickname: null, tgName: 'anna_iv', photo: null, jobTitle: 'Продуктовый дизайнер', division: { id: 3, name: 'Продукт и дизайн' } },
  { id: 22, firstName: 'Анна', surname: 'Иванова', nickname: null, tgName: 'ivanova_a', photo: null, jobTitle: 'Бухгалтер', division: { id: 7, name: 'Финансы' } },
  { id: 23, firstName: 'Анна', surname: 'Ивлева', nickname: null, tgName: null, photo: null, jobTitle: null, division: { id: 6, name: 'HR' } },
];
