import { formatMessage, MESSAGES } from '@portico/application';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import { useToast } from '../ui/toast';

/**
 * What a staff card does with a refused request, as the applicant's cards do: the
 * server's message as the card's error toast, and its per-field messages beside the fields.
 */
export function useStaffFormErrors<Values extends FieldValues>(
  card: string,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const toast = useToast();
  return {
    report(error: unknown) {
      const message = error instanceof ApiError ? error.message : MESSAGES.unexpectedError;
      toast.error(message, formatMessage.authCardError(card));
      if (!(error instanceof ApiError) || !error.errors) return;
      for (const [field, messages] of Object.entries(error.errors)) {
        if ((fields as readonly string[]).includes(field))
          setError(field as Path<Values>, { type: 'server', message: [...new Set(messages)].join(' ') });
      }
    },
    clear() {
      toast.dismiss(formatMessage.authCardError(card));
    },
  };
}
