import type { ResendConfirmRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

/** POST /public/resend-confirm: e-mails a new confirmation code. */
export function resendConfirmation(body: ResendConfirmRequest): Promise<MessageResponse> {
  return callApi('resendConfirmation', { body });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
