import { Suspense, useId, useRef, useState } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { useIsServiceUser } from '../session/service-user';
import { useAccount } from '../session/use-account';
import { Button } from '../ui/button';
import { ErrorBoundary } from '../ui/error-boundary';
import { useRaiseError } from '../ui/use-raise-error';
import { UserIcon } from './icons';
import { lazy } from '../ui/lazy';

const loadAccountPopover = async () => ({ default: (await import('./account-popover')).AccountPopover });
const AccountPopover = lazy(loadAccountPopover);

/**
 * The header's Account button and its popover, hidden for service users. The
 * popover's code (Radix Popover and its positioning) is fetched when the pointer or the focus
 * reaches the button, keeping it out of the first screen's JavaScript. The button stays the same
 * element throughout, so focus is never lost while the code arrives.
 */
export function AccountMenu() {
  const { messages } = useCatalogue();
  const isServiceUser = useIsServiceUser();
  const account = useAccount();
  // A failed Log Out (in the popover) is raised here, to the route's error boundary, not to the
  // boundary that guards the popover's chunk.
  const raise = useRaiseError();
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
          setOpen(!open);
        }}
      >
        <UserIcon />
        {messages.accountLabel}
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
              raise={raise}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
