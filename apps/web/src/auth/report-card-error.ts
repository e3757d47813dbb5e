import { ApiError } from '../api/api-error';
import { currentCatalogue } from '../i18n/language-store';
import type { ToastApi } from '../ui/toast';

/**
 * A failed account request: an error toast titled '{card} Error' with the server's
 * message, and the server's per-field messages beside the card's own fields. Field errors for
 * anything else (a reset link's id) go to `onOtherField`. Duplicate messages are shown once.
 */
export function reportCardError<Field extends string>(
  error: unknown,
  {
    card,
    toast,
    fields,
    setFieldError,
    onOtherField,
  }: {
    card: string;
    toast: ToastApi;
    fields: readonly Field[];
    setFieldError: (field: Field, message: string) => void;
    onOtherField?: (field: string, message: string) => void;
  },
): void {
  const message = error instanceof ApiError ? error.message : currentCatalogue().messages.unexpectedError;
  toast.error(message, currentCatalogue().format.authCardError(card));
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = [...new Set(messages)].join(' ');
    if (!text) continue;
    if ((fields as readonly string[]).includes(field)) setFieldError(field as Field, text);
    else onOtherField?.(field, text);
  }
}

/**
 * A card's request has now succeeded: its earlier error toast ('{card} Error') is out of date and
 * goes, rather than standing beside the success or following the applicant to the next screen.
 */
export function clearCardError(toast: ToastApi, card: string): void {
  toast.dismiss(currentCatalogue().format.authCardError(card));
}
