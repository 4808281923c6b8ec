import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division } from '@gratia/contracts';
import { GridList, GridListItem, Text, type Selection } from '@gratia/ui';
import { divisionTree } from '../people/index.ts';
import * as css from './invites.css.ts';

/** The key of "no division" (a division's key is its id). */
const NONE = 'none';
/** Deepest indentation step. */
const MAX_DEPTH = 8;

/** Props of {@link DivisionList}. */
export interface DivisionListProps {
  label: string;
  /** A line under the label. */
  description: string;
  /** The first option, chosen as null. */
  noneLabel: string;
  divisions: readonly Division[];
  value: number | null;
  onChange: (id: number | null) => void;
  errorMessage?: string;
}

/**
 * The division a new invite link places people in, chosen in place — a popover list cannot be
 * used inside a modal dialog — from a scrolling keyboard list (ui `GridList`: arrows move, Space or
 * Enter chooses): `noneLabel`, then every division of the community indented under its parent
 * (siblings by name in the language).
 */
export function DivisionList({ label, description, noneLabel, divisions, value, onChange, errorMessage }: DivisionListProps) {
  const { i18n } = useTranslation('invites');
  const labelId = useId();
  const descriptionId = useId();
  const items = useMemo(
    () => [
      { id: NONE as string | number, name: noneLabel, depth: 0 },
      ...divisionTree(divisions, i18n.language).map(({ division, depth }) => ({ id: division.id as string | number, name: division.name, depth })),
    ],
    [divisions, noneLabel, i18n.language],
  );
  const choose = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    if (key !== undefined) onChange(typeof key === 'number' ? key : null);
  };
  return (
    <div className={css.divisionField}>
      <Text as="span" size="sm" weight="semibold" id={labelId}>
        {label}
      </Text>
      <GridList
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className={css.divisionList}
        items={items}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value ?? NONE]}
        onSelectionChange={choose}
        escapeKeyBehavior="none"
      >
        {(item) => (
          <GridListItem id={item.id} textValue={item.name} className={css.divisionOption}>
            <span className={css.indent[Math.min(item.depth, MAX_DEPTH)]}>
              <Text as="span" size="sm" truncate>
                {item.name}
              </Text>
            </span>
          </GridListItem>
        )}
      </GridList>
      <Text id={descriptionId} size="sm" tone={errorMessage ? 'critical' : 'muted'}>
        {errorMessage ?? description}
      </Text>
    </div>
  );
}
