import { formatMessage, MESSAGES } from '@portico/application';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import { useToast } from '../ui/toast';

/**
 * What a staff card does with a refused request, as the applicant's cards do: the
 * server's message as the card's error toast, and its per-field messages beside the fields.
 * `send` sends a card's request once (a press while it is out does nothing) and, when it succeeds,
 * clears the card's earlier error toast before going on.
 */
export function useStaffFormErrors<Values extends FieldValues>(
  card: string,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const toast = useToast();
  const report = (error: unknown) => {
    const message = error instanceof ApiError ? error.message : MESSAGES.unexpectedError;
    toast.error(message, formatMessage.authCardError(card));
    if (!(error instanceof ApiError) || !error.errors) return;
    for (const [field, messages] of Object.entries(error.errors)) {
      if ((fields as readonly string[]).includes(field))
        setError(field as Path<Values>, { type: 'server', message: [...new Set(messages)].join(' ') });
    }
  };
  const clear = () => toast.dismiss(formatMessage.authCardError(card));
  return {
    report,
    clear,
    send<Request, Result>(
      mutation: UseMutationResult<Result, unknown, Request>,
      request: Request,
      onSuccess: (result: Result) => void,
    ) {
      if (mutation.isPending) return;
      mutation.mutate(request, {
        onSuccess: (result) => {
          clear();
          onSuccess(result);
        },
        onError: report,
      });
    },
  };
}
