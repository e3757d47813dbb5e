import type { SignupRequest, MessageResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

/** POST /public/signup: creates the account and e-mails its confirmation code. */
export function signUp(body: SignupRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/public/signup', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
