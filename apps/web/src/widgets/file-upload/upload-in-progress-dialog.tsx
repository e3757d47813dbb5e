import { useCatalogue } from '../../i18n/language-store';
import { Dialog, type DialogControlProps } from '../../ui/dialog';

/**
 * 'File Upload in Progress' (Tabs): a tab holding a file on its way cannot be left.
 * Its own module, loaded when first needed: Radix Dialog stays out of the first visit's JavaScript.
 */
export function UploadInProgressDialog(control: DialogControlProps) {
  const { messages } = useCatalogue();
  return (
    <Dialog
      title={messages.fileUploadInProgressTitle}
      description={messages.fileUploadInProgressBody}
      size="xs"
      {...control}
    />
  );
}
