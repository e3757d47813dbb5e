import { useRef, type RefObject } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { Button } from './button';
import { AlertDialog } from './dialog';

/**
 * A question before something that deletes answers or files (a file's Delete, removing an added
 * college, switching away from a tab that holds a file). An alertdialog: it interrupts and must be
 * answered, so a click outside does nothing; focus starts on Cancel, the harmless choice (WAI-ARIA
 * APG, alert dialog), so Enter pressed by habit deletes nothing; Escape is Cancel.
 */
export function ConfirmDialog({
  open = true,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  onCancel,
  onConfirm,
  returnFocusRef,
}: {
  open?: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The harmless choice's label: Cancel unless the question asks for another. */
  cancelLabel?: string;
  /** What the answer starts is under way: it is not given twice. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { messages } = useCatalogue();
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      open={open}
      title={title}
      description={description}
      onDismiss={onCancel}
      initialFocusRef={cancelButton}
      returnFocusRef={returnFocusRef}
    >
      <Button ref={cancelButton} variant="secondary" onClick={onCancel}>
        {cancelLabel ?? messages.cancel}
      </Button>
      <Button
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
    </AlertDialog>
  );
}
