import { MESSAGES } from '@portico/application';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import './dialog.css';

/** The modal widths of spec section 9: xs 30rem, s 60rem, m 80vw (on tablets 30rem, 70vw, 90vw). */
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
              <Button variant="secondary">{MESSAGES.close}</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
