import { useCallback } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import { API_PREFIX, type Branding, type OrganizationSettings, type UpdateBrandingBody, type UploadedImage } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../api/index.ts';
import { organizationKeys } from '../organization/index.ts';

/** swr key (= API path) of the community's branding: GET /api/organization/branding (admins). */
export const brandingKey = apiPath('branding');

/**
 * The community's branding — SPEC §2 the 'branding' tab, §3 Colour keys: the saved palette
 * (`colorsJson`, keys as saved), the logo `photo` and the header logo `photo2` (image URLs or null).
 * GET /api/organization/branding (admins; FORBIDDEN otherwise).
 */
export function useBranding(): SWRResponse<Branding, ApiError> {
  return useApiGet<Branding>(brandingKey);
}

/**
 * Saves branding changes: PATCH /api/organization/branding with what changed (contracts
 * UpdateBrandingBody). The answer replaces the cached branding, and the organization settings every
 * member reads (`colorsJson`, `photo2`: the theme and the header logo) take it at once and are read
 * again — the admin's whole app shows the saved brand, every other member's on their next request.
 * Rejects with `ApiError` (VALIDATION_ERROR by field, IMAGE_NOT_FOUND, FORBIDDEN); nothing is saved then.
 */
export function useSaveBranding(): (changes: UpdateBrandingBody) => Promise<Branding> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (changes: UpdateBrandingBody) => {
      const saved = await client.fetch('updateBranding', { body: changes });
      await mutate(brandingKey, saved, { revalidate: false });
      void mutate<OrganizationSettings>(organizationKeys.settings, (current) => current && { ...current, colorsJson: saved.colorsJson, photo2: saved.photo2 }, {
        revalidate: true,
      });
      return saved;
    },
    [client, mutate],
  );
}

/**
 * Uploads a logo file: POST /api/uploads/images?purpose=logo (the community logo, stored ≤ 512 px)
 * or `header_logo` (the header logo, within 166 × 35 px, else 422 HEADER_LOGO_TOO_LARGE), with
 * progress as a fraction 0…1 of the bytes sent. Resolves with the stored image (its `id` goes into
 * the branding's `photoId` / `photo2Id`); rejects with `ApiError`.
 */
export function useLogoUpload(purpose: 'logo' | 'header_logo'): (file: File, onProgress: (fraction: number) => void) => Promise<UploadedImage> {
  const client = useApiClient();
  return useCallback(
    (file: File, onProgress: (fraction: number) => void) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return client.upload<UploadedImage>(`${API_PREFIX}/uploads/images?purpose=${purpose}`, body, { onProgress });
    },
    [client, purpose],
  );
}
