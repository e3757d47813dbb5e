import { LOGIN_ROUTE } from '@portico/application';
import { useQueryClient } from '@tanstack/react-query';
import { use, useCallback, useState } from 'react';
import { currentCatalogue } from '../i18n/language-store';
import { useNavigate } from '../navigation/router';
import { UnauthorizedError } from '../api/api-error';
import { logOut } from '../api/log-out';
import type { NavigationState } from '../navigation/navigation-state';
import { clearDateDrafts } from './date-drafts';
import { FormSessionSlotContext, type FormSessionSlot } from './form-session-context';
import { clearIdentityMarker } from './identity-cookie';
import { clearInactivityClock } from './inactivity-clock';
import { startNewSession } from './session-store';

/** Who ended the session: the user (Log Out) or the inactivity timer (expiry or the warning's Log Out). */
export type LogOutReason = 'user' | 'inactivity';

/**
 * How a logout went: done (on /login); held back because the last changes could not be saved
 * (the applicant chooses: stay, or log out again with `discardUnsaved`); or over already, the
 * session having ended on the server meanwhile (the 401 took the page to /login).
 */
export type LogOutOutcome = 'logged-out' | 'unsaved' | 'session-ended';

/**
 * How long a logout waits for the last changes to be saved (issue 27): a save takes well under a
 * second; a server that has not answered in this time is treated as out of reach.
 */
export const LOGOUT_SAVE_TIMEOUT_MS = 5_000;

type SaveBeforeLogOut = 'saved' | 'failed' | 'session-ended';

/**
 * The applicant's last changes, saved under their own session before it ends (issue 27: typed
 * and logged out within a second, they were lost, or met the next applicant). Bounded: a server
 * that does not answer is a failure, never a logout that hangs.
 */
async function saveBeforeLogOut(slot: FormSessionSlot | null): Promise<SaveBeforeLogOut> {
  const session = slot?.session();
  if (!session || typeof session.store.getState().owner !== 'string') return 'saved';
  session.saver.flushPendingEdits();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), LOGOUT_SAVE_TIMEOUT_MS);
  });
  const save = session.saver.saveNow().then(
    () => 'saved' as const,
    (error: unknown) =>
      error instanceof UnauthorizedError ? ('session-ended' as const) : ('failed' as const),
  );
  try {
    return await Promise.race([save, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends the session (GET /api/logout), forgets everything cached for it, and goes to /login: after
 * a Log Out with the Success toast, after inactivity with the inactivity message on the card.
 *
 * First the last changes are saved under the applicant's own session and waited for
 * (saveBeforeLogOut). If that fails, a Log Out does nothing yet and says 'unsaved', for the
 * applicant to choose (the account menu's dialog); an inactivity logout, whose applicant is away,
 * goes on and carries those changes to /login as a 401 does (the form page's registration in the
 * slot), for that same applicant only (carried-answers.ts). Then the whole form session ends (form-session-context.ts): nothing typed
 * under one account is shown to, or saved for, the next.
 *
 * When a Log Out fails, the cache is cleared and the error is rethrown to the error
 * boundary: the hook throws it on the next render, or `raise` does where the caller says (the
 * account popover's own boundary only guards its chunk). An inactivity logout that fails (the laptop
 * woke up offline) still leaves: the browser forgets the session, and the server ends it after 30
 * idle minutes anyway; an error screen would only hide the reason the user was signed out.
 */
export function useLogOut(
  raise?: (error: unknown) => void,
): (reason?: LogOutReason, options?: { discardUnsaved?: boolean }) => Promise<LogOutOutcome> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const slot = use(FormSessionSlotContext);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;

  return useCallback(
    async (reason: LogOutReason = 'user', { discardUnsaved = false } = {}) => {
      let carried: NavigationState = {};
      if (!discardUnsaved) {
        const saved = await saveBeforeLogOut(slot);
        if (saved === 'session-ended') return 'session-ended';
        if (saved === 'failed' && reason === 'user') return 'unsaved';
        if (saved === 'failed' && slot) carried = slot.readSessionEndCarry();
      }
      const forget = () => {
        slot?.endSession();
        clearIdentityMarker();
        clearInactivityClock();
        clearDateDrafts();
        queryClient.clear();
        startNewSession();
      };
      // No save is sent from here: it would meet the logout on its way (a 401) or, later, go
      // under whoever logs in next on this browser.
      const formSession = slot?.session();
      const saver = formSession?.saver;
      // After inactivity the same applicant is the likeliest to log in again: the card keeps their
      // address (issue 31). Not after a Log Out, which is a leaving, often of a shared computer.
      const owner = formSession?.store.getState().owner;
      saver?.close();
      try {
        await logOut();
      } catch (error) {
        if (reason === 'user') {
          // The session may well go on (the server did not say it ended): so does its saving,
          // behind the error screen.
          saver?.reopen();
          queryClient.clear();
          if (raise) raise(error);
          else setFailure({ error });
          return 'logged-out';
        }
      }
      forget();
      const state: NavigationState =
        reason === 'inactivity'
          ? {
              errorMessage: currentCatalogue().messages.inactivityLogout,
              ...(typeof owner === 'string' ? { username: owner } : {}),
              ...carried,
            }
          : { successMessage: currentCatalogue().messages.logoutSuccess };
      navigate(LOGIN_ROUTE, { state });
      return 'logged-out';
    },
    [navigate, queryClient, slot, raise],
  );
}
