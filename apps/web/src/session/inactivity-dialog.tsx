import { MESSAGES } from '@portico/application';
import { useRef } from 'react';
import { Button } from '../ui/button';
import { AlertDialog } from '../ui/dialog';

export type InactivityDialogProps = {
  open: boolean;
  onContinue: () => void;
  onLogOut: () => void;
};

/**
 * The 'Still working?' warning, a minute before the inactivity logout. It is an
 * alertdialog: it interrupts, and it must be answered. Focus goes to Continue, the harmless choice
 * (WAI-ARIA APG, alert dialog), so a user who comes back and presses Enter keeps working; Escape
 * means the same. A click outside does nothing: it is not an answer.
 */
export function InactivityDialog({ open, onContinue, onLogOut }: InactivityDialogProps) {
  const continueButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      open={open}
      title={MESSAGES.stillWorking}
      description={MESSAGES.stillWorkingBody}
      onDismiss={onContinue}
      initialFocusRef={continueButton}
    >
      <Button variant="secondary" onClick={onLogOut}>
        {MESSAGES.logOut}
      </Button>
      <Button ref={continueButton} onClick={onContinue}>
        {MESSAGES.continue}
      </Button>
    </AlertDialog>
  );
}
