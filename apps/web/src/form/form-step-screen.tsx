import type { Page } from '@portico/application';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLanguageTexts } from '../i18n/language-store';
import { useLocation } from '../navigation/router';
import { hasAnyAnswer, type AnswersState } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';
import { useClientSnapshot } from '../session/client-snapshot';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { FormPageContent } from '../widgets/form-page';
import { focusQuestion } from './focus-question';
import { FormActions } from './form-actions';
import { SaveStatusLine } from './save-status';
import { useLiveValidation } from './use-live-validation';
import { useLoadedForm } from './use-loaded-form';
import './form.css';
import { lazy } from '../ui/lazy';

// Only when there is something to say about answers typed on this computer: most visits have none.
const AnswersTypedHere = lazy(async () => ({
  default: (await import('./answers-typed-here')).AnswersTypedHere,
}));
const selectTypedHere = (current: AnswersState) =>
  Object.keys(current.offered).length > 0 || (current.owner === null && hasAnyAnswer(current));

// Shown only while validating (a logged-in applicant after a failed Submit): its code stays out
// of the first visit (bench/first-visit-js, issue 31), and is fetched as soon as the status says
// validating, while the answers are still loading, so that it is in before the questions show.
const loadSummary = () => import('./validation-summary');
const ValidationSummary = lazy(async () => ({ default: (await loadSummary()).ValidationSummary }));

const selectErrors = (current: AnswersState) => current.errors;
const selectFocusRequests = (current: AnswersState) => current.summaryFocusRequests;

/**
 * Whether the questions show. When a visit begins the answers load behind a spinner, and the
 * questions (some 600 elements) then render in the background, in slices between which the browser
 * can answer a tap, not in one long task (Lighthouse's total blocking time on /about: docs/
 * decisions.md). A move between steps, the answers already loaded, shows them at once.
 */
function useQuestionsShown(loaded: boolean): boolean {
  const [loadedAtMount] = useState(loaded);
  const deferred = useDeferredValue(loaded, loadedAtMount);
  return loadedAtMount ? loaded : deferred;
}

/**
 * One step of the application: its questions from the definition, rendered in edit mode, with
 * the save status and the page's buttons. The answers load first (useLoadedForm).
 *
 * While the status is validating the errors are recomputed on every change and
 * the validation summary shows under the page's heading; each field shows its own messages. Once
 * submitted the page is read-only (the print rendering, no buttons); the route rules send a
 * submitted applicant to /completion in any case.
 */
export function FormStepScreen({ page }: { page: Page }) {
  const ready = useQuestionsShown(useLoadedForm());
  const { catalogue, application } = useLanguageTexts();
  const { is_logged_in: loggedIn, web_status: webStatus } = useClientSnapshot();
  const { hash } = useLocation();
  const definition = application.pages.find((candidate) => candidate.id === page.id);
  const errors = useAnswersSelector(selectErrors);
  const typedHere = useAnswersSelector(selectTypedHere);
  const focusRequest = useAnswersSelector(selectFocusRequests);
  const validating = loggedIn && webStatus === 'validating';
  const submitted = loggedIn && webStatus === 'submitted';

  useLiveValidation({ ready, validating });
  useEffect(() => {
    if (validating) void loadSummary().catch(() => undefined);
  }, [validating]);

  // '/{page}#{key}' (the validation summary's links): the question's first input is focused once
  // shown. This effect runs after the summary's own (a child's), so the question keeps the focus.
  useEffect(() => {
    if (!ready || !hash) return;
    focusQuestion(decodeURIComponent(hash.slice(1)));
  }, [ready, hash]);

  return (
    <div className="form-step">
      <ScreenHeading>{catalogue.pages[page.id]}</ScreenHeading>
      {ready && !submitted && typedHere && (
        <Suspense fallback={null}>
          <AnswersTypedHere />
        </Suspense>
      )}
      {/* After the heading: its effect names the tab, and the summary's then adds 'Error: '. */}
      {ready && validating && (
        <Suspense fallback={null}>
          <ValidationSummary errors={errors} focusRequest={focusRequest} />
        </Suspense>
      )}
      {ready && definition ? (
        <>
          <FormPageContent page={definition} mode={submitted ? 'print' : 'edit'} />
          {!submitted && (
            // The save status with the buttons, held in view at the foot of the screen (form.css).
            <div className="form-foot">
              {loggedIn && <SaveStatusLine />}
              <FormActions page={page} />
            </div>
          )}
        </>
      ) : (
        // As tall as the screen, so that the footer below is not seen and then pushed away.
        <div className="form-step__loading">
          <Spinner />
        </div>
      )}
    </div>
  );
}
