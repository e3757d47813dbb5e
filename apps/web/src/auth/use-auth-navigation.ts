import { useCallback } from 'react';
import { useLocation, useNavigate } from '../navigation/router';
import { carryAnswers, type NextState } from '../navigation/navigation-state';

/**
 * Navigation after an account card's success: the anonymous visitor's answers
 * (and a logged-in student's unsaved ones, after a 401) travel on, with what the next screen
 * needs (a success message, the e-mail address).
 */
export function useAuthNavigation() {
  const { state } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (to: string, next: NextState = {}, { replace = false } = {}) =>
      navigate(to, { state: carryAnswers(state, next), replace }),
    [navigate, state],
  );
}
