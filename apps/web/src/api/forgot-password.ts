import type { ForgotPasswordRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

/** POST /public/forgot-password: e-mails a reset link; answers alike for any address. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return callApi('forgotPassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
