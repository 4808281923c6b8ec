import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Stack, Text, type ButtonTone } from '@gratia/ui';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  title: string;
  /** Text under the title; without it the dialog has no description. */
  description?: ReactNode;
  /** Runs on submit (Enter or the submit button; not while `saving`); the dialog stays open until the host closes it. */
  onSubmit: () => void | Promise<void>;
  /** Closes the dialog (Escape, the backdrop, "Cancel"); ignored while `saving`. */
  onClose: () => void;
  /** True while the request runs: the submit button spins, the dialog does not close. */
  saving: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** A failure that belongs to no field, shown above the buttons as an alert (test id `<data-testid>-error`). */
  formError?: string | undefined;
  /** `critical` for a destructive action (fire). Default `neutral`. */
  submitTone?: ButtonTone;
  /** True while there is nothing to submit (e.g. an import preview with errors): the submit button is disabled. */
  submitDisabled?: boolean;
  /** The dialog's width class (e.g. the employee form's wide layout). */
  className?: string;
  /** Space between the fields. Default `md`. */
  gap?: 'md' | 'lg';
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A modal form of the admin screens (organization settings, global admin; ui `Dialog`): title, optional description, the
 * fields, a form-level error and Cancel / submit. Submitting never reloads the page; validation is
 * the host's (`noValidate`). `data-state` of the form: idle or saving.
 */
export function FormDialog({
  title,
  description,
  onSubmit,
  onClose,
  saving,
  submitLabel,
  cancelLabel,
  formError,
  submitTone = 'neutral',
  submitDisabled = false,
  className,
  gap = 'md',
  'data-testid': testId,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled && !saving) void onSubmit();
  };
  return (
    <Dialog.Root isOpen onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Content className={className} data-testid={testId} {...(description ? {} : { 'aria-describedby': undefined })}>
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        <form noValidate onSubmit={submit} aria-label={title} data-state={saving ? 'saving' : 'idle'}>
          <Stack gap={gap}>
            {children}
            {formError ? (
              <Text tone="critical" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
                {formError}
              </Text>
            ) : null}
            <Dialog.Actions>
              <Button variant="secondary" onPress={onClose} isDisabled={saving}>
                {cancelLabel}
              </Button>
              <Button type="submit" tone={submitTone} isLoading={saving} isDisabled={submitDisabled}>
                {submitLabel}
              </Button>
            </Dialog.Actions>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
