import { useTranslation } from 'react-i18next';
import { Box, Text } from '@gratia/ui';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useValues } from './hooks.ts';
import * as css from './ValuesList.css.ts';

/**
 * The company values (SPEC §2 Main page: community values), from {@link useValues}, in a
 * {@link DataPanel}: loading, error (retry), empty, or a grid of tiles (name and description).
 * `data-state` = loading | error | empty | ready.
 */
export function ValuesList() {
  const { t } = useTranslation('values');
  const { data, error, mutate } = useValues();
  const status = error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  return (
    <DataPanel
      title={t('title')}
      status={status}
      placeholders={[placeholderHeight.tile, placeholderHeight.tile]}
      error={{ title: t('error'), onRetry: () => void mutate() }}
      empty={{ title: t('empty'), description: t('emptyDescription') }}
    >
      <Box as="ul" display="grid" gap="md" className={css.list}>
        {data?.items.map((value) => (
          <Box as="li" key={value.id} display="flex" flexDirection="column" gap="xs" padding="md" borderRadius="md" background="surfaceRaised" className={css.item}>
            <Text weight="semibold">{value.name}</Text>
            {value.description && (
              <Text tone="muted" size="sm">
                {value.description}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </DataPanel>
  );
}
