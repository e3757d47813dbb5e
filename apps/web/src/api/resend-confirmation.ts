import type { ResendConfirmRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** POST /public/resend-confirm: e-mails a new confirmation code. */
export function resendConfirmation(body: ResendConfirmRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/public/resend-confirm', body);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
