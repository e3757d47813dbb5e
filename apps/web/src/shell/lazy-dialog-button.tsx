import { Suspense, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Button } from '../ui/button';
import type { DialogControlProps } from '../ui/dialog';
import { ErrorBoundary } from '../ui/error-boundary';

export type LazyDialogProps = DialogControlProps;

type LazyDialogButtonProps = {
  label: string;
  dialog: LazyExoticComponent<ComponentType<LazyDialogProps>>;
  /** Starts fetching the dialog's code when the pointer or the focus reaches the button. */
  preload: () => void;
};

/**
 * A button that opens a dialog whose code is fetched on first use, keeping the Radix Dialog out
 * of the first screen's JavaScript. The button is an ordinary button with aria-haspopup, and focus
 * returns to it on close as it would to a Radix trigger.
 */
export function LazyDialogButton({ label, dialog: LazyDialog, preload }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening mounts the dialog afresh, so a chunk that failed to load is retried.
  const [openings, setOpenings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {openings > 0 && (
        <ErrorBoundary key={openings} fallback={() => null}>
          <Suspense fallback={null}>
            <LazyDialog open={open} onOpenChange={setOpen} returnFocusRef={button} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
