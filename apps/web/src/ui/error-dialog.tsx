import { MESSAGES } from '@portico/application';
import { Dialog } from './dialog';

export type ErrorDialogProps = {
  message: string;
  /** The header; "the default dialog header is Error". */
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ErrorDialog({
  message,
  title = MESSAGES.defaultDialogHeader,
  open,
  onOpenChange,
}: ErrorDialogProps) {
  return <Dialog title={title} description={message} size="xs" open={open} onOpenChange={onOpenChange} />;
}
