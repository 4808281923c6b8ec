import { z } from 'zod';
import { Id, IdParam, SafeText } from './common.ts';
import { ImageId, ImageRef } from './media.ts';

/** Max characters of a sticker pack or sticker name. */
export const STICKER_NAME_MAX_LENGTH = 60;

const StickerName = SafeText(STICKER_NAME_MAX_LENGTH);

/** A sticker as a thanks shows it (SPEC §3 stickers): its name is the image's text alternative. */
export const Sticker = z
  .object({ id: Id, packId: Id, name: z.string(), image: ImageRef })
  .meta({ id: 'Sticker' });
export type Sticker = z.infer<typeof Sticker>;

/** A sticker pack of the organization (SPEC §3 sticker packs). Inactive packs are hidden from members. */
export const StickerPack = z
  .object({ id: Id, name: z.string(), isActive: z.boolean(), stickers: z.array(Sticker) })
  .meta({ id: 'StickerPack' });
export type StickerPack = z.infer<typeof StickerPack>;

/**
 * GET /api/stickers/packs — members get the active packs with their active stickers; admins
 * (role 'A') with `all=true` get inactive ones too.
 */
export const StickerPacksQuery = z.object({ all: z.stringbool().default(false) });
export type StickerPacksQuery = z.infer<typeof StickerPacksQuery>;
export const StickerPacksResponse = z.object({ items: z.array(StickerPack) });
export type StickerPacksResponse = z.infer<typeof StickerPacksResponse>;

/** POST /api/stickers/packs (admin). */
export const CreateStickerPackBody = z.object({ name: StickerName });
export type CreateStickerPackBody = z.infer<typeof CreateStickerPackBody>;
/** PATCH /api/stickers/packs?id= (admin): rename, hide or show a pack. */
export const UpdateStickerPackBody = z.object({ name: StickerName.optional(), isActive: z.boolean().optional() });
export type UpdateStickerPackBody = z.infer<typeof UpdateStickerPackBody>;
/** `?id=` of a pack or sticker. */
export const StickerIdQuery = z.object({ id: IdParam });
export type StickerIdQuery = z.infer<typeof StickerIdQuery>;
/**
 * POST /api/stickers (admin): add a sticker to a pack from an image uploaded with
 * `purpose=sticker` by an admin of the same organization. Errors: NOT_FOUND (pack or image).
 */
export const CreateStickerBody = z.object({ packId: Id, name: StickerName, imageId: ImageId });
export type CreateStickerBody = z.infer<typeof CreateStickerBody>;
