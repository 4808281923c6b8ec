import { useTranslation } from 'react-i18next';
import { Heading, Link, Stack } from '@gratia/ui';
import * as css from './LegalDocument.css.ts';

/** The legal documents of the product (SPEC §2 Footer), served as `/legal/{name}.pdf`. */
export type LegalDocumentName = 'terms_of_use' | 'privacy_policy';

/**
 * A legal PDF (SPEC §2 Footer: terms of use and privacy policy) inside the auth layout: its title,
 * the PDF embedded from `/legal/{name}.pdf` (where the browser shows no PDFs, a link to it
 * instead), a direct link that opens it in a new tab (`data-testid=legal-pdf-link`), and a link
 * back to sign-in.
 */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  const title = name === 'terms_of_use' ? t('terms') : t('privacy');
  const href = `/legal/${name}.pdf`;
  return (
    <Stack gap="md">
      <Heading level={1} size={3}>
        {title}
      </Heading>
      <object className={css.pdf} data={href} type="application/pdf" aria-label={title}>
        <Link href={href} target="_blank" rel="noreferrer">
          {t('open')}
        </Link>
      </object>
      <Link href={href} target="_blank" rel="noreferrer" data-testid="legal-pdf-link">
        {t('open')}
      </Link>
      <Link href="/login">{t('back')}</Link>
    </Stack>
  );
}
