import { MESSAGES } from '@portico/application';
import { useRef, type RefObject } from 'react';
import { Button } from '../ui/button';
import { AlertDialog } from '../ui/dialog';

/**
 * A Log Out whose last changes could not be saved first (issue 27): the applicant chooses to stay,
 * keeping them in the page while the autosave tries again, or to log out and lose them. An
 * alertdialog, like 'Still working?': focus starts on Stay, the harmless choice (WAI-ARIA APG,
 * alert dialog), so that Enter pressed by habit loses nothing; Escape is Stay too.
 */
export function LogOutUnsavedDialog({
  open,
  onStay,
  onLogOut,
  returnFocusRef,
}: {
  open: boolean;
  onStay: () => void;
  onLogOut: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      open={open}
      title={MESSAGES.logOutUnsavedTitle}
      description={MESSAGES.logOutUnsavedBody}
      onDismiss={onStay}
      initialFocusRef={stayButton}
      returnFocusRef={returnFocusRef}
    >
      <Button variant="secondary" onClick={onLogOut}>
        {MESSAGES.logOutUnsavedConfirm}
      </Button>
      <Button ref={stayButton} onClick={onStay}>
        {MESSAGES.logOutUnsavedStay}
      </Button>
    </AlertDialog>
  );
}
