import { SESSION_MESSAGES } from '@portico/application';
import type { RefObject } from 'react';
import { useTranslated } from '../i18n/language-store';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * A Log Out whose last changes could not be saved first (issue 27): the applicant chooses to stay,
 * keeping them in the page while the autosave tries again, or to log out and lose them. The site's
 * question before losing something: focus starts on Stay, the harmless choice, so that Enter
 * pressed by habit loses nothing; Escape is Stay too.
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
  const sessionText = useTranslated(SESSION_MESSAGES, (t) => t.session);
  return (
    <ConfirmDialog
      open={open}
      title={sessionText.logOutUnsavedTitle}
      description={sessionText.logOutUnsavedBody}
      confirmLabel={sessionText.logOutUnsavedConfirm}
      cancelLabel={sessionText.logOutUnsavedStay}
      onCancel={onStay}
      onConfirm={onLogOut}
      returnFocusRef={returnFocusRef}
    />
  );
}
