import { z } from 'zod';
import { CodeChannel, OneTimeCode } from './auth.ts';
import { Id, SafeText, typeError } from './common.ts';

/** The product languages (SPEC §1, §9): ru is the default, en the second. */
export const Language = z.enum(['ru', 'en']);
export type Language = z.infer<typeof Language>;

/** One organization of the caller (SPEC §7 'GET user organizations': id, name, is_current). */
export const UserOrganization = z
  .object({ id: Id, name: z.string(), isCurrent: z.boolean() })
  .meta({ id: 'UserOrganization' });
export type UserOrganization = z.infer<typeof UserOrganization>;

/** GET /api/organizations/mine — the communities the caller is a member of, by name. */
export const UserOrganizationsResponse = z.object({ items: z.array(UserOrganization) });
export type UserOrganizationsResponse = z.infer<typeof UserOrganizationsResponse>;

/** POST /api/organizations/change — ask to switch to another community of the caller (SPEC §4 Organization change). */
export const ChangeOrganizationBody = z.object({ organizationId: Id });
export type ChangeOrganizationBody = z.infer<typeof ChangeOrganizationBody>;

/**
 * Reply of POST /api/organizations/change: `code_sent` — a one-time code went to `channel` and
 * lives `expiresIn` seconds; the form switches to the code input (SPEC §4).
 */
export const ChangeOrganizationResponse = z.object({
  status: z.literal('code_sent'),
  channel: CodeChannel,
  expiresIn: z.number().int().positive(),
});
export type ChangeOrganizationResponse = z.infer<typeof ChangeOrganizationResponse>;

/** POST /api/organizations/change/verify — confirm the switch with the code. */
export const ChangeOrganizationVerifyBody = z.object({ code: OneTimeCode });
export type ChangeOrganizationVerifyBody = z.infer<typeof ChangeOrganizationVerifyBody>;

/** Reply of the verify call: the organization that is now current. */
export const ChangeOrganizationVerifyResponse = z.object({ organizationId: Id });
export type ChangeOrganizationVerifyResponse = z.infer<typeof ChangeOrganizationVerifyResponse>;

/**
 * A market of the caller's organization that members can shop in (SPEC §7 'GET markets available';
 * docs/decisions/0046): `canAdminister` when the caller is one of its administrators or an
 * organization admin; `publicKey` (for the public link) only then; `publicPrices` whether the
 * public page shows prices.
 */
export const AvailableMarket = z
  .object({ id: Id, name: z.string(), canAdminister: z.boolean(), publicKey: z.string().nullable(), publicPrices: z.boolean() })
  .meta({ id: 'AvailableMarket' });
export type AvailableMarket = z.infer<typeof AvailableMarket>;

/** GET /api/markets/available — a non-empty list means markets exist (the sidebar shows 'market'). */
export const MarketsAvailableResponse = z.object({ items: z.array(AvailableMarket) });
export type MarketsAvailableResponse = z.infer<typeof MarketsAvailableResponse>;

/**
 * GET /api/profile/settings — the caller's settings (SPEC §7: the app reads `details.language`).
 * `emailOnThanks`: e-mail the member when they are thanked (when the server has an e-mail channel);
 * default true.
 */
export const ProfileSettings = z
  .object({ details: z.object({ language: Language, emailOnThanks: z.boolean() }) })
  .meta({ id: 'ProfileSettings' });
export type ProfileSettings = z.infer<typeof ProfileSettings>;

/** The e-mail opt-out in a request: a JSON boolean, never coerced (`"false"` is `validation.invalid`). */
const EmailOnThanks = z.boolean({ error: typeError('validation.invalid') });

/**
 * PUT /api/profile/settings — change the caller's settings; replies with the saved {@link ProfileSettings}.
 * `language` is required; `emailOnThanks` left out keeps its saved value.
 */
export const UpdateProfileSettingsBody = z.object({
  details: z.object({ language: Language, emailOnThanks: EmailOnThanks.optional() }),
});
export type UpdateProfileSettingsBody = z.infer<typeof UpdateProfileSettingsBody>;

/** PATCH /api/profile/settings — change only the settings given (each optional); replies with the saved {@link ProfileSettings}. */
export const PatchProfileSettingsBody = z.object({
  details: z.object({ language: Language.optional(), emailOnThanks: EmailOnThanks.optional() }),
});
export type PatchProfileSettingsBody = z.infer<typeof PatchProfileSettingsBody>;

/** POST /api/markets (admins) — open a market in the caller's organization. */
export const CreateMarketBody = z.object({
  name: SafeText(100),
});
export type CreateMarketBody = z.infer<typeof CreateMarketBody>;

/** POST /api/markets/close (admins) — close a market of the caller's organization. */
export const CloseMarketBody = z.object({ id: Id });
export type CloseMarketBody = z.infer<typeof CloseMarketBody>;
