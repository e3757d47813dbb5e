import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resetInactivityClock } from './inactivity-clock';
import { startNewSession } from './session-store';

/**
 * After a successful login: what was cached belonged to the anonymous visitor (a null profile),
 * the inactivity clock starts now, and the new session has not changed page yet.
 * Login sets is_logged_in (the identity cookie the login answer brought is read again).
 */
export function useBeginSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    resetInactivityClock();
    queryClient.clear();
    startNewSession();
  }, [queryClient]);
}
