import { useSearchParams } from 'react-router-dom';
import type { DirectoryStatusFilter } from '@gratia/contracts';
import { DIRECTORY_STATUSES, DirectoryView, ScreenGrid, settingsTabPath, useMe } from '@gratia/features';

/**
 * /employees (SPEC §1 participants directory, §2 'Participants list with status filter'), a wide
 * page. The choices live in the URL: `?q=` (the search), `?status=office,remotely` (any of the
 * statuses; `fired` for former employees), `?division=<id>` (with the divisions under it). An
 * admin (SPEC §6 role A) also gets the link to the structure settings.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const organizationId = me.data?.profile.organizationId;
  const isAdmin = me.data?.privileged.some((p) => p.role === 'A') ?? false;
  const q = params.get('q') ?? '';
  const rawStatuses = (params.get('status') ?? '').split(',');
  const statuses = DIRECTORY_STATUSES.filter((s) => rawStatuses.includes(s));
  const division = Number(params.get('division'));
  const divisionId = Number.isSafeInteger(division) && division > 0 ? division : undefined;

  const update = (next: { q?: string; statuses?: DirectoryStatusFilter[]; divisionId?: number | undefined }) => {
    const merged = { q, statuses, divisionId, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.statuses.length > 0) search.set('status', merged.statuses.join(','));
    if (merged.divisionId !== undefined) search.set('division', String(merged.divisionId));
    // Typing replaces the entry instead of adding one per search.
    setParams(search, { replace: next.q !== undefined });
  };

  return (
    <ScreenGrid kind="wide">
      <DirectoryView
        query={q}
        onQueryChange={(value) => update({ q: value })}
        statuses={statuses}
        onStatusesChange={(value) => update({ statuses: value })}
        divisionId={divisionId}
        onDivisionChange={(value) => update({ divisionId: value })}
        manageHref={isAdmin && organizationId != null ? settingsTabPath(organizationId, 'structure') : undefined}
      />
    </ScreenGrid>
  );
}
