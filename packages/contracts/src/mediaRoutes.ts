import { z } from 'zod';
import { CreateStickerBody, CreateStickerPackBody, Sticker, StickerIdQuery, StickerPack, StickerPacksQuery, StickerPacksResponse, UpdateStickerPackBody } from './stickers.ts';

/**
 * Sticker packs (SPEC §3 stickers and sticker packs, §7 stickers). Members read the active packs;
 * admins (role 'A', `admin: true`) manage them. A pack or sticker of another organization answers
 * 404 NOT_FOUND. Image upload (`POST /api/uploads/images`, multipart) and image download
 * (`GET /api/images/{id}`) are binary routes registered outside this table (see media.ts).
 */
export const mediaRoutes = {
  stickerPacks: { method: 'GET', path: '/stickers/packs', auth: true, query: StickerPacksQuery, response: StickerPacksResponse },
  createStickerPack: { method: 'POST', path: '/stickers/packs', auth: true, admin: true, body: CreateStickerPackBody, response: StickerPack },
  updateStickerPack: { method: 'PATCH', path: '/stickers/packs', auth: true, admin: true, query: StickerIdQuery, body: UpdateStickerPackBody, response: StickerPack },
  /** Deletes the pack from the picker; thanks that used its stickers keep showing them. */
  deleteStickerPack: { method: 'DELETE', path: '/stickers/packs', auth: true, admin: true, query: StickerIdQuery, response: z.object({ ok: z.literal(true) }) },
  createSticker: { method: 'POST', path: '/stickers', auth: true, admin: true, body: CreateStickerBody, response: Sticker },
  /** Deletes the sticker from its pack; thanks that used it keep showing it. */
  deleteSticker: { method: 'DELETE', path: '/stickers', auth: true, admin: true, query: StickerIdQuery, response: z.object({ ok: z.literal(true) }) },
} as const;
