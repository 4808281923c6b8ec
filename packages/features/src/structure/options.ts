import type { Division } from '@gratia/contracts';
import type { SelectItem } from '@gratia/ui';
import { divisionTree } from '../people/index.ts';

/** The Select key of "no division" / "top level" (a division id is a number). */
export const NO_DIVISION = 'none';

/**
 * Options of a tree select of divisions (siblings by name in the language `lng`): `first` (e.g. "Top level", key {@link NO_DIVISION}),
 * then every division in tree order, indented by depth; the ids in `disabled` cannot be chosen.
 */
export function divisionOptions(items: readonly Division[], lng: string, first: string, disabled: ReadonlySet<number> = new Set()): SelectItem[] {
  return [
    { id: NO_DIVISION, label: first },
    ...divisionTree(items, lng).map(({ division, depth }) => ({ id: division.id, label: division.name, depth, isDisabled: disabled.has(division.id) })),
  ];
}

/** The division `id` and every division under it (what a division cannot be moved into). */
export function subtreeOf(items: readonly Division[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of items) {
      if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** A Select key back as a division id: null for {@link NO_DIVISION}. */
export function divisionIdOf(key: string | number | null): number | null {
  return typeof key === 'number' ? key : null;
}

/** Today as `YYYY-MM-DD` in the viewer's zone, from `now` (ms since the epoch). */
export function isoDay(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
