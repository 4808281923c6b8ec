import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as css from './Drawer.css.ts';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The panel's title (its accessible name). */
  title: ReactNode;
  /** A sentence under the title (its accessible description). */
  description?: ReactNode;
  /** The scrolling content. */
  children: ReactNode;
  /** What stays in view at the bottom (totals, buttons). */
  footer?: ReactNode;
  /** `data-testid` of the panel. */
  testId?: string;
}

/** What can take the keyboard's focus. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A drawer: a side panel over the page (the market's cart and filters, DOMAIN §2.1). It is the
 * `Dialog` — modal, focus trapped, Escape and an outside click close it, focus back where it was,
 * the × in the corner; focus starts on the first control — placed at the screen's inline end at
 * full height on tablets and desktops (`size.dialogWidth` wide) and as a sheet from the bottom edge
 * on phones (at most 90 % of the screen's height). The body — a focusable region named by the
 * title — scrolls; the title and `footer` stay in view. Controlled: `isOpen`, `onOpenChange`.
 */
export function Drawer({ isOpen, onOpenChange, title, description, children, footer, testId }: DrawerProps) {
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        className={css.panel}
        data-testid={testId}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          // Focus starts on the first control of the content (not on the scroll region around it).
          event.preventDefault();
          const first = body.current?.querySelector<HTMLElement>(FOCUSABLE);
          (first ?? body.current)?.focus();
        }}
      >
        <Dialog.Title>
          <span id={titleId}>{title}</span>
        </Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        {/* A named, focusable scroll region: the keyboard scrolls it even where nothing in it takes focus. */}
        <div ref={body} className={css.body} role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </div>
        {footer ? <div className={css.footer}>{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
