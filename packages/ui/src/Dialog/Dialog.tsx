import { useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../internal/icons.tsx';
import * as styles from './Dialog.css.ts';

/** Props of `Dialog.Root`: the open state, named as in every overlay of this package. */
export interface DialogRootProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new open state (Escape, outside click, `Dialog.Close`, `Dialog.Trigger`). */
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}

/** Holds the open state of one dialog; renders no element of its own. */
function Root({ isOpen, defaultOpen, onOpenChange, children }: DialogRootProps) {
  return (
    <RadixDialog.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}

/** Props of `Dialog.Content`. */
export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'asChild'> {
  children: ReactNode;
  /** Show the × button in the corner (labelled "Закрыть" / "Close"). Default true. */
  showCloseButton?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The panel: portalled to `body` with an overlay (the theme lives on `<html>`, so it applies here
 * too), focus trapped, Escape and an outside click close it, focus returns to the trigger.
 * Must contain a `Dialog.Title`; use `Dialog.Description` or `aria-describedby={undefined}`.
 */
function Content({ children, className, showCloseButton = true, onOpenAutoFocus, onCloseAutoFocus, ref, ...rest }: DialogContentProps) {
  const { t } = useTranslation('ui');
  // Radix returns focus only to a `Dialog.Trigger`; controlled dialogs opened from anywhere else
  // would drop focus on <body>. Remember what had focus on open and go back to it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...rest}
        ref={ref}
        className={clsx(styles.content, className)}
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const target = returnFocusTo.current;
          if (target?.isConnected) target.focus();
        }}
      >
        {children}
        {showCloseButton && (
          <RadixDialog.Close asChild>
            <IconButton aria-label={t('close')} icon={<CloseIcon />} size="sm" className={styles.closeCorner} />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

function Title({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixDialog.Title> & { ref?: Ref<HTMLHeadingElement> }) {
  return <RadixDialog.Title {...rest} className={clsx(styles.title, className)} />;
}

function Description({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixDialog.Description> & { ref?: Ref<HTMLParagraphElement> }) {
  return <RadixDialog.Description {...rest} className={clsx(styles.description, className)} />;
}

/** Footer row for the dialog's buttons (primary last). */
function Actions({ className, ...rest }: ComponentPropsWithoutRef<'div'> & { ref?: Ref<HTMLDivElement> }) {
  return <div {...rest} className={clsx(styles.actions, className)} />;
}

/**
 * A modal dialog as Radix compound parts:
 *
 * ```tsx
 * <Dialog.Root isOpen={open} onOpenChange={setOpen}>
 *   <Dialog.Trigger asChild><Button>Open</Button></Dialog.Trigger>
 *   <Dialog.Content>
 *     <Dialog.Title>…</Dialog.Title>
 *     <Dialog.Description>…</Dialog.Description>
 *     <Dialog.Actions><Dialog.Close asChild><Button variant="secondary">…</Button></Dialog.Close></Dialog.Actions>
 *   </Dialog.Content>
 * </Dialog.Root>
 * ```
 * `Root` is controlled (`isOpen`, `onOpenChange`) or uncontrolled (`defaultOpen`), like Popover,
 * Menu and ConfirmDialog.
 * `Trigger` and `Close` take `asChild` to wrap a `Button`.
 */
export const Dialog = {
  Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Title,
  Description,
  Close: RadixDialog.Close,
  Actions,
};
