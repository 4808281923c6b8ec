/** Routes of sticker packs (SPEC §3, §7 stickers; contracts `mediaRoutes`), scoped to the caller's organization. */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { isAdmin } from '../roles/index.ts';
import { listPacks } from './queries.ts';
import { createPack, createSticker, deletePack, deleteSticker, updatePack } from './service.ts';

type StickerRoute = 'stickerPacks' | 'createStickerPack' | 'updateStickerPack' | 'deleteStickerPack' | 'createSticker' | 'deleteSticker';

/**
 * GET /api/stickers/packs → the active packs; `all=true` adds the inactive ones for admins (role
 * 'A') and is ignored for other members (they get the active packs, not an error).
 * POST/PATCH/DELETE /api/stickers/packs and POST/DELETE /api/stickers are `admin: true` in the
 * table (the route table answers 403 FORBIDDEN for others). Errors: 404 NOT_FOUND for anything of another
 * organization or already deleted, 400 VALIDATION_ERROR for names.
 */
export function stickerHandlers(db: Db): Pick<Handlers, StickerRoute> {
  return {
    stickerPacks: async ({ auth, query }) => {
      const organizationId = requireOrg(auth);
      const includeInactive = query.all && (await isAdmin(db, auth.userId, organizationId));
      return { items: await listPacks(db, organizationId, includeInactive) };
    },
    createStickerPack: async ({ auth, body }) => createPack(db, requireOrg(auth), body.name),
    updateStickerPack: async ({ auth, query, body }) => updatePack(db, requireOrg(auth), query.id, body),
    deleteStickerPack: async ({ auth, query }) => deletePack(db, requireOrg(auth), query.id),
    createSticker: async ({ auth, body }) => createSticker(db, requireOrg(auth), body),
    deleteSticker: async ({ auth, query }) => deleteSticker(db, requireOrg(auth), query.id),
  };
}
