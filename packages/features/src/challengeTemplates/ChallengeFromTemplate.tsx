import './strings.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner, Stack, Text } from '@gratia/ui';
import { ChallengeForm } from '../challenges/index.ts';
import { useChallengeFromTemplate } from './hooks.ts';
import * as css from './TemplatesView.css.ts';

/** Props of {@link ChallengeFromTemplate}. */
export interface ChallengeFromTemplateProps {
  /** The template to start from (`?template=` of /challenges/new), or null for an empty form. */
  templateId: number | null;
  /** Level of the form's title: 1 on the screen. Default 2. */
  headingLevel?: 1 | 2;
}

/**
 * The new challenge form started from a template (SPEC §1 'templates'; DOMAIN §1.9 'starting from
 * a template prefills name, description, type, flags and the cover'; docs/decisions/0044): while
 * the template loads and its covers are copied as the member's own uploads, a spinner; then the
 * challenge wizard with the name, description, winner rule, settings and covers filled in — fund,
 * places, dates and sponsor blank (a stored draft of the form still wins, decision 0040). A cover
 * that could not be copied is left out with a notice; a template that cannot be read (deleted,
 * not visible, a chain template) leaves the form empty with a notice and a link to the templates.
 * Without a template, the plain form. `data-state` = loading | not-found | ready.
 */
export function ChallengeFromTemplate({ templateId, headingLevel = 2 }: ChallengeFromTemplateProps) {
  const { t } = useTranslation('challengeTemplates');
  const prefill = useChallengeFromTemplate(templateId);
  if (templateId === null) return <ChallengeForm headingLevel={headingLevel} />;
  if (prefill.status === 'loading') {
    return (
      <div role="status" aria-label={t('fromTemplate.loading')} data-state="loading" className={css.root}>
        <Stack gap="md" align="center">
          <Spinner size="lg" />
          <Text tone="muted">{t('fromTemplate.loading')}</Text>
        </Stack>
      </div>
    );
  }
  const notFound = prefill.status === 'error';
  return (
    <Stack gap="md" data-state={notFound ? 'not-found' : 'ready'}>
      {notFound ? (
        <Text role="alert" tone="critical" data-testid="template-not-found">
          {t('fromTemplate.notFound')}{' '}
          <Link to="/challenge_templates" className={css.backLink}>
            {t('fromTemplate.toTemplates')}
          </Link>
        </Text>
      ) : null}
      {prefill.coversFailed > 0 ? (
        <Text role="status" tone="muted" data-testid="template-covers-failed">
          {t('fromTemplate.coversFailed', { count: prefill.coversFailed })}
        </Text>
      ) : null}
      <ChallengeForm headingLevel={headingLevel} initialValues={prefill.values ?? undefined} />
    </Stack>
  );
}
