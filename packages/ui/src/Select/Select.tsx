import type { Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { CheckIcon, ChevronIcon, FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

/** One option of a {@link Select}. */
export interface SelectItem {
  id: string | number;
  label: string;
  /** A second, muted line under the label (also the option's accessible description). */
  description?: string;
  /**
   * What the closed trigger shows on phones (< 768 px) when this option is chosen, e.g. 'RU' for
   * 'Русский'; the options keep `label`, and the accessible name has both.
   */
  shortLabel?: string;
  /**
   * Level of the option in a tree (a division under a division): 0 or absent at the top, each
   * level indented one step in the list; the chosen value in the trigger is not indented.
   */
  depth?: number;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends FieldBaseProps {
  items: readonly SelectItem[];
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey?: string | number | null;
  /** The initially chosen id (uncontrolled). */
  defaultSelectedKey?: string | number | null;
  /** Called with the chosen id. */
  onSelectionChange?: (key: string | number | null) => void;
  /** Shown while nothing is chosen; default `ui:select.placeholder` ('Выберите…' / 'Select…'). */
  placeholder?: string;
  /** Submitted with a native form as the chosen id. */
  name?: string;
  autoFocus?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the trigger `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Choose one of a short, known list (language ru/en, status filters, categories — SPEC §2).
 * react-aria-components `Select`: a button that opens a `ListBox` in a `Popover`; Enter, Space
 * or Arrow Up/Down open it, arrows move, Enter chooses, Escape closes, typing jumps to a label;
 * the label and help texts are wired as in every field (`aria-describedby`, `data-invalid`).
 * For long or server-searched lists use `Combobox`.
 */
export function Select({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  className,
  ref,
  ...rest
}: SelectProps) {
  const { t } = useTranslation('ui');
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaSelect<SelectItem>
      {...rest}
      {...fieldValidation(errorMessage)}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key: Key | null) => onSelectionChange?.(key)}
      placeholder={placeholder ?? t('select.placeholder')}
      disabledKeys={disabledKeys}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={clsx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Button ref={ref} className={clsx(fieldStyles.shell, styles.trigger)}>
        <SelectValue<SelectItem> className={styles.value}>
          {({ isPlaceholder, selectedText, selectedItems, defaultChildren }) => {
            if (isPlaceholder) return defaultChildren;
            const short = selectedItems[0]?.shortLabel;
            if (!short) return selectedText;
            // On phones the short text shows; the full one stays in the accessible name too.
            return (
              <>
                <span className={styles.fullValue}>{selectedText}</span>{' '}
                <span className={styles.shortValue}>
                  {short}
                </span>
              </>
            );
          }}
        </SelectValue>
        <span className={styles.chevron}>
          <ChevronIcon />
        </span>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox<SelectItem> items={items} className={fieldStyles.listBox}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className={clsx(fieldStyles.option, item.depth ? styles.nested : undefined)}
              style={item.depth ? assignInlineVars({ [styles.depthVar]: String(item.depth) }) : undefined}
            >
              <span className={fieldStyles.optionTexts}>
                <Text slot="label">{item.label}</Text>
                {item.description ? (
                  <Text slot="description" className={fieldStyles.optionDescription}>
                    {item.description}
                  </Text>
                ) : null}
              </span>
              <CheckIcon className={fieldStyles.optionCheck} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
