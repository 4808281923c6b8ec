import { useSearchParams } from 'react-router-dom';
import type { HistoryFilter } from '@gratia/contracts';
import { HistoryView, ScreenGrid, type HistoryMode } from '@gratia/features';

const FILTERS: readonly HistoryFilter[] = ['all', 'received', 'sent'];

/**
 * /history (SPEC §2 History: all, received, sent; group by user; cancel transfer), a wide page:
 * the whole content column, so messages are not cut (my score is on /main and /new_transfer). The choices live in the URL: `?filter=received|sent` (default all),
 * `?view=groups` (default list), `?with=<user id>` (one colleague's movements).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('filter');
  const filter: HistoryFilter = FILTERS.find((f) => f === rawFilter) ?? 'all';
  const mode: HistoryMode = params.get('view') === 'groups' ? 'groups' : 'list';
  const withId = Number(params.get('with'));
  const counterpartId = Number.isSafeInteger(withId) && withId > 0 ? withId : undefined;

  const update = (next: { filter?: HistoryFilter; view?: HistoryMode; with?: number | undefined }) => {
    const merged = { filter, view: mode, with: counterpartId, ...next };
    const search = new URLSearchParams();
    if (merged.filter !== 'all') search.set('filter', merged.filter);
    if (merged.view !== 'list') search.set('view', merged.view);
    if (merged.with !== undefined) search.set('with', String(merged.with));
    setParams(search);
  };

  return (
    <ScreenGrid kind="wide">
      <HistoryView
        filter={filter}
        onFilterChange={(f) => update({ filter: f })}
        mode={mode}
        onModeChange={(v) => update({ view: v, with: undefined })}
        counterpartId={counterpartId}
        onCounterpartChange={(id) => update({ with: id })}
      />
    </ScreenGrid>
  );
}
