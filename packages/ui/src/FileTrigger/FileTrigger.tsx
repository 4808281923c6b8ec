import type { ReactNode, Ref } from 'react';
import { FileTrigger as AriaFileTrigger } from 'react-aria-components';

/** Props of {@link FileTrigger}. */
export interface FileTriggerProps {
  /**
   * MIME types (or extensions) the file dialog offers, e.g. `['image/jpeg', 'image/png']`. A hint to
   * the dialog only: check each file's type and size again before using it.
   */
  acceptedFileTypes?: readonly string[];
  /** Let the user pick several files at once. */
  allowsMultiple?: boolean;
  /** On phones, open the camera (`user`: front, `environment`: back) instead of the gallery. */
  defaultCamera?: 'user' | 'environment';
  /** Called with the chosen files, in the dialog's order; not called when the dialog is cancelled. */
  onSelect?: (files: File[]) => void;
  /** The pressable that opens the dialog: a ui `Button` or `IconButton`. */
  children: ReactNode;
  /** The hidden `<input type="file">`'s name. */
  name?: string;
  /** The hidden `<input type="file">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Opens the system file dialog from any design-system button (react-aria-components
 * `FileTrigger`): pressing the child (click, Enter, Space) clicks a hidden `<input type="file">`,
 * and `onSelect` gets the chosen files as an array. The button keeps its own name, focus ring and
 * disabled state. For a drop area with a preview use `ImagePicker`.
 */
export function FileTrigger({ onSelect, ...rest }: FileTriggerProps) {
  return (
    <AriaFileTrigger
      {...rest}
      onSelect={(list) => {
        if (list && list.length > 0) onSelect?.(Array.from(list));
      }}
    />
  );
}
