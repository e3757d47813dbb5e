import type { SignupRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

/** POST /public/signup: creates the account and e-mails its confirmation code. */
export function signUp(body: SignupRequest): Promise<MessageResponse> {
  return callApi('signUp', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
