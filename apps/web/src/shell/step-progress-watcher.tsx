import { APPLICATION, PAGES, STEP_PROGRESS_MESSAGES, stepProgress } from '@portico/application';
import { createPortal } from 'react-dom';
import { useTranslated } from '../i18n/language-store';
import { useApplicationCheck } from '../session/application-check';
import { useClientSnapshot } from '../session/client-snapshot';
import { useFormState } from '../session/form-session';
import { stepStatusId } from './step-status';

/**
 * Works out each step's progress (issue 31) from the one validator and writes it into the step
 * navigation's status line of each step: a shape (drawn by CSS) and its words. Its own chunk,
 * fetched once the applicant is signed in or has answered something: a first visit carries none
 * of it, nor the validator. The status lines are the step navigation's (empty until this comes),
 * so that their room is there from the first paint; hence the portals.
 */
export function StepProgressWatcher() {
  const progressText = useTranslated(STEP_PROGRESS_MESSAGES, (t) => t.catalogue.stepProgress);
  const errors = useApplicationCheck();
  const state = useFormState();
  const validating = useClientSnapshot().web_status === 'validating';
  if (!errors) return null;
  const progress = stepProgress(APPLICATION, state, errors, { validating });
  return PAGES.map((page) => {
    const line = document.getElementById(stepStatusId(page.id));
    if (!line) return null;
    const state = progress[page.id];
    return createPortal(
      <span className={`step-nav__progress step-nav__progress--${state}`}>
        <span className={`step-nav__icon step-nav__icon--${state}`} />
        {progressText[state]}
      </span>,
      line,
      page.id,
    );
  });
}
