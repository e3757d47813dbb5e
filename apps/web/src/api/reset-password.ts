import type { ResetPasswordRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** POST /public/reset-password: sets a new password through the e-mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/public/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
