import './topStrings.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Stack, Text } from '@gratia/ui';
import { formatDate } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useTopChallenges } from './top.ts';
import * as css from './TopChallenges.css.ts';

/**
 * The main page's top challenges (SPEC §1 main page 'top challenges'), in a `DataPanel`: up to
 * three running challenges taking reports, most participants first ({@link useTopChallenges}),
 * each a link to its page with its prize fund (points with the bonus name), participants and end
 * date; links to all challenges and to create one. `data-state` = loading | error | empty | ready.
 */
export function TopChallenges() {
  const { t } = useTranslation('challengesTop');
  const formatPoints = useFormatPoints();
  const { data, error, mutate } = useTopChallenges();
  const status = error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  return (
    <DataPanel
      title={t('title')}
      status={status}
      placeholders={[placeholderHeight.field, placeholderHeight.field, placeholderHeight.field]}
      error={{ title: t('error'), onRetry: () => mutate() }}
      empty={{ title: t('empty'), description: t('emptyDescription') }}
    >
      {data ? (
        <Stack gap="md">
          <ol className={css.list}>
            {data.items.map((challenge) => (
              <li key={challenge.id} className={css.item}>
                <Link to={`/challenge/${challenge.id}`} className={css.name}>
                  {challenge.name}
                </Link>
                <Text size="sm" tone="muted">
                  {t('line', { fund: formatPoints(challenge.fund), count: challenge.participantsCount, date: formatDate(challenge.endAt) })}
                </Text>
              </li>
            ))}
          </ol>
          <div className={css.links}>
            <Link to="/challenges" className={css.link}>
              {t('all')}
            </Link>
            <Link to="/challenges/new" className={css.link}>
              {t('create')}
            </Link>
          </div>
        </Stack>
      ) : null}
    </DataPanel>
  );
}
