import './strings.ts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Division } from '@gratia/contracts';
import { GridList, GridListItem, Text, type Selection } from '@gratia/ui';
import { divisionTree } from '../people/index.ts';
import { NO_DIVISION } from './options.ts';
import * as css from './structure.css.ts';

/** Deepest indentation step of an option. */
const MAX_INDENT = 8;

/** Props of {@link DivisionPicker}. */
export interface DivisionPickerProps {
  /** The visible label; also the list's accessible name. */
  label: string;
  /** The first option (e.g. "Top level", "No division"): chosen as null. */
  noneLabel: string;
  divisions: readonly Division[];
  /** The chosen division; null for the first option. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** Divisions that cannot be chosen (a division and those under it, when moving it). */
  disabled?: ReadonlySet<number>;
  errorMessage?: string;
}

/**
 * A tree select shown in place, for dialogs (a popover list cannot be used inside a modal
 * dialog): a scrolling keyboard list (ui `GridList`: arrows move, Space or Enter chooses) of
 * `noneLabel` and every division indented under its parent; `disabled` ones are dimmed and
 * skipped. Used for a division's new parent and an employee's division (SPEC §2 'structure', §4 move).
 */
export function DivisionPicker({ label, noneLabel, divisions, value, onChange, disabled, errorMessage }: DivisionPickerProps) {
  const { i18n } = useTranslation('structure');
  const labelId = useId();
  const errorId = useId();
  const items = useMemo(
    () => [{ id: NO_DIVISION as string | number, name: noneLabel, depth: 0 }, ...divisionTree(divisions, i18n.language).map(({ division, depth }) => ({ id: division.id as string | number, name: division.name, depth }))],
    [divisions, noneLabel, i18n.language],
  );
  const choose = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    if (key !== undefined) onChange(typeof key === 'number' ? key : null);
  };
  return (
    <div className={css.picker}>
      <Text as="span" size="sm" weight="semibold" id={labelId}>
        {label}
      </Text>
      <GridList
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? errorId : undefined}
        className={css.pickerList}
        items={items}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value ?? NO_DIVISION]}
        onSelectionChange={choose}
        disabledKeys={disabled ? [...disabled] : undefined}
        escapeKeyBehavior="none"
      >
        {(item) => (
          <GridListItem id={item.id} textValue={item.name} className={css.pickerItem}>
            <span className={`${css.pickerText} ${css.depth[Math.min(item.depth, MAX_INDENT)]}`}>
              <Text as="span" size="sm" truncate>
                {item.name}
              </Text>
            </span>
          </GridListItem>
        )}
      </GridList>
      {errorMessage ? (
        <Text id={errorId} size="sm" tone="critical">
          {errorMessage}
        </Text>
      ) : null}
    </div>
  );
}
