import type { ResponseOf } from '@portico/contracts';
import { callApi } from './client';

/** Who is signed in, as GET /api/session answers (ZSession). */
export type Session = ResponseOf<'session'>;

/**
 * GET /api/session: who is signed in. Called as the keep-alive of an active applicant: each call
 * restarts the server's 30-minute idle clock. A dead session answers 401 (UnauthorizedError).
 */
export function getSession(): Promise<Session> {
  return callApi('session');
}
