import { LOGIN_ROUTE } from '@portico/application';
import { createQueryClient } from '../api/query-client';
import { currentCatalogue } from '../i18n/language-store';
import type { NavigationState } from '../navigation/navigation-state';
import type { History } from '../navigation/router';
import { clearInactivityClock } from '../session/inactivity-clock';
import { createFormSessionSlot } from '../session/form-session-context';
import { refreshIdentity } from '../session/session-store';

/**
 * The session history, the query cache and the form's slot, wired together: an unauthorized answer clears the cache
 * (in the query client) and then sends the user to /login with the session-invalid message (here),
 * and with the answers not yet saved, which the same user gets back after logging in again.
 * The browser passes its own history; tests pass a memory history.
 */
export function createApp(history: History) {
  const formSlot = createFormSessionSlot();
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      // The server cleared the identity cookie with its 401: the page is no longer logged in.
      clearInactivityClock();
      refreshIdentity();
      const state: NavigationState = {
        errorMessage: currentCatalogue().messages.sessionInvalid,
        ...formSlot.readSessionEndCarry(),
      };
      // What was not saved travels to /login with whose it is; nothing of it stays in the page,
      // where the next applicant to log in on this tab would find it, or send it (issue 27).
      formSlot.endSession();
      history.push(LOGIN_ROUTE, state);
    },
  });
  return { history, queryClient, formSlot };
}
