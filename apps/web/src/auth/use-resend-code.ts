import { ZResendConfirmRequest } from '@portico/contracts';
import { ApiError } from '../api/api-error';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useCatalogue } from '../i18n/language-store';
import { useToast } from '../ui/toast';
import { useAuthNavigation } from './use-auth-navigation';

/**
 * 'Resend confirmation code?' of the login and confirm cards. An invalid
 * address gets the resend message beside the e-mail field; success goes to /confirm with the
 * address and a Success toast; a failure is a 'Resend Confirmation Code Error' toast.
 */
export function useResendCode({ onConfirmCard = false } = {}) {
  const { messages } = useCatalogue();
  const resend = useResendConfirmation();
  const toast = useToast();
  const goTo = useAuthNavigation();

  const send = (username: string, onInvalid: (message: string) => void) => {
    if (resend.isPending) return;
    const request = ZResendConfirmRequest.safeParse({ username: username.trim() });
    if (!request.success) {
      onInvalid(messages.resendEmailInvalid);
      return;
    }
    resend.mutate(request.data, {
      onSuccess: ({ message }) => {
        toast.dismiss(messages.resendErrorTitle);
        void goTo(
          '/confirm',
          { username: request.data.username, successMessage: message },
          { replace: onConfirmCard },
        );
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.message : messages.unexpectedError,
          messages.resendErrorTitle,
        ),
    });
  };

  return { send, pending: resend.isPending };
}
