import { MESSAGES } from '@portico/application';
import { useRef, type RefObject } from 'react';
import { Button } from '../../ui/button';
import { AlertDialog } from '../../ui/dialog';

export type DeleteFileDialogProps = {
  open: boolean;
  /** What is about to be deleted: the file's name and size, read out with the question. */
  fileSummary: string;
  /** The delete is under way: Delete is not pressed twice. */
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (the file input after a delete, else the Delete button). */
  finalFocusRef: RefObject<HTMLElement | null>;
};

/**
 * 'Are you sure you want to delete your file?' with Cancel and Delete (spec section 4). An
 * alertdialog: it interrupts and must be answered, so a click outside does nothing. Focus starts on
 * Cancel, the harmless choice (WAI-ARIA APG, alert dialog), so Enter pressed by habit deletes
 * nothing; Escape is Cancel.
 */
export function DeleteFileDialog({
  open,
  fileSummary,
  deleting,
  onCancel,
  onConfirm,
  finalFocusRef,
}: DeleteFileDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      open={open}
      title={MESSAGES.deleteFileConfirm}
      description={fileSummary}
      onDismiss={onCancel}
      initialFocusRef={cancelButton}
      returnFocusRef={finalFocusRef}
    >
      <Button ref={cancelButton} variant="secondary" onClick={onCancel}>
        {MESSAGES.cancel}
      </Button>
      <Button
        aria-disabled={deleting || undefined}
        onClick={() => {
          if (!deleting) onConfirm();
        }}
      >
        {MESSAGES.deleteFile}
      </Button>
    </AlertDialog>
  );
}
