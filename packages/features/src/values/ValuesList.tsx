import { useTranslation } from 'react-i18next';
import { Card, EmptyState, ErrorState, Heading, Skeleton, Stack, Text } from '@gratia/ui';
import { useValues } from '../api/hooks.ts';
import * as css from './ValuesList.css.ts';

/**
 * The company values (SPEC §2 Main page: community values), from {@link useValues}.
 * States: loading, error (retry), empty, list. `data-state` = loading | error | empty | ready.
 */
export function ValuesList() {
  const { t } = useTranslation('values');
  const { data, error, mutate } = useValues();
  const state = error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading'} aria-label={t('title')}>
      <Card>
        <Stack gap="md">
          <Heading level={2}>{t('title')}</Heading>
          {state === 'loading' && (
            <Stack gap="sm">
              <Skeleton height="4rem" />
              <Skeleton height="4rem" />
            </Stack>
          )}
          {state === 'error' && <ErrorState title={t('error')} onRetry={() => void mutate()} />}
          {state === 'empty' && <EmptyState title={t('empty')} description={t('emptyDescription')} />}
          {state === 'ready' && (
            <ul className={css.list}>
              {data?.items.map((value) => (
                <li key={value.id} className={css.item}>
                  <Text weight="semibold">{value.name}</Text>
                  {value.description && (
                    <Text tone="muted" size="sm">
                      {value.description}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
    </section>
  );
}
