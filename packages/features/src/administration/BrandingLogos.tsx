import './strings.ts';
import { useTranslation } from 'react-i18next';
import { HEADER_LOGO_MAX_HEIGHT, HEADER_LOGO_MAX_WIDTH, MAX_UPLOAD_BYTES } from '@gratia/contracts';
import { Heading, ImagePicker } from '@gratia/ui';
import { errorMessage } from '../errors/index.ts';
import type { BrandingDraft } from './branding.ts';
import { useLogoUpload } from './brandingHooks.ts';
import * as css from './branding.css.ts';

/** Changes the branding draft from its latest value. */
export type Update = (change: (draft: BrandingDraft) => BrandingDraft) => void;

/** Messages of the logo pickers: a refused upload or a logo the server did not accept on save. */
export interface LogoErrors {
  logo?: string | undefined;
  headerLogo?: string | undefined;
}

/**
 * The logos of the 'branding' tab (SPEC §5 logo size): the header logo (at most 166 × 35 px, checked
 * before uploading and by the server) and the community logo (square, stored ≤ 512 px). A chosen
 * file is uploaded at once (POST /api/uploads/images?purpose=header_logo | logo) and goes into the
 * draft as its upload id; the branding's save applies it. A lazily loaded part of {@link BrandingPanel}.
 */
export default function BrandingLogos({
  draft,
  update,
  errors,
  setErrors,
  level,
}: {
  draft: BrandingDraft;
  update: Update;
  errors: LogoErrors;
  setErrors: (errors: LogoErrors) => void;
  level: 3 | 4;
}) {
  const { t } = useTranslation('administration');
  const uploadLogo = useLogoUpload('logo');
  const uploadHeaderLogo = useLogoUpload('header_logo');
  const uploader = (slot: 'logo' | 'headerLogo') => async (file: File, onProgress: (fraction: number) => void) => {
    try {
      const image = await (slot === 'logo' ? uploadLogo : uploadHeaderLogo)(file, onProgress);
      update((d) => ({ ...d, [slot]: { id: image.id, url: image.url } }));
    } catch (error) {
      setErrors({ ...errors, [slot]: errorMessage(error, t) });
      throw error;
    }
  };
  return (
    <section className={css.group} aria-labelledby="branding-logos">
      <div className={css.groupHead}>
        <Heading level={level} size={4} id="branding-logos">
          {t('branding.logos.title')}
        </Heading>
      </div>
      <div className={css.logos}>
        <ImagePicker
          label={t('branding.logos.headerLogo')}
          description={t('branding.logos.headerLogoHint')}
          value={draft.headerLogo?.url ?? null}
          maxBytes={MAX_UPLOAD_BYTES}
          maxWidth={HEADER_LOGO_MAX_WIDTH}
          maxHeight={HEADER_LOGO_MAX_HEIGHT}
          onSelect={() => setErrors({ ...errors, headerLogo: undefined })}
          upload={uploader('headerLogo')}
          onRemove={() => update((d) => ({ ...d, headerLogo: null }))}
          errorMessage={errors.headerLogo}
        />
        <ImagePicker
          label={t('branding.logos.logo')}
          description={t('branding.logos.logoHint')}
          value={draft.logo?.url ?? null}
          maxBytes={MAX_UPLOAD_BYTES}
          onSelect={() => setErrors({ ...errors, logo: undefined })}
          upload={uploader('logo')}
          onRemove={() => update((d) => ({ ...d, logo: null }))}
          errorMessage={errors.logo}
        />
      </div>
    </section>
  );
}

