import { COMPLETION_ROUTE, DEFAULT_ROUTE } from '@portico/application';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationIdle } from '../navigation/router';
import { useClientSnapshot, useCompletionUnderway } from '../session/client-snapshot';
import { useFormSession } from '../session/form-session';

/**
 * The route rules driven by status: a submitted application is seen only on
 * /completion; /completion without one goes to the default route. Both replace the history entry,
 * so Back does not return to a page that would only redirect again.
 *
 * Judged only while no navigation is under way, and not while a submit is on its way to
 * /completion with the success message (setCompletionUnderway): a second navigation there would
 * overtake it and drop the message. Nor before the profile is in: until then nobody
 * is known to be logged in, and a submitted applicant reloading /completion must stay there.
 */
export function useStatusRoutes({ statusKnown }: { statusKnown: boolean }): void {
  const { web_status: webStatus } = useClientSnapshot();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const underway = useCompletionUnderway();
  const { store } = useFormSession();
  const idle = useNavigationIdle();
  const submitted = webStatus === 'submitted';
  const onCompletion = pathname === COMPLETION_ROUTE;

  useEffect(() => {
    if (underway) {
      if (onCompletion) store.setCompletionUnderway(false);
      return;
    }
    if (!idle || !statusKnown) return;
    if (submitted && !onCompletion) navigate(COMPLETION_ROUTE, { replace: true });
    else if (!submitted && onCompletion) navigate({ pathname: DEFAULT_ROUTE, search }, { replace: true });
  }, [underway, idle, statusKnown, submitted, onCompletion, search, navigate, store]);
}
