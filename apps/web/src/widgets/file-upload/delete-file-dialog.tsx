import type { RefObject } from 'react';
import { useCatalogue } from '../../i18n/language-store';
import { ConfirmDialog } from '../../ui/confirm-dialog';

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

/** 'Are you sure you want to delete your file?' with Cancel and Delete. */
export function DeleteFileDialog({
  open,
  fileSummary,
  deleting,
  onCancel,
  onConfirm,
  finalFocusRef,
}: DeleteFileDialogProps) {
  const { messages } = useCatalogue();
  return (
    <ConfirmDialog
      open={open}
      title={messages.deleteFileConfirm}
      description={fileSummary}
      confirmLabel={messages.deleteFile}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
      returnFocusRef={finalFocusRef}
    />
  );
}
