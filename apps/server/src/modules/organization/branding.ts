/**
 * Branding of a community (SPEC §2 organization settings 'branding', §3 Colour keys, §5 logo size):
 * the palette `colors_json` and the two logos, read and changed by its admins (the routes check the
 * role). Every member's app reads them with the organization settings on its next request.
 */
import { eq, sql } from 'drizzle-orm';
import { imageUrl, type Branding, type BrandColors } from '@gratia/contracts';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { organizations } from './schema.ts';

/** The branding of organization `organizationId` (404 NOT_FOUND when it does not exist). */
export async function getBranding(db: Executor, organizationId: number): Promise<Branding> {
  const [row] = await db
    .select({ colorsJson: organizations.colorsJson, photo: organizations.photo, photo2: organizations.photo2 })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  return { colorsJson: row.colorsJson, photo: row.photo, photo2: row.photo2 };
}

/**
 * The URL of logo upload `imageId` (`purpose` `logo` or `header_logo`) that `userId` made in
 * `organizationId`; 422 IMAGE_NOT_FOUND (`details.imageId`, `details.field`) otherwise — another
 * member's, another community's or another purpose's upload is never shown as a logo.
 */
async function claimLogo(db: Executor, organizationId: number, userId: number, imageId: string, purpose: 'logo' | 'header_logo', field: string): Promise<string> {
  const id = imageId.toLowerCase();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from images where id = ${id}::uuid and organization_id = ${organizationId} and owner_id = ${userId} and purpose = ${purpose}`,
  );
  if (rows.length === 0) throw new AppError('IMAGE_NOT_FOUND', 'The logo is not an upload of yours for this purpose', { details: { imageId: id, field } });
  return imageUrl(id);
}

/** What PATCH /api/organization/branding may change (contracts UpdateBrandingBody, parsed). */
export interface BrandingChange {
  colors?: BrandColors | null | undefined;
  photoId?: string | null | undefined;
  photo2Id?: string | null | undefined;
}

/**
 * Applies an admin's branding change and returns the branding: `colors` replaces the whole palette
 * (only the keys given are stored; null: Gratia's defaults), `photoId` / `photo2Id` set the logo
 * and the header logo to that upload of the caller (null removes it). Nothing is written when a
 * logo is refused (IMAGE_NOT_FOUND).
 */
export async function updateBranding(db: Db, caller: { organizationId: number; userId: number }, change: BrandingChange): Promise<Branding> {
  return withTxRetry(db, async (tx) => {
    const set: Partial<typeof organizations.$inferInsert> = {};
    if (change.colors !== undefined) {
      const palette: Record<string, string> = {};
      for (const [key, value] of Object.entries(change.colors ?? {})) if (typeof value === 'string') palette[key] = value;
      set.colorsJson = palette;
    }
    if (change.photoId !== undefined) set.photo = change.photoId === null ? null : await claimLogo(tx, caller.organizationId, caller.userId, change.photoId, 'logo', 'photoId');
    if (change.photo2Id !== undefined) {
      set.photo2 = change.photo2Id === null ? null : await claimLogo(tx, caller.organizationId, caller.userId, change.photo2Id, 'header_logo', 'photo2Id');
    }
    if (Object.keys(set).length > 0) await tx.update(organizations).set(set).where(eq(organizations.id, caller.organizationId));
    return getBranding(tx, caller.organizationId);
  });
}

/**
 * GET /api/organization/branding → Branding of the current organization; PATCH changes it (both
 * admins only, `admin: true` in the routes table; 403 FORBIDDEN otherwise). SPEC §2 'branding' tab.
 */
export function brandingHandlers(db: Db): Pick<Handlers, 'branding' | 'updateBranding'> {
  return {
    branding: async ({ auth }) => getBranding(db, requireOrg(auth)),
    updateBranding: async ({ auth, body }) => updateBranding(db, { organizationId: requireOrg(auth), userId: auth.userId }, body),
  };
}
