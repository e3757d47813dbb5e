import type { ResetPasswordRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

/** POST /public/reset-password: sets a new password through the e-mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return callApi('resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
