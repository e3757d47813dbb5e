import { CHECK_ANSWERS_ROUTE, MESSAGES, type Question } from '@portico/application';
import type { NavigationState } from '../navigation/navigation-state';
import { Link } from '../navigation/router';
import type { AnswersState } from '../session/answers-store';
import { useClientSnapshot } from '../session/client-snapshot';
import { useAnswersSelector } from '../session/form-session';
import { DialogErrorBoundary } from '../ui/dialog-error-boundary';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { PrintedApplicationPages } from '../widgets/form-page';
import { useSiteText } from '../widgets/use-site-text';
import { SubmitApplicationButton } from './submit-application-button';
import { useLiveValidation } from './use-live-validation';
import { useLoadedForm } from './use-loaded-form';
import { ValidationSummary } from './validation-summary';
import './form.css';

const selectErrors = (current: AnswersState) => current.errors;
const selectFocusRequests = (current: AnswersState) => current.summaryFocusRequests;

/** 'Change', to the question on its page and back here after (the GOV.UK summary list's action). */
function ChangeLink({ page, question }: { page: string; question: Question }) {
  const text = useSiteText();
  const state: NavigationState = { returnTo: CHECK_ANSWERS_ROUTE };
  return (
    <Link className="review-item__change" to={`${page}#${question.key}`} state={state}>
      {MESSAGES.checkAnswersChange} <span className="visually-hidden">{text(question.label)}</span>
    </Link>
  );
}

const changeLinkOn = (page: string) => (question: Question) => <ChangeLink page={page} question={question} />;

/**
 * 'Check your answers' (issue 16, GOV.UK's pattern), reached from Final Steps before Submit: every
 * answer of the three pages, read-only as the print shows them, each with a Change link to its
 * question that comes back here after. Submit is the same as on Final Steps.
 */
export function CheckAnswersScreen() {
  const ready = useLoadedForm();
  const { is_logged_in: loggedIn, web_status: webStatus } = useClientSnapshot();
  const errors = useAnswersSelector(selectErrors);
  const focusRequest = useAnswersSelector(selectFocusRequests);
  const validating = loggedIn && webStatus === 'validating';

  useLiveValidation({ ready, validating });

  return (
    <div className="form-step check-answers">
      <ScreenHeading>{MESSAGES.checkAnswersTitle}</ScreenHeading>
      {ready && validating && <ValidationSummary errors={errors} focusRequest={focusRequest} />}
      <p>{MESSAGES.checkAnswersIntro}</p>
      {ready ? (
        <>
          <PrintedApplicationPages classPrefix="check-answers" review={changeLinkOn} />
          <div className="form-actions" role="group" aria-label={MESSAGES.formActionsLabel}>
            <DialogErrorBoundary>
              <SubmitApplicationButton />
            </DialogErrorBoundary>
          </div>
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
