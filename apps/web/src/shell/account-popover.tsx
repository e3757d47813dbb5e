import { LIMITS, type AuthRoute } from '@portico/application';
import * as Popover from '@radix-ui/react-popover';
import { Suspense, useEffect, useId, useState, type RefObject } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { Link, useLocation } from '../navigation/router';
import { carryAnswers } from '../navigation/navigation-state';
import { usePreloadScreen } from '../navigation/screen-preload';
import { answersToCarry } from '../session/answers-store';
import { useCurrentAnswersState } from '../session/form-session-context';
import type { Account } from '../session/use-account';
import { useLogOut } from '../session/use-log-out';
import { ErrorBoundary } from '../ui/error-boundary';
import { Button } from '../ui/button';
import { CloseIcon, MailIcon } from './account-popover-icons';
import './account-popover.css';
import { lazy } from '../ui/lazy';

export type AccountPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's Account button: the popover sits below it, and focus returns to it on close. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  account: Account;
  /** Raises a failed Log Out to the account menu's error boundary (the route's). */
  raise: (error: unknown) => void;
};

// Needed only when a Log Out could not save first, which a working connection never sees; fetched
// as the popover opens, while the server is still answering, rather than once it is not.
const loadUnsavedDialog = async () => ({
  default: (await import('./log-out-unsaved-dialog')).LogOutUnsavedDialog,
});
const LogOutUnsavedDialog = lazy(loadUnsavedDialog);

/**
 * The account popover: an 'Account' label and a close button; logged in, the
 * username with a mail icon and Log Out; logged out, Sign In and Create Account, which carry the
 * answers and preload their screens when the pointer or the focus reaches them. Escape and a
 * click outside close it. Sign In and Create Account go to another screen, so they are links,
 * shaped as the account buttons (100% x 2rem).
 */
export function AccountPopover({
  open,
  onOpenChange,
  anchorRef,
  contentId,
  account,
  raise,
}: AccountPopoverProps) {
  const { messages } = useCatalogue();
  const logOut = useLogOut(raise);
  // Log Out could not save the last changes first: the applicant chooses (issue 27).
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => {
    if (account.isLoggedIn) void loadUnsavedDialog().catch(() => undefined);
  }, [account.isLoggedIn]);
  const onLogOut = () => {
    onOpenChange(false);
    void logOut('user').then((outcome) => setUnsaved(outcome === 'unsaved'));
  };
  const labelId = useId();
  const { state } = useLocation();
  const preloadScreen = usePreloadScreen();

  // The answers of this visit: those typed on a form page (the SSN too, which no storage keeps),
  // or else those that arrived here in navigation state (issue 14).
  const typed = answersToCarry(useCurrentAnswersState());
  const carried = carryAnswers(state, { title: '' });
  const accountLink = (to: AuthRoute, title: string) => (
    <Link
      to={to}
      state={{ ...carried, ...(typed ? { answers: typed } : {}), title }}
      className="button button--primary button--account"
      onPointerEnter={() => preloadScreen(to)}
      onFocus={() => preloadScreen(to)}
      onClick={() => onOpenChange(false)}
    >
      {title}
    </Link>
  );

  return (
    <>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Anchor virtualRef={anchorRef} />
        <Popover.Portal>
          <Popover.Content
            id={contentId}
            className="account-popover"
            side="bottom"
            align="end"
            sideOffset={LIMITS.popoverSideOffset}
            collisionPadding={8}
            aria-labelledby={labelId}
            onInteractOutside={(event) => {
              // The Account button toggles the popover itself; a press on it is not "outside".
              if (event.target instanceof Node && anchorRef.current?.contains(event.target))
                event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              anchorRef.current?.focus();
            }}
          >
            <div className="account-popover__header">
              <p className="account-popover__label" id={labelId}>
                {messages.accountLabel}
              </p>
              <Popover.Close className="account-popover__close" aria-label={messages.close}>
                <CloseIcon />
              </Popover.Close>
            </div>
            {account.isLoggedIn ? (
              <>
                <p className="account-popover__user">
                  <MailIcon />
                  <span>
                    <span className="visually-hidden">{`${messages.signedInAs} `}</span>
                    {account.username}
                  </span>
                </p>
                <Button size="account" onClick={onLogOut}>
                  {messages.logOut}
                </Button>
              </>
            ) : (
              <ul className="account-popover__actions">
                <li>{accountLink('/login', messages.loginCardAltHeader)}</li>
                <li>{accountLink('/signup', messages.signupCardAltHeader)}</li>
              </ul>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {unsaved && (
        // Its code out of reach too: nothing is shown, and the applicant stays, the changes kept.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <LogOutUnsavedDialog
              open
              returnFocusRef={anchorRef}
              onStay={() => setUnsaved(false)}
              onLogOut={() => {
                setUnsaved(false);
                void logOut('user', { discardUnsaved: true });
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
