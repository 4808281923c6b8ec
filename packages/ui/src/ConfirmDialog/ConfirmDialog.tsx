import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonTone } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Confirm button text; default "Да" / "Yes" (ui i18n). */
  confirmLabel?: ReactNode;
  /** Cancel button text; default "Отмена" / "Cancel" (ui i18n). */
  cancelLabel?: ReactNode;
  /**
   * Runs on confirm. If it returns a promise the confirm button shows a spinner, cancel and
   * Escape are blocked until it settles; on success the dialog closes, on rejection it stays
   * open (report the error yourself, e.g. with a toast).
   */
  onConfirm: () => void | Promise<void>;
  /** The confirm button's tone: `critical` for destructive answers (deleting, cancelling a transfer). Default `neutral`. */
  tone?: ButtonTone;
  /** Optional extra content under the description. */
  children?: ReactNode;
  /** The dialog panel (rendered only while open). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * "Are you sure?" — a modal `alertdialog` with cancel and confirm. Initial focus is on cancel
 * (the safe choice); Escape cancels; a click outside does nothing (an explicit answer is needed). Built on {@link Dialog}, so it portals and is themed.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'neutral',
  children,
  ref,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [isPending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleOpenChange = (open: boolean) => {
    if (!open && isPending) return;
    onOpenChange(open);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root isOpen={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Content
        ref={ref}
        role="alertdialog"
        showCloseButton={false}
        {...(description ? {} : { 'aria-describedby': undefined })}
        aria-busy={isPending || undefined}
        // An alert dialog needs an explicit answer: a stray click outside does not dismiss it.
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // Focus the safe action first.
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description && <Dialog.Description>{description}</Dialog.Description>}
        {children && <div className={styles.body}>{children}</div>}
        <Dialog.Actions>
          <Button variant="secondary" onPress={() => handleOpenChange(false)} isDisabled={isPending} ref={cancelRef}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button tone={tone} onPress={() => void confirm()} isLoading={isPending}>
            {confirmLabel ?? t('confirm.yes')}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
