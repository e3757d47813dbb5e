import { MESSAGES } from '@portico/application';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIsServiceUser } from '../session/service-user';
import { useAccount } from '../session/use-account';
import { useLogOut } from '../session/use-log-out';
import { Button } from '../ui/button';
import { ErrorBoundary } from '../ui/error-boundary';
import { UserIcon } from './icons';

const loadAccountPopover = async () => ({ default: (await import('./account-popover')).AccountPopover });
const AccountPopover = lazy(loadAccountPopover);
// Needed only when a Log Out could not save first, which a working connection never sees; fetched
// as the popover opens, while the server is still answering, rather than once it is not.
const loadUnsavedDialog = async () => ({
  default: (await import('./log-out-unsaved-dialog')).LogOutUnsavedDialog,
});
const LogOutUnsavedDialog = lazy(loadUnsavedDialog);

/**
 * The header's Account button and its popover, hidden for service users. The
 * popover's code (Radix Popover and its positioning) is fetched when the pointer or the focus
 * reaches the button, keeping it out of the first screen's JavaScript. The button stays the same
 * element throughout, so focus is never lost while the code arrives.
 */
export function AccountMenu() {
  const isServiceUser = useIsServiceUser();
  const account = useAccount();
  // Here rather than in the popover: a failed Log Out is rethrown to the route's error boundary
  //, not to the boundary that guards the popover's chunk.
  const logOut = useLogOut();
  // Log Out could not save the last changes first: the applicant chooses (issue 27).
  const [unsaved, setUnsaved] = useState(false);
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  if (isServiceUser) return null;

  const preload = () => void loadAccountPopover().catch(() => undefined);
  return (
    <div className="account-menu">
      <Button
        ref={button}
        variant="secondary"
        className="account-menu__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (!open) setOpenings((count) => count + 1);
          if (!open && account.isLoggedIn) void loadUnsavedDialog().catch(() => undefined);
          setOpen(!open);
        }}
      >
        <UserIcon />
        {MESSAGES.accountLabel}
      </Button>
      {openings > 0 && (
        // Each opening mounts the popover afresh, so that a chunk that failed to load is retried.
        <ErrorBoundary key={openings} fallback={() => null}>
          <Suspense fallback={null}>
            <AccountPopover
              open={open}
              onOpenChange={setOpen}
              anchorRef={button}
              contentId={contentId}
              account={account}
              onLogOut={() => {
                setOpen(false);
                void logOut('user').then((outcome) => setUnsaved(outcome === 'unsaved'));
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {unsaved && (
        // Its code out of reach too: nothing is shown, and the applicant stays, the changes kept.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <LogOutUnsavedDialog
              open
              returnFocusRef={button}
              onStay={() => setUnsaved(false)}
              onLogOut={() => {
                setUnsaved(false);
                void logOut('user', { discardUnsaved: true });
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
