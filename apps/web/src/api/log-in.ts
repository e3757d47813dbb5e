import type { LoginRequest, LoginResponse } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

/** POST /public/login: starts a session (its cookies come with the answer). */
export function logIn(body: LoginRequest): Promise<LoginResponse> {
  return callApi('logIn', { body });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
