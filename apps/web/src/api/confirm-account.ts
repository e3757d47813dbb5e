import type { ConfirmRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

/** POST /public/confirm: confirms the account with the e-mailed code. */
export function confirmAccount(body: ConfirmRequest): Promise<MessageResponse> {
  return callApi('confirmAccount', { body });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
