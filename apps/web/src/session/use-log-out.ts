import { LOGIN_ROUTE, MESSAGES } from '@portico/application';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from '../navigation/router';
import { logOut } from '../api/log-out';
import type { NavigationState } from '../navigation/navigation-state';
import { clearDateDrafts } from './date-drafts';
import { clearIdentityMarker } from './identity-cookie';
import { clearInactivityClock } from './inactivity-clock';
import { startNewSession } from './session-store';

/** Who ended the session: the user (Log Out) or the inactivity timer (expiry or the warning's Log Out). */
export type LogOutReason = 'user' | 'inactivity';

/**
 * Ends the session (GET /api/logout), forgets everything cached for it, and goes to /login: after
 * a Log Out with the Success toast, after inactivity with the inactivity message on the card.
 *
 * When a Log Out fails, the cache is cleared and the error is rethrown to the error
 * boundary (the hook throws it on the next render). An inactivity logout that fails (the laptop
 * woke up offline) still leaves: the browser forgets the session, and the server ends it after 30
 * idle minutes anyway; an error screen would only hide the reason the user was signed out.
 */
export function useLogOut(): (reason?: LogOutReason) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;

  return useCallback(
    async (reason: LogOutReason = 'user') => {
      const forget = () => {
        clearIdentityMarker();
        clearInactivityClock();
        clearDateDrafts();
        queryClient.clear();
        startNewSession();
      };
      try {
        await logOut();
      } catch (error) {
        if (reason === 'user') {
          queryClient.clear();
          setFailure({ error });
          return;
        }
      }
      forget();
      const state: NavigationState =
        reason === 'inactivity'
          ? { errorMessage: MESSAGES.inactivityLogout }
          : { successMessage: MESSAGES.logoutSuccess };
      navigate(LOGIN_ROUTE, { state });
    },
    [navigate, queryClient],
  );
}
