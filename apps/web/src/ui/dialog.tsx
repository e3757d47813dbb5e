import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { Button } from './button';
import './dialog.css';

/** The modal widths: xs 30rem, s 60rem, m 80vw (on tablets 30rem, 70vw, 90vw). */
export type DialogSize = 'xs' | 's' | 'm';

export type DialogProps = {
  title: string;
  /** Read out with the title when the dialog opens (aria-describedby). */
  description: ReactNode;
  children?: ReactNode;
  size?: DialogSize;
  /** The element that opens the dialog; focus goes back to it on close. */
  trigger?: ReactElement;
  /** Where focus goes on close when the dialog is opened by something other than `trigger`. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** What opens and closes a dialog that something other than its own trigger opens. */
export type DialogControlProps = Required<Pick<DialogProps, 'open' | 'onOpenChange' | 'returnFocusRef'>>;

/**
 * A modal dialog: focus moves in and is trapped, Escape and the Close button close it, and focus
 * returns to the trigger. Radix implements the WAI-ARIA dialog pattern; this fixes the frame.
 */
export function Dialog({
  title,
  description,
  children,
  size = 's',
  trigger,
  returnFocusRef,
  open,
  onOpenChange,
}: DialogProps) {
  const { messages } = useCatalogue();
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        {/* Not RadixDialog.Overlay: its scroll lock (react-remove-scroll) injects a <style> element,
            which the CSP (style-src 'self') blocks. dialog.css locks the scroll instead. */}
        <div className="dialog-overlay" />
        <RadixDialog.Content
          ref={content}
          className={`dialog dialog--${size}`}
          // Focus starts on the dialog itself, not its first link: a screen reader reads the title
          // and description first, and a long dialog opens at its top (WAI-ARIA APG, dialog pattern).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          {children && <div className="dialog__body">{children}</div>}
          <div className="dialog__actions">
            <RadixDialog.Close asChild>
              <Button variant="secondary">{messages.close}</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export type AlertDialogProps = {
  open: boolean;
  title: string;
  /** Read out with the title when the dialog opens (aria-describedby). */
  description: ReactNode;
  /** Escape: the same as the harmless answer. */
  onDismiss: () => void;
  /** The harmless answer, focused on open, so that Enter pressed by habit does no harm. */
  initialFocusRef: RefObject<HTMLButtonElement | null>;
  /** Where focus goes on close, if it is still in the page. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The answers: buttons. */
  children: ReactNode;
};

/**
 * A modal question that interrupts and must be answered (WAI-ARIA APG, alert dialog): focus starts
 * on the harmless answer, Escape means it, and a click outside does nothing, since it is no answer.
 */
export function AlertDialog({
  open,
  title,
  description,
  onDismiss,
  initialFocusRef,
  returnFocusRef,
  children,
}: AlertDialogProps) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <RadixDialog.Portal>
        {/* Not RadixDialog.Overlay: its scroll lock injects a <style> element, which the CSP
            (style-src 'self') refuses. dialog.css locks the scroll instead. */}
        <div className="dialog-overlay" />
        <RadixDialog.Content
          role="alertdialog"
          // An open modal is recognised by role="dialog" or by aria-modal (axe's aria-hidden-focus
          // rule among others): an alertdialog says it with aria-modal. The page behind is hidden.
          aria-modal="true"
          className="dialog dialog--xs"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            initialFocusRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          <div className="dialog__actions">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
