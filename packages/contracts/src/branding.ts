import { z } from 'zod';
import { ImageId } from './media.ts';
import { ColorsJson } from './organization.ts';

/**
 * Branding of a community (SPEC §2 organization settings 'branding', §3 Colour keys, §5 logo size):
 * its 17 brand colours, its logo and its header logo. Admins change them; every member's app
 * applies them on its next request (GET /api/organization/settings carries `colorsJson` and `photo2`).
 */

/**
 * The 17 colour keys of `colors_json` (SPEC §3 Colour keys), the same list as `ORG_COLOR_KEYS` of
 * `@gratia/tokens` (a test keeps them equal).
 */
export const BRAND_COLOR_KEYS = [
  'extra1',
  'extra2',
  'general-brand',
  'general-brand-secondary',
  'general-negative',
  'minor-negative-secondary',
  'general-contrast',
  'general-contrast-secondary',
  'general-midpoint',
  'minor-success',
  'minor-success-secondary',
  'minor-error',
  'minor-error-secondary',
  'minor-warning',
  'minor-warning-secondary',
  'minor-info',
  'minor-info-secondary',
] as const;
/** One of {@link BRAND_COLOR_KEYS}. */
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];

/** The header logo must fit within this box, px (SPEC §5 "logo resolution must not exceed 166 × 35"). */
export const HEADER_LOGO_MAX_WIDTH = 166;
/** See {@link HEADER_LOGO_MAX_WIDTH}. */
export const HEADER_LOGO_MAX_HEIGHT = 35;

/** A colour as `#rrggbb` (stored lower-case); anything else is `validation.colour`. */
export const HexColour = z
  .string({ error: 'validation.colour' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.colour' })
  .transform((v) => v.toLowerCase());

/**
 * A palette as an admin saves it: any of the 17 keys, each `#rrggbb`; a key left out takes
 * Gratia's default. Unknown keys are refused (`validation.invalid` on the key).
 */
export const BrandColors = z.strictObject(
  Object.fromEntries(BRAND_COLOR_KEYS.map((key) => [key, HexColour.optional()])) as Record<BrandColorKey, z.ZodOptional<typeof HexColour>>,
  { error: 'validation.invalid' },
);
export type BrandColors = z.infer<typeof BrandColors>;

/**
 * GET /api/organization/branding — admins only: the saved palette (`colorsJson`, keys as saved),
 * the community logo `photo` (square, an image URL; null: none, initials are shown) and the header
 * logo `photo2` (within 166 × 35 px; null: the community name is shown).
 */
export const Branding = z
  .object({
    colorsJson: ColorsJson,
    photo: z.string().nullable(),
    photo2: z.string().nullable(),
  })
  .meta({ id: 'Branding' });
export type Branding = z.infer<typeof Branding>;

/**
 * PATCH /api/organization/branding — admins only; each field left out stays. `colors` replaces the
 * whole palette (null: back to Gratia's defaults). `photoId` is an image the caller uploaded with
 * `purpose=logo`, `photo2Id` one with `purpose=header_logo` (its size was checked at upload); null
 * removes that logo. Errors: VALIDATION_ERROR naming the field (a colour that is not `#rrggbb`:
 * `validation.colour`), IMAGE_NOT_FOUND (422; not such an upload of the caller in this community).
 */
export const UpdateBrandingBody = z.object({
  colors: BrandColors.nullable().optional(),
  photoId: ImageId.nullable().optional(),
  photo2Id: ImageId.nullable().optional(),
});
export type UpdateBrandingBody = z.input<typeof UpdateBrandingBody>;

/** Routes of the branding tab, spread into `routes`; `admin: true`: role 'A' of the current organization. */
export const brandingRoutes = {
  branding: { method: 'GET', path: '/organization/branding', auth: true, admin: true, response: Branding },
  updateBranding: { method: 'PATCH', path: '/organization/branding', auth: true, admin: true, body: UpdateBrandingBody, response: Branding },
} as const;
