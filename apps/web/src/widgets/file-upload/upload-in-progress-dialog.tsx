import { MESSAGES } from '@portico/application';
import type { RefObject } from 'react';
import { Dialog } from '../../ui/dialog';

/**
 * 'File Upload in Progress' (Tabs): a tab holding a file on its way cannot be left.
 * Its own module, loaded when first needed: Radix Dialog stays out of the first visit's JavaScript.
 */
export function UploadInProgressDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog
      title={MESSAGES.fileUploadInProgressTitle}
      description={MESSAGES.fileUploadInProgressBody}
      size="xs"
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
    />
  );
}
