/** Sticker packs and stickers of an organization (SPEC §3 stickers and sticker packs, §7 stickers). */
export { stickerHandlers } from './routes.ts';
export * from './schema.ts';
