import { useCatalogue } from '../i18n/language-store';
import type { AnswersState } from '../session/answers-store';
import { useClientSnapshot } from '../session/client-snapshot';
import { useApplicationCheck } from '../session/application-check';
import { useAnswersSelector } from '../session/form-session';
import { DialogErrorBoundary } from '../ui/dialog-error-boundary';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { ApplicationSummary } from './application-summary';
import { SubmitApplicationButton } from './submit-application-button';
import { useLiveValidation } from './use-live-validation';
import { useLoadedForm } from './use-loaded-form';
import { ValidationSummary } from './validation-summary';
import './form.css';

const selectErrors = (current: AnswersState) => current.errors;
const selectFocusRequests = (current: AnswersState) => current.summaryFocusRequests;

/**
 * 'Check your answers' (issue 16, GOV.UK's pattern), reached from Final Steps before Submit: every
 * answer given, section by section in summary lists (issue 31), each with a Change link to its
 * question that comes back here after; each answer still needed, a link saying what to do. Submit
 * is the same as on Final Steps.
 */
export function CheckAnswersScreen() {
  const { messages } = useCatalogue();
  const ready = useLoadedForm();
  const { is_logged_in: loggedIn, web_status: webStatus } = useClientSnapshot();
  const errors = useAnswersSelector(selectErrors);
  const focusRequest = useAnswersSelector(selectFocusRequests);
  const validating = loggedIn && webStatus === 'validating';

  useLiveValidation({ ready, validating });

  return (
    <div className="form-step check-answers">
      <ScreenHeading>{messages.checkAnswersTitle}</ScreenHeading>
      {ready && validating && <ValidationSummary errors={errors} focusRequest={focusRequest} />}
      <p>{messages.checkAnswersIntro}</p>
      {ready ? <CheckedAnswers /> : <Spinner />}
    </div>
  );
}

/** The summary, once the validator has checked the answers loaded; then Submit. */
function CheckedAnswers() {
  const { messages } = useCatalogue();
  const check = useApplicationCheck();
  if (!check) return <Spinner />;
  return (
    <>
      <ApplicationSummary errors={check} />
      <div className="form-actions" role="group" aria-label={messages.formActionsLabel}>
        <DialogErrorBoundary>
          <SubmitApplicationButton />
        </DialogErrorBoundary>
      </div>
    </>
  );
}
