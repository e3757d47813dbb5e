import { useRef, useState, type ComponentType } from 'react';
import { Button } from '../ui/button';
import type { DialogControlProps } from '../ui/dialog';

export type LazyDialogProps = DialogControlProps;

type LazyDialogButtonProps = {
  label: string;
  /** Fetches the dialog's code; called when the pointer or the focus reaches the button, and on use. */
  load: () => Promise<ComponentType<LazyDialogProps>>;
};

/**
 * A button that opens a dialog whose code is fetched on first use, keeping the Radix Dialog out
 * of the first screen's JavaScript. The button is an ordinary button with aria-haspopup, and focus
 * returns to it on close as it would to a Radix trigger.
 *
 * The code is held in state rather than in React.lazy, which keeps a failed import's error for
 * good: here a chunk that did not arrive (a dropped connection, a busy server) is fetched again by
 * the next focus or press, and the dialog opens as soon as its code is in.
 */
export function LazyDialogButton({ label, load }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<LazyDialogProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const fetchDialog = () => {
    if (Dialog) return;
    load().then(
      (loaded) => setDialog(() => loaded),
      // Not in yet: the next focus or press asks again; the button stays as it was.
      () => setOpen(false),
    );
  };

  return (
    <>
      <Button
        ref={button}
        variant="link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={fetchDialog}
        onFocus={fetchDialog}
        onClick={() => {
          fetchDialog();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusRef={button} />}
    </>
  );
}
