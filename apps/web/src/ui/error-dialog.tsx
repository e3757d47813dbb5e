import { useCatalogue } from '../i18n/language-store';
import { Dialog } from './dialog';

export type ErrorDialogProps = {
  message: string;
  /** The header; "the default dialog header is Error". */
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ErrorDialog({ message, title, open, onOpenChange }: ErrorDialogProps) {
  const { messages } = useCatalogue();
  return (
    <Dialog
      title={title ?? messages.defaultDialogHeader}
      description={message}
      size="xs"
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
