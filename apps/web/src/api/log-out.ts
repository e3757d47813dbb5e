import type { MessageResponse } from '@portico/contracts';
import { callApi } from './client';

/** GET /api/logout: ends the session and clears its cookies (it answers alike without a session). */
export function logOut(): Promise<MessageResponse> {
  return callApi('logOut');
}
