import type { ForgotPasswordRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** POST /public/forgot-password: e-mails a reset link; answers alike for any address. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/public/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
