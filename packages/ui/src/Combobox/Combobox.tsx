import { useContext, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import {
  Button,
  ButtonContext,
  Collection,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { VisuallyHidden, mergeRefs } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { CheckIcon, ChevronIcon, FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import { Spinner } from '../Spinner/index.ts';
import { useAsyncOptions } from './useAsyncOptions.ts';
import * as styles from './Combobox.css.ts';

/** Props of {@link Combobox}. `T` is the option type (a person, a category …). */
export interface ComboboxProps<T> extends FieldBaseProps {
  /**
   * Loads the options for a query (`''` when the list is opened without typing). Called at most
   * once per `debounceMs` of typing; the signal aborts when a newer query starts or the field
   * unmounts. A rejected promise shows the error state with a Retry action.
   */
  loadItems: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** Stable unique key of an option. */
  getKey: (item: T) => string | number;
  /** Plain text of an option: shown in the input once chosen, and used for type-ahead. */
  getLabel: (item: T) => string;
  /**
   * Rich content of an option in the list (its accessible name); defaults to `getLabel(item)`.
   * With `getDescription` it stands above the description.
   */
  renderItem?: (item: T) => ReactNode;
  /**
   * A second, muted line under an option's label (a colleague's job title and division …), which
   * is also the option's accessible description (`aria-describedby`), its name staying the label;
   * null or empty for none.
   */
  getDescription?: (item: T) => string | null | undefined;
  /**
   * Decorative content at the start of an option, before its texts (a colleague's avatar): hidden
   * from assistive technology, so it adds nothing to the option's name.
   */
  renderStart?: (item: T) => ReactNode;
  /**
   * The heading of the group an option belongs to (e.g. 'Недавние' for suggestions), or null for
   * none. Consecutive options with the same heading form one group (a listbox section named by
   * its heading), so `loadItems` returns them in group order.
   */
  getSection?: (item: T) => string | null;
  /**
   * When the list opens by itself: `input` (default) as the user types; `focus` also as soon as
   * the field gets focus, showing what `loadItems('')` returns (suggestions) before anything is typed.
   */
  menuTrigger?: 'input' | 'focus';
  /** The chosen option (controlled); `null` when none. */
  selectedItem?: T | null;
  /** The initially chosen option (uncontrolled). */
  defaultSelectedItem?: T | null;
  /** Called with the chosen option, or `null` when the user types over or clears it. */
  onSelectionChange?: (item: T | null) => void;
  placeholder?: string;
  /** Text of the empty list; default `ui:combobox.empty` ('Ничего не найдено' / 'Nothing found'). */
  emptyMessage?: ReactNode;
  /** Typing pause before a search, ms; default 250. */
  debounceMs?: number;
  /** Submitted with a native form as the chosen option's key. */
  name?: string;
  autoFocus?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

const RETRY_KEY = '__gratia_combobox_retry__';

type Row<T> = { id: Key; item: T; rows?: undefined } | { id: typeof RETRY_KEY; item?: undefined; rows?: undefined };
/** A group of options under a heading (see `getSection`). */
type Section<T> = { id: string; title: string; rows: { id: Key; item: T }[]; item?: undefined };

/** Options in `getSection` groups: consecutive options with the same heading share a section; options without one stay loose. */
function groupRows<T>(rows: { id: Key; item: T }[], getSection: (item: T) => string | null): (Row<T> | Section<T>)[] {
  const entries: (Row<T> | Section<T>)[] = [];
  for (const row of rows) {
    const title = getSection(row.item);
    const last = entries[entries.length - 1];
    if (title === null) entries.push(row);
    else if (last?.rows && (last as Section<T>).title === title) last.rows.push(row);
    else entries.push({ id: `__gratia_combobox_section_${entries.length}__`, title, rows: [row] });
  }
  return entries;
}

/**
 * A text input that searches options asynchronously and lets the user pick one (thanks
 * recipient, people filters — SPEC §2). Behaviour from react-aria-components `ComboBox`.
 *
 * - Typing searches after `debounceMs` (250 ms); a newer query aborts the previous request.
 * - Opening the list with the button or Arrow Down (or focus, with `menuTrigger="focus"`) loads
 *   suggestions for `''` at once; `getSection` shows them under group headings. Once the user
 *   types, those are not kept while the search loads ("Loading…" instead).
 * - An option shows `renderStart` (decorative: an avatar), its label (`renderItem` or
 *   `getLabel`) and, from `getDescription`, a muted second line that is its accessible
 *   description; its accessible name stays the label.
 * - States: idle, loading (spinner in the field, "Loading…" in an empty list), empty
 *   (`emptyMessage`), error (a Retry option in the list and a Retry button under the field).
 *   Each is announced through a polite live region.
 * - Typing over a chosen option clears the selection (`onSelectionChange(null)`); leaving the
 *   field or Escape puts the chosen option's label back (or empties the input).
 * - Keyboard: Arrow Up/Down move, Enter chooses, Escape closes and reverts, Tab leaves.
 * - `errorMessage` is the form's validation message, not the load error.
 */
export function Combobox<T>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  loadItems,
  getKey,
  getLabel,
  renderItem,
  getDescription,
  renderStart,
  getSection,
  menuTrigger = 'input',
  selectedItem,
  defaultSelectedItem,
  onSelectionChange,
  placeholder,
  emptyMessage,
  debounceMs = 250,
  name,
  autoFocus,
  id,
  className,
  ref,
}: ComboboxProps<T>) {
  const { t } = useTranslation('ui');
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolledItem, setUncontrolledItem] = useState<T | null>(defaultSelectedItem ?? null);
  const selected = selectedItem === undefined ? uncontrolledItem : selectedItem;
  const setSelected = (next: T | null) => {
    if (selectedItem === undefined) setUncontrolledItem(next);
    onSelectionChange?.(next);
  };
  const selectedKey = selected == null ? null : getKey(selected);
  const [inputValue, setInputValue] = useState(() => (selected == null ? '' : getLabel(selected)));
  // The key the input text was last synchronised with; lets an outside change of the selection
  // rewrite the input while a selection cleared by typing keeps what was typed.
  const [syncedKey, setSyncedKey] = useState<Key | null>(selectedKey);
  if (selectedKey !== syncedKey) {
    setSyncedKey(selectedKey);
    setInputValue(selected == null ? '' : getLabel(selected));
  }

  const options = useAsyncOptions(loadItems, debounceMs);
  // The list for the empty input (suggestions, everyone) is not shown as if it matched what is typed.
  const shownItems = options.status === 'loading' && options.itemsQuery === '' && options.query !== '' ? [] : options.items;
  const optionRows = shownItems.map((item) => ({ id: getKey(item), item }));
  const rows: (Row<T> | Section<T>)[] =
    options.status === 'error' ? [{ id: RETRY_KEY }] : getSection ? groupRows(optionRows, getSection) : optionRows;
  const isLoading = options.status === 'loading';
  const empty = emptyMessage ?? t('combobox.empty');

  const queryForOpening = () => (selected != null && inputValue === getLabel(selected) ? '' : inputValue);

  const choose = (key: Key | null) => {
    if (key === RETRY_KEY) {
      options.retry();
      return;
    }
    if (key != null && key === selectedKey) {
      // Commit or blur with the same option: put its label back into the input.
      setInputValue(selected == null ? '' : getLabel(selected));
      return;
    }
    const next = key == null ? null : (options.items.find((item) => getKey(item) === key) ?? null);
    setSyncedKey(next == null ? null : getKey(next));
    setInputValue(next == null ? '' : getLabel(next));
    setSelected(next);
  };

  const type = (text: string) => {
    setInputValue(text);
    if (selected != null && text !== getLabel(selected)) {
      setSyncedKey(null);
      setSelected(null);
    }
    options.search(text);
  };

  const renderOption = (row: { id: Key; item: T }) => {
    const content = renderItem ? renderItem(row.item) : getLabel(row.item);
    const description = getDescription?.(row.item);
    return (
      <ListBoxItem id={row.id} textValue={getLabel(row.item)} className={fieldStyles.option}>
        {renderStart ? (
          <span aria-hidden="true" className={styles.optionStart}>
            {renderStart(row.item)}
          </span>
        ) : null}
        <span className={fieldStyles.optionTexts}>
          {content}
          {/*
           * The option's description (aria-describedby, which reads a hidden element it names), out
           * of its name: named from its content, the option would say both lines, and an
           * aria-labelledby name without the visible second line fails axe's
           * label-content-name-mismatch.
           */}
          {description ? (
            <Text slot="description" aria-hidden="true" className={styles.optionDescription}>
              {description}
            </Text>
          ) : null}
        </span>
        <CheckIcon className={fieldStyles.optionCheck} />
      </ListBoxItem>
    );
  };

  // Loading, empty and error are announced here; react-aria itself announces option counts.
  const announcement =
    options.status === 'loading'
      ? t('loading')
      : options.status === 'error'
        ? t('combobox.loadError')
        : options.status === 'success' && shownItems.length === 0
          ? empty
          : '';

  return (
    <AriaComboBox<Row<T> | Section<T>>
      {...fieldValidation(errorMessage)}
      id={id}
      items={rows}
      value={selectedKey}
      onChange={choose}
      inputValue={inputValue}
      onInputChange={type}
      onOpenChange={(isOpen, trigger) => {
        if (!isOpen || trigger === 'input') return;
        const query = queryForOpening();
        if (options.status === 'idle' || options.status === 'error' || options.query !== query) options.search(query, true);
      }}
      allowsEmptyCollection
      menuTrigger={menuTrigger}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      className={clsx(fieldStyles.root, className)}
      data-loading={isLoading || undefined}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.shell} role="presentation">
        <Input ref={mergeRefs(inputRef, ref)} className={fieldStyles.bareInput} placeholder={placeholder} />
        {isLoading ? <Spinner size="sm" className={styles.spinner} /> : null}
        <Button className={fieldStyles.shellButton} aria-label={t('combobox.showSuggestions')}>
          <ChevronIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      {options.status === 'error' ? <InlineRetry inputRef={inputRef} /> : null}
      {name ? <input type="hidden" name={name} value={selectedKey ?? ''} /> : null}
      {/* data-live-announcer keeps the region audible while react-aria hides the page behind the open list. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-live-announcer="true">
        {announcement}
      </VisuallyHidden>
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox<Row<T> | Section<T>>
          className={fieldStyles.listBox}
          renderEmptyState={() => (
            <div className={fieldStyles.listMessage}>
              {isLoading ? t('loading') : empty}
            </div>
          )}
        >
          {(entry) =>
            entry.rows ? (
              <ListBoxSection id={entry.id} className={styles.section}>
                <Header className={styles.sectionHeader}>{entry.title}</Header>
                <Collection items={entry.rows}>{(row) => renderOption(row)}</Collection>
              </ListBoxSection>
            ) : entry.item === undefined ? (
              <ListBoxItem id={RETRY_KEY} textValue={t('retry')} className={clsx(fieldStyles.option, styles.retryOption)}>
                <span className={styles.retryText}>{t('combobox.loadError')}</span>
                <span className={styles.retryAction}>{t('retry')}</span>
              </ListBoxItem>
            ) : (
              renderOption({ id: entry.id, item: entry.item })
            )
          }
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/**
 * The load error under the closed field: Retry refocuses the input and reopens the list, which
 * loads again for the current input text.
 */
function InlineRetry({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('ui');
  const state = useContext(ComboBoxStateContext);
  // While the list is open it offers its own Retry option, and react-aria hides the rest of the
  // page from screen readers, so this focusable button is rendered only when the list is closed.
  if (state?.isOpen) return null;
  // The Retry button must not pick up the props ComboBox gives its own (trigger) Button.
  return (
    <ButtonContext.Provider value={null}>
      <div className={styles.loadError}>
        <span>{t('combobox.loadError')}</span>
        <Button
          className={styles.retryButton}
          onPress={() => {
            inputRef.current?.focus();
            state?.open(null, 'manual');
          }}
        >
          {t('retry')}
        </Button>
      </div>
    </ButtonContext.Provider>
  );
}
