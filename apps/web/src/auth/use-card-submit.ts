import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useToast } from '../ui/toast';
import { clearCardError, reportCardError } from './report-card-error';

/**
 * What an account card does with its valid values: sends them once (a second press while the
 * request is out does nothing); on success clears the card's earlier error toast and goes on; on
 * failure shows the server's message as the card's error toast and its per-field messages beside
 * the card's fields (the others go to `onOtherField`).
 */
export function useCardSubmit<Values extends FieldValues, Result>({
  card,
  mutation,
  fields,
  setError,
  onSuccess,
  onOtherField,
}: {
  card: string;
  mutation: UseMutationResult<Result, unknown, Values>;
  fields: readonly Path<Values>[];
  setError: UseFormSetError<Values>;
  onSuccess: (result: Result, values: Values) => void;
  onOtherField?: (field: string, message: string) => void;
}): (values: Values) => void {
  const toast = useToast();
  return (values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: (result) => {
        clearCardError(toast, card);
        onSuccess(result, values);
      },
      onError: (error) =>
        reportCardError(error, {
          card,
          toast,
          fields,
          setFieldError: (field, message) => setError(field, { type: 'server', message }),
          ...(onOtherField ? { onOtherField } : {}),
        }),
    });
  };
}
