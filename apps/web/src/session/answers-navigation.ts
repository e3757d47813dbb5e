import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from '../navigation/router';
import { UnauthorizedError } from '../api/api-error';
import type { NavigationState } from '../navigation/navigation-state';
import { useRaiseError } from '../ui/use-raise-error';
import { answersToCarry, hasAnyAnswer } from './answers-store';
import { useClientSnapshot } from './client-snapshot';
import { useFormSession } from './form-session';
import { markPageChanged } from './session-store';

export const SIGNUP_ROUTE = '/signup';

export type FormNavigationOptions = {
  /** Replace the history entry (step navigation links replace). */
  replace?: boolean;
  /** Scroll to the top once there (the next-page button). */
  scrollToTop?: boolean;
};

/**
 * What a step-navigation click, the continue and next-page buttons share:
 *
 * - An anonymous visitor with any answer goes to /signup instead, the answers in navigation state.
 * - A logged-in student's answers are saved first, and, while the status is validating, the
 *   errors for them are refreshed and posted too (POST /api/validations; not while started, when
 *   nothing is shown as missing yet: docs/decisions.md). The first save that navigates sets
 *   has_changed_page. A failed save stays on the page, the answers in it unsaved (the autosave
 *   retries), and rejects with the error, which the caller raises to its Unexpected Error dialog.
 *
 * Resolves with where the user went, or undefined when nowhere (an unauthorized save goes to /login).
 */
export function useFormNavigation(): (
  to: string,
  options?: FormNavigationOptions,
) => Promise<string | undefined> {
  const navigate = useNavigate();
  const { store, saver, validation } = useFormSession();
  const { is_logged_in: isLoggedIn, web_status: webStatus } = useClientSnapshot();

  return useCallback(
    async (to, { replace = false, scrollToTop = false } = {}) => {
      if (!isLoggedIn) {
        if (hasAnyAnswer(store.getState())) {
          const state: NavigationState = { answers: answersToCarry(store.getState()) };
          navigate(SIGNUP_ROUTE, { state });
          return SIGNUP_ROUTE;
        }
        markPageChanged();
      } else {
        if (webStatus === 'validating') validation.recordCurrentErrors();
        try {
          await saver.saveNow();
          markPageChanged();
        } catch (error) {
          // Unauthorized: the query client has already sent the user to /login.
          if (error instanceof UnauthorizedError) return undefined;
          throw error;
        }
      }
      navigate(to, { replace });
      if (scrollToTop) window.scrollTo({ top: 0, left: 0 });
      return to;
    },
    [isLoggedIn, webStatus, navigate, store, saver, validation],
  );
}

/** Where an anonymous visitor goes to save: /signup, with the answers in navigation state. */
export function useSendToSignup(): () => Promise<void> {
  const navigate = useNavigate();
  const { store } = useFormSession();
  return useCallback(async () => {
    const state: NavigationState = { answers: answersToCarry(store.getState()) };
    navigate(SIGNUP_ROUTE, { state });
  }, [navigate, store]);
}

/**
 * The step navigation's click: the link's own navigation is replaced by the
 * form navigation above (save first, or /signup with the answers). A click that opens a new tab
 * or window (a modifier key, the middle button) is left to the browser.
 */
export function useStepNavClick(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const go = useFormNavigation();
  const raise = useRaiseError();
  return useCallback(
    (event, to) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(to, { replace: true }).catch(raise);
    },
    [go, raise],
  );
}
