import { useTranslation } from 'react-i18next';
import { Heading, Link, Stack } from '@gratia/ui';
import { vars } from '@gratia/tokens';

const pdfStyle = {
  width: '100%',
  height: '60vh',
  border: `thin solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

/**
 * A legal PDF (SPEC §2 Footer: terms and privacy policy) inside the auth layout: its title, the
 * PDF embedded from /legal/{name}.pdf, a direct link to open it, and a link back to sign-in.
 */
export function LegalDocument({ name }: { name: 'terms_of_use' | 'privacy_policy' }) {
  const { t } = useTranslation('shell');
  const title = name === 'terms_of_use' ? t('legal.terms') : t('legal.privacy');
  const href = `/legal/${name}.pdf`;
  return (
    <Stack gap="md">
      <Heading level={1} size={3}>
        {title}
      </Heading>
      <object style={pdfStyle} data={href} type="application/pdf" aria-label={title}>
        <a href={href}>{t('legal.open')}</a>
      </object>
      <a href={href} target="_blank" rel="noreferrer" data-testid="legal-pdf-link">
        {t('legal.open')}
      </a>
      <Link href="/login">{t('legal.back')}</Link>
    </Stack>
  );
}
