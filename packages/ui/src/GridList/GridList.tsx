import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  isTextDropItem,
  useDragAndDrop,
  type DragAndDropHooks,
  type DropItem,
  type Key,
  type Selection,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { UI_NAMESPACE } from '../i18n/index.ts';
import * as styles from './GridList.css.ts';

/** Selected keys of a {@link GridList}: a set of item ids, or `'all'`. */
export type { Selection, Key as GridListKey, DropItem };

/**
 * Drag and drop of a {@link GridList}'s items (react-aria's `useDragAndDrop`): reorder within a
 * list and move between lists, by mouse, touch and keyboard (Enter on an item's drag button starts
 * a drag; Tab and the arrows choose where; Enter drops), announced to screen readers. Pass its
 * `dragAndDropHooks` to the list and give draggable items a `<Button slot="drag">`.
 */
export { useDragAndDrop as useGridListDragAndDrop, isTextDropItem };

/** Props of {@link GridList}. One of `aria-label` / `aria-labelledby` is required (axe checks it). */
export interface GridListProps<T extends object> {
  /** Name of the list, e.g. 'Стикеры набора «Базовый»'. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /**
   * `stack` (default): one item a row, Up/Down move. `grid`: items wrap into columns, all four
   * arrow keys move (Left/Right along a row, Up/Down between rows).
   */
  layout?: 'grid' | 'stack';
  /** The items of a dynamic list; `children` then renders each one. */
  items?: Iterable<T>;
  /** A render function for `items`, or static {@link GridListItem}s. */
  children: ReactNode | ((item: T) => ReactNode);
  /** `none` (default), `single` or `multiple`. */
  selectionMode?: 'none' | 'single' | 'multiple';
  /**
   * `toggle` (default): click/Space adds or removes an item (checkbox-like). `replace`: a click
   * selects only that item and the arrow keys move the selection with the focus, as choosing one
   * picture in a picker.
   */
  selectionBehavior?: 'toggle' | 'replace';
  /** The selected item ids (controlled). */
  selectedKeys?: Iterable<Key> | 'all';
  /** The initially selected item ids (uncontrolled). */
  defaultSelectedKeys?: Iterable<Key> | 'all';
  /** Called with the new selection (a `Set` of ids, or `'all'`). */
  onSelectionChange?: (keys: Selection) => void;
  /** Keep at least one item selected. */
  disallowEmptySelection?: boolean;
  /** Ids of items that can't be focused, selected or acted on (or set `isDisabled` on the item). */
  disabledKeys?: Iterable<Key>;
  /** Called with an item's id when it is activated (Enter, or a click when nothing is selectable). */
  onAction?: (key: Key) => void;
  /**
   * Move focus into the list when it mounts: to its first selected item; with none, to the first
   * (`'first'`, or `true`: the list, which hands focus to its first item) or the last (`'last'`).
   */
  autoFocus?: boolean | 'first' | 'last';
  /**
   * What Escape does inside the list: `clearSelection` (default) empties the selection (unless
   * `disallowEmptySelection`) and stops the key there; `none` lets it through, e.g. to close the
   * popover the list sits in.
   */
  escapeKeyBehavior?: 'clearSelection' | 'none';
  /** Drag and drop of the items: the hooks of {@link useGridListDragAndDrop}. */
  dragAndDropHooks?: DragAndDropHooks;
  /** What an empty list shows; defaults to the muted 'Ничего нет' / 'Nothing here'. */
  renderEmptyState?: () => ReactNode;
  /** Extra class; it wins over the layout's own (e.g. a fixed column count). */
  className?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list or wrapping grid of items the keyboard moves through with arrow keys (one Tab stop, Home
 * and End, type-ahead by `textValue`) and that can be selected — one item (a sticker in the thanks
 * form, SPEC §1 Thanks) or several. react-aria-components `GridList` (`role="grid"`, items are
 * `row`s with `aria-selected`) with the design system's tokens; items may hold their own buttons
 * or links. Use {@link Select}/{@link RadioGroup} for a plain value out of text options, `Menu` for
 * commands, `DataTable` for columns.
 */
export function GridList<T extends object>({ layout = 'stack', className, renderEmptyState, ...rest }: GridListProps<T>) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <AriaGridList<T>
      {...rest}
      layout={layout}
      className={clsx(styles.list, layout === 'grid' ? styles.grid : styles.stack, className)}
      renderEmptyState={() => (renderEmptyState ? renderEmptyState() : t('gridList.empty'))}
    />
  );
}

/** Props of {@link GridListItem}. */
export interface GridListItemProps {
  /** The item's id (the key in `selectedKeys`, `disabledKeys`, `onAction`). */
  id?: Key;
  /** Plain text of the item for type-ahead and its accessible name when the content is an image with alt text or mixed. */
  textValue?: string;
  isDisabled?: boolean;
  /** Called when this item is activated. */
  onAction?: () => void;
  /** Makes the item a link (navigates through the app's `RouterProvider`). */
  href?: string;
  children: ReactNode;
  /** Extra class; it wins over the item's own padding, size and border. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One item of a {@link GridList}: a `row` that shows hover, press, selection (accent border and
 * tint), keyboard focus (the ring) and disabled state.
 */
export function GridListItem({ className, ...rest }: GridListItemProps) {
  return <AriaGridListItem {...rest} className={clsx(styles.item, className)} />;
}
