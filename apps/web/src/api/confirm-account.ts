import type { ConfirmRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** POST /public/confirm: confirms the account with the e-mailed code. */
export function confirmAccount(body: ConfirmRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/public/confirm', body);
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
