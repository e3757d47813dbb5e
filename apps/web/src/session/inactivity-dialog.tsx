import { SESSION_MESSAGES } from '@portico/application';
import { useEffect, useRef, useState } from 'react';
import { useCatalogue, useTranslated } from '../i18n/language-store';
import { Button } from '../ui/button';
import { AlertDialog } from '../ui/dialog';

export type InactivityDialogProps = {
  open: boolean;
  /** Whether every answer typed has reached the server, for the warning to say so (issue 31). */
  saved: boolean;
  /** When the session ends, for the countdown. */
  expiresAt: () => number;
  onContinue: () => void;
  onLogOut: () => void;
};

/**
 * The 'Still working?' warning, a minute before the inactivity logout. It is an
 * alertdialog: it interrupts, and it must be answered. Focus goes to Continue, the harmless choice
 * (WAI-ARIA APG, alert dialog), so a user who comes back and presses Enter keeps working; Escape
 * means the same. A click outside does nothing: it is not an answer.
 *
 * It counts down to the logout (HMRC's timeout pattern): the visible figure changes every second,
 * while screen readers hear it when the dialog opens and then every 20 seconds and at 10, not a
 * second at a time.
 */
export function InactivityDialog({ open, saved, expiresAt, onContinue, onLogOut }: InactivityDialogProps) {
  const sessionText = useTranslated(SESSION_MESSAGES, (t) => t.session);
  const { messages } = useCatalogue();
  const continueButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      open={open}
      title={messages.stillWorking}
      description={
        <>
          {sessionText.stillWorkingBody}{' '}
          {saved ? sessionText.stillWorkingSaved : sessionText.stillWorkingUnsaved}
          {open && <Countdown expiresAt={expiresAt} />}
        </>
      }
      onDismiss={onContinue}
      initialFocusRef={continueButton}
    >
      <Button variant="secondary" onClick={onLogOut}>
        {messages.logOut}
      </Button>
      <Button ref={continueButton} onClick={onContinue}>
        {messages.continue}
      </Button>
    </AlertDialog>
  );
}

/** The moments a screen reader is told how long is left, in seconds. */
const ANNOUNCED_AT = [60, 40, 20, 10];

function secondsLeft(expiresAt: number): number {
  return Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
}

function Countdown({ expiresAt }: { expiresAt: () => number }) {
  const { format } = useCatalogue();
  const [seconds, setSeconds] = useState(() => secondsLeft(expiresAt()));
  const [announced, setAnnounced] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsLeft(expiresAt());
      setSeconds(left);
      if (ANNOUNCED_AT.includes(left)) setAnnounced(left);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return (
    <>
      <span className="dialog__countdown" aria-hidden="true">
        {format.logoutCountdown(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {format.logoutCountdown(announced)}
      </span>
    </>
  );
}
