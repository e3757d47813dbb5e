import { MESSAGES } from '@portico/application';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../ui/button';
import '../ui/dialog.css';

export type InactivityDialogProps = {
  open: boolean;
  onContinue: () => void;
  onLogOut: () => void;
};

/**
 * The 'Still working?' warning (spec section 4), a minute before the inactivity logout. It is an
 * alertdialog: it interrupts, and it must be answered. Focus goes to Continue, the harmless choice
 * (WAI-ARIA APG, alert dialog), so a user who comes back and presses Enter keeps working; Escape
 * means the same. A click outside does nothing: it is not an answer.
 */
export function InactivityDialog({ open, onContinue, onLogOut }: InactivityDialogProps) {
  const continueButton = useRef<HTMLButtonElement>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
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
            continueButton.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className="dialog__title">{MESSAGES.stillWorking}</RadixDialog.Title>
          <RadixDialog.Description className="dialog__description">
            {MESSAGES.stillWorkingBody}
          </RadixDialog.Description>
          <div className="dialog__actions">
            <Button variant="secondary" onClick={onLogOut}>
              {MESSAGES.logOut}
            </Button>
            <Button ref={continueButton} onClick={onContinue}>
              {MESSAGES.continue}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
