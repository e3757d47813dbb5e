import { STAFF_MESSAGES } from '@portico/application';
import { STAFF_PAGES } from '@portico/contracts';
import { useEffect } from 'react';
import { UnauthorizedError } from '../api/api-error';
import type { NavigationState } from '../navigation/navigation-state';
import { useNavigate } from '../navigation/router';
import { useForgetStaffSession } from './staff-queries';

export const STAFF_LOGIN_PATH = STAFF_PAGES.login;

/**
 * A staff call answered 401 (no session, or it ended after 30 idle minutes): what the page held of
 * the session is forgotten and the staff member signs in again, told why if they were signed in.
 */
export function useSignOutWhenUnauthorized(error: unknown): void {
  const navigate = useNavigate();
  const forget = useForgetStaffSession();
  const unauthorized = error instanceof UnauthorizedError;
  const wasSignedIn = unauthorized && error.message === STAFF_MESSAGES.sessionInvalid;
  useEffect(() => {
    if (!unauthorized) return;
    forget();
    const state: NavigationState | undefined = wasSignedIn
      ? { errorMessage: STAFF_MESSAGES.sessionInvalid }
      : undefined;
    navigate(STAFF_LOGIN_PATH, { replace: true, state });
  }, [unauthorized, wasSignedIn, forget, navigate]);
}
