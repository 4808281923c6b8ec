import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key, type SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './DataTable.css.ts';

export type { SortDescriptor };

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  /** Stable id, also the `sortDescriptor.column`. */
  id: string;
  /** Header text (names the column for screen readers). */
  header: ReactNode;
  /** Cell content for a row. */
  render: (row: T) => ReactNode;
  /** The value to sort by; the column is sortable when given (or when `allowsSorting`). */
  sortValue?: (row: T) => string | number;
  /** Sortable even without `sortValue` (server-side sorting through `onSortChange`). */
  allowsSorting?: boolean;
  /** The column whose cell names the row (one per table; default the first column). */
  isRowHeader?: boolean;
  /** `end` for numbers (points, counts). Default `start`. */
  align?: 'start' | 'end';
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Accessible name of the table (e.g. the admin screen's title). */
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Stable row id (the record id). */
  getRowId: (row: T) => Key;
  /**
   * Controlled sort (server-side sorting): rows are shown in the given order and
   * `onSortChange` reports the user's choice. Omit both to sort locally by `sortValue`.
   */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Initial local sort. */
  defaultSortDescriptor?: SortDescriptor;
  /** Loading: a spinner instead of the empty state, or a bar over existing rows (refetch). */
  isLoading?: boolean;
  /** Shown when there are no rows and nothing is loading; default "Нет данных" / "No data". */
  emptyState?: ReactNode;
  /** Max height of the scroll box as a CSS length; the header row stays visible (sticky). */
  maxHeight?: string;
  className?: string;
  /** The table's root element. */
  ref?: Ref<HTMLDivElement>;
}

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  const path = direction === 'ascending' ? 'M4 10l4-4 4 4' : direction === 'descending' ? 'M4 6l4 4 4-4' : 'M5 6l3-3 3 3M5 10l3 3 3-3';
  return (
    <svg className={styles.sortIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * A data table for admin screens (members, transactions, orders …), on react-aria's `Table`:
 * grid semantics, arrow-key navigation between cells, column headers with `aria-sort` that sort
 * on click, Enter or Space. The header row is sticky inside the `maxHeight` scroll box.
 * Sorting is local by each column's `sortValue` (strings by the current locale's collation) or
 * controlled for server-side sorting. Empty and loading states are rendered in the body and
 * announced; a refetch over existing rows shows an indeterminate bar; the table's box is `aria-busy` meanwhile.
 */
export function DataTable<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  sortDescriptor,
  onSortChange,
  defaultSortDescriptor,
  isLoading = false,
  emptyState,
  maxHeight,
  className,
  ref,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation('ui');
  const [localSort, setLocalSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const isControlled = sortDescriptor !== undefined;
  const sort = isControlled ? sortDescriptor : localSort;

  const sortedRows = useMemo(() => {
    if (isControlled || !sort) return rows;
    const column = columns.find((c) => c.id === sort.column);
    if (!column?.sortValue) return rows;
    const collator = new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' });
    const value = column.sortValue;
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return order * sign;
    });
  }, [rows, columns, sort, isControlled, i18n.language]);

  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const items = sortedRows.map((row) => ({ id: getRowId(row), row }));

  return (
    <div ref={ref} className={clsx(styles.root, className)}>
      {isLoading && rows.length > 0 ? <ProgressBar isIndeterminate aria-label={t('dataTable.loading')} /> : null}
      <div className={styles.container} style={maxHeight ? { maxHeight } : undefined} aria-busy={isLoading || undefined}>
        <Table
          aria-label={ariaLabel}
          className={styles.table}
          sortDescriptor={sort}
          onSortChange={(next) => {
            if (!isControlled) setLocalSort(next);
            onSortChange?.(next);
          }}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader ?? (!hasRowHeader && column === columns[0])}
                allowsSorting={column.allowsSorting ?? column.sortValue != null}
                className={clsx(styles.column, column.align === 'end' && styles.alignEnd)}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.headerContent}>
                    {column.header}
                    {allowsSorting ? <SortIcon direction={sortDirection ?? undefined} /> : null}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns]}
            renderEmptyState={() => (
              <div className={styles.message} role={isLoading ? undefined : 'status'}>
                {isLoading ? (
                  <>
                    <Spinner size="sm" aria-label={t('dataTable.loading')} />
                    <span aria-hidden="true">{t('dataTable.loading')}</span>
                  </>
                ) : (
                  (emptyState ?? t('dataTable.empty'))
                )}
              </div>
            )}
          >
            {(item) => (
              <Row id={item.id} columns={columns} className={styles.row}>
                {(column) => (
                  <Cell className={clsx(styles.cell, column.align === 'end' && [styles.alignEnd, styles.numeric])}>{column.render(item.row)}</Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
