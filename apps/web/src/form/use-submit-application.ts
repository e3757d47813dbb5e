import { COMPLETION_ROUTE, hasNoErrors, type ValidationErrors } from '@portico/application';
import { WEB_STATUSES, type Profile } from '@portico/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentCatalogue } from '../i18n/language-store';
import { useNavigate } from '../navigation/router';
import { ApiError } from '../api/api-error';
import { profileQueryOptions } from '../api/get-profile';
import { saveValidations } from '../api/save-validations';
import { submitApplication, type SubmitResponse } from '../api/submit-application';
import { saveWebStatus } from '../api/save-web-status';
import { useSiteConfig } from '../config/site-config-context';
import type { NavigationState } from '../navigation/navigation-state';
import { useSendToSignup } from '../session/answers-navigation';
import { useClientSnapshot } from '../session/client-snapshot';
import { useFormSession } from '../session/form-session';

/** The profile as it is once submitted: the receipt, and every status reached. */
function submittedProfile(profile: Profile | null | undefined, receipt: SubmitResponse) {
  if (!profile) return profile;
  return {
    ...profile,
    submission: { reference: receipt.reference, submitted_at: receipt.submitted_at },
    web_status: WEB_STATUSES.map((webStatus) => ({ web_status: webStatus })),
  };
}

/**
 * Submit, for the Submit button. An anonymous visitor goes to /signup with the
 * answers. A logged-in student's submit follows the spec's five steps:
 *
 * 1. save the answers;
 * 2. a started application becomes validating, here and on the server;
 * 3. validate and post the errors (`POST /api/validations`);
 * 4. with none, `POST /api/submit`, status submitted, /completion with the success message;
 * 5. otherwise the configured failed-submit route (or stay when none is configured).
 *
 * The spec says "the page's schema"; the whole application is validated here, since a submit with
 * an answer missing on another page must not pass (the server, which is the authority, checks the
 * whole application too and answers 400 with its errors, shown exactly like the browser's).
 * Rejects with the ApiError of a failed call; the button shows it.
 */
export function useSubmitApplication(): () => Promise<void> {
  const { is_logged_in: loggedIn, username, web_status: webStatus } = useClientSnapshot();
  const { failedSubmitRoute } = useSiteConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sendToSignup = useSendToSignup();
  const { store, saver, validation } = useFormSession();

  return useCallback(async () => {
    if (!loggedIn || !username) return sendToSignup();

    saver.flushPendingEdits();
    await saver.saveNow();

    if (webStatus === null || webStatus === 'started') {
      store.setLocalWebStatus(username, 'validating');
      await saveWebStatus('validating');
    }

    const showFailure = async (errors: ValidationErrors) => {
      validation.showErrors(errors);
      store.requestSummaryFocus();
      if (failedSubmitRoute) navigate(failedSubmitRoute);
    };

    const errors = await validation.refreshErrors({ force: true });
    await saveValidations(errors);
    if (!hasNoErrors(errors)) return showFailure(errors);

    let receipt: SubmitResponse;
    try {
      receipt = await submitApplication();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors) {
        return showFailure(error.errors);
      }
      throw error;
    }

    // The route rules stand aside while this navigation, which carries the message, is under way.
    store.setCompletionUnderway(true);
    store.setLocalWebStatus(username, 'submitted');
    queryClient.setQueryData(profileQueryOptions.queryKey, (profile) => submittedProfile(profile, receipt));
    const state: NavigationState = { successMessage: currentCatalogue().messages.submitSuccess };
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    // The route rules end the wait once /completion is on screen.
    navigate(COMPLETION_ROUTE, { state });
  }, [
    loggedIn,
    username,
    webStatus,
    failedSubmitRoute,
    queryClient,
    navigate,
    sendToSignup,
    store,
    saver,
    validation,
  ]);
}
